// spec §7 Wallet: GET /wps/v2/wallets/balance (token), value.sumBalance in minor units (STYLE.md
// money rule; the wallet module's contract). Until the wallet module is deployed the call 404s
// and the header hides the figure: no error toast, no crash.
import { apiGet } from '../../../lib/api';

export interface BalanceValue {
  sumBalance: number;
  currency?: { code: string; symbol: string; minorDigits: number };
}

/** The balance in major units (for display only), or null when the wallet API is not available. */
export async function getBalance(defaultMinorDigits = 2): Promise<number | null> {
  try {
    const value = await apiGet<BalanceValue>('wps/v2/wallets/balance');
    const minor = Number(value?.sumBalance);
    if (!Number.isFinite(minor)) return null;
    return minor / 10 ** (value.currency?.minorDigits ?? defaultMinorDigits);
  } catch {
    return null;
  }
}
