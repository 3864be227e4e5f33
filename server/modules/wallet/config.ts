// Wallet module settings from the environment (README in this folder lists them). Tests override via config.wallet.
export interface WalletConfig {
  /**
   * Per-vendor HMAC-SHA256 secrets for the seamless callbacks: SEAMLESS_VENDOR_SECRETS="PG:s3cret,JILI:other".
   * A vendor without a secret is refused (401); with none at all the callbacks answer 403 seamless_disabled.
   */
  vendorSecrets: Record<string, string>;
  /** Clock for withdrawal limits and receipt windows (tests move it). */
  now: () => Date;
}

export function parseVendorSecrets(raw: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (raw ?? '').split(',')) {
    const i = part.indexOf(':');
    if (i > 0 && i < part.length - 1) out[part.slice(0, i).trim()] = part.slice(i + 1).trim();
  }
  return out;
}

export function loadWalletConfig(env: NodeJS.ProcessEnv, overrides: Partial<WalletConfig> = {}): WalletConfig {
  return { vendorSecrets: parseVendorSecrets(env.SEAMLESS_VENDOR_SECRETS), now: () => new Date(), ...overrides };
}
