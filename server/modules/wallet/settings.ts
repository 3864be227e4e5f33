// Per-tenant wallet settings: defaults here, operator overrides in merchant_settings under key 'wallet'
// (PUT /api/operator/wallet/settings). Amounts in minor units.
import type { DbOrTx } from '../../db/client';
import { readSetting, upsertSetting } from '../tenancy/settings-repo';

export const WALLET_SETTINGS_KEY = 'wallet';

export interface WalletSettings {
  /** spec §3 merchant wallet isSingle: one member wallet for every vendor, else one sub-wallet per vendor. */
  isSingle: boolean;
  withdrawMin: number;
  withdrawMax: number;
  /** Sum of non-rejected withdrawals per member per UTC day. */
  withdrawDailyMax: number;
  /** Number of non-rejected withdrawals per member per UTC day. */
  withdrawDailyCount: number;
  /** spec §4 withdrawal receipt: no answer within this many minutes after payout counts as received. */
  receiptConfirmMinutes: number;
}

export const DEFAULT_WALLET_SETTINGS: WalletSettings = {
  isSingle: true,
  withdrawMin: 5_000,
  withdrawMax: 5_000_000,
  withdrawDailyMax: 10_000_000,
  withdrawDailyCount: 5,
  receiptConfirmMinutes: 30,
};

export async function walletSettings(merchantId: number, db: DbOrTx): Promise<WalletSettings> {
  const stored = await readSetting<Partial<WalletSettings>>(merchantId, WALLET_SETTINGS_KEY, db);
  return { ...DEFAULT_WALLET_SETTINGS, ...(stored ?? {}) };
}

export async function saveWalletSettings(merchantId: number, s: WalletSettings, db: DbOrTx): Promise<void> {
  await upsertSetting(merchantId, WALLET_SETTINGS_KEY, s, db);
}
