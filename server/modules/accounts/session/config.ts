// Account and session settings (README lists the env names), the `accounts` section of server/config.ts.
// Tests override them via config.accounts.
import { ConfigError } from '../../../lib/config-error';
import type { Clock } from '../../../lib/clock';
import type { Tenant } from '../../tenancy';
export interface AccountsConfig {
  /** Session lifetime in hours (SESSION_TTL_HOURS). */
  sessionTtlHours: number;
  /** Password expiry in days; 0 = never (PASSWORD_EXPIRY_DAYS). */
  passwordExpiryDays: number;
  /** Failed logins (per username) after which a captcha is required (LOGIN_CAPTCHA_AFTER). */
  loginCaptchaAfterFailures: number;
  /** Captcha lifetime in seconds. */
  captchaTtlSeconds: number;
  /** SMS code lifetime in minutes (SMS_CODE_MINUTES). */
  smsCodeMinutes: number;
  /** SMS sends per hour per number and per IP. */
  smsHourlyCap: number;
  /** Login attempts per minute per IP and per username. */
  loginPerMinute: number;
  /** Captcha images per minute per IP. */
  captchaPerMinute: number;
  /** Well-formed registrations per hour per IP (REGISTER_PER_HOUR, issue 24 item 8). */
  registerPerHour: number;
  /** Well-formed registrations per hour per device, when the site sends X-Device-Id (REGISTER_PER_DEVICE_PER_HOUR). */
  registerPerDevicePerHour: number;
  /** Password hashes (and verifies) running at once in this process (PASSWORD_HASH_CONCURRENCY, issue 24 item 8). */
  hashConcurrency: number;
  /** Hashes that may wait for a slot; beyond that the call answers 503 err_server_busy (PASSWORD_HASH_QUEUE). */
  hashQueue: number;
  /** Password reset link lifetime in minutes. */
  resetTokenMinutes: number;
  /**
   * Base URL of the links the server sends (PUBLIC_URL): `{id}` stands for the brand id, so one setting serves
   * every brand (`http://{id}.localhost:3000` in development). Unset: https://<brand's first domain>. See brandOrigin.
   */
  publicUrl?: string;
  /** argon2id cost; tests use lighter values (argon2id always). */
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  /**
   * Country dialing code (digits) of a brand whose manifest lists no countries, and of members stored
   * without one (DEFAULT_DIALING_CODE, 60: the platform's home market). A brand that lists countries
   * uses its first one instead (issue 24 item 1).
   */
  defaultDialingCode: string;
  /** Minimum registration age (18 or 21, spec §5). */
  minimumAge: number;
  /** Captcha text generator (tests fix it; production uses svg-captcha's random text). */
  captchaText?: () => string;
  /** SMS code generator (tests may fix it; production: 6 random digits). */
  smsCode?: () => string;
}

/** What the accounts services are handed (app.accounts): the settings and the app's one clock. */
export interface Accounts extends AccountsConfig {
  clock: Clock;
}

export function loadAccountsConfig(env: NodeJS.ProcessEnv): AccountsConfig {
  const num = (v: string | undefined, d: number) => (v !== undefined && v !== '' && Number.isFinite(Number(v)) ? Number(v) : d);
  return {
    sessionTtlHours: num(env.SESSION_TTL_HOURS, 24),
    passwordExpiryDays: num(env.PASSWORD_EXPIRY_DAYS, 90),
    loginCaptchaAfterFailures: num(env.LOGIN_CAPTCHA_AFTER, 1),
    captchaTtlSeconds: 120,
    smsCodeMinutes: num(env.SMS_CODE_MINUTES, 5),
    smsHourlyCap: num(env.SMS_HOURLY_CAP, 10),
    loginPerMinute: num(env.LOGIN_PER_MINUTE, 20),
    captchaPerMinute: num(env.CAPTCHA_PER_MINUTE, 60),
    registerPerHour: num(env.REGISTER_PER_HOUR, 30),
    registerPerDevicePerHour: num(env.REGISTER_PER_DEVICE_PER_HOUR, 5),
    hashConcurrency: num(env.PASSWORD_HASH_CONCURRENCY, 2),
    hashQueue: num(env.PASSWORD_HASH_QUEUE, 32),
    resetTokenMinutes: 30,
    publicUrl: checkedPublicUrl(env.PUBLIC_URL),
    argon2: { memoryCost: 19456, timeCost: 2, parallelism: 1 },
    defaultDialingCode: (env.DEFAULT_DIALING_CODE ?? '').replace(/\D/g, '') || '60',
    minimumAge: num(env.MINIMUM_AGE, 18),
    // Browser tests type a known captcha (CAPTCHA_FIXED_TEXT); ignored in production.
    ...(env.CAPTCHA_FIXED_TEXT && env.NODE_ENV !== 'production' ? { captchaText: () => env.CAPTCHA_FIXED_TEXT! } : {}),
  };
}

/** A PUBLIC_URL that is not an http(s) URL stops the start, rather than every reset mail failing later. */
function checkedPublicUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let protocol = '';
  try {
    protocol = new URL(value.replaceAll('{id}', 'brand')).protocol;
  } catch {
    protocol = '';
  }
  if (protocol !== 'https:' && protocol !== 'http:') throw new ConfigError(`PUBLIC_URL must be an http(s) URL (with {id} for the brand id), got '${value}'`);
  return value;
}

/**
 * Issue 24 item 2: the base of every link the server sends (reset e-mails, any e-mail or SMS) comes from
 * configuration only, never from the request's Host or X-Forwarded-* headers, which a caller chooses.
 * A PUBLIC_URL without `{id}` sends every brand to that one origin: use it only for a single-brand deploy.
 */
export function brandOrigin(tenant: Tenant, cfg: Pick<AccountsConfig, 'publicUrl'>): string {
  if (cfg.publicUrl) {
    const url = new URL(cfg.publicUrl.replaceAll('{id}', tenant.manifest.id));
    if (url.protocol === 'https:' || url.protocol === 'http:') return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  }
  return `https://${tenant.manifest.domains[0]}`;
}
