// spec §7 Wallet: GET /wps/v2/wallets/balance (token), value.sumBalance in minor units (STYLE.md
// money rule; the wallet module's contract, schema/api/wallet.ts). When the call fails the header hides the
// figure: no error toast, no crash.
import type { WalletBalance } from '../../../../schema/api/wallet';
import { apiGet } from '../../../lib/api';

export type BalanceValue = WalletBalance;

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
