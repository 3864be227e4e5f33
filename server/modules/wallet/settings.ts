// Per-tenant wallet settings: defaults here, operator overrides in merchant_settings under key 'wallet'
// (PUT /api/operator/wallet/settings). Amounts in minor units.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { readSetting, readSettingLocked, upsertSetting } from '../tenancy';

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
  /** Saved withdrawal accounts (bank accounts and e-wallets) per member (issue 15 item 2). */
  bankAccountsMax: number;
  /**
   * Largest operator adjustment (absolute, minor units) applied at once (issue 19 item 2); a larger one waits as a
   * pending adjustment request for a second finance operator's approval.
   */
  adjustmentApprovalThreshold: number;
}

export const DEFAULT_WALLET_SETTINGS: WalletSettings = {
  isSingle: true,
  withdrawMin: 5_000,
  withdrawMax: 5_000_000,
  withdrawDailyMax: 10_000_000,
  withdrawDailyCount: 5,
  receiptConfirmMinutes: 30,
  bankAccountsMax: 5,
  adjustmentApprovalThreshold: 100_000,
};

/**
 * spec §3 isSingle, resolved in one place (issue 14 item 2): the SQL function wallet_is_single
 * (sql/seamless-batch.sql), which the seamless batch and seamlessBalance call too. Its default when the brand
 * has no setting is DEFAULT_WALLET_SETTINGS.isSingle (the property test checks they agree).
 */
export async function isSingleWallet(merchantId: number, db: DbOrTx): Promise<boolean> {
  const r = (await db.execute(sql`select wallet_is_single(${merchantId}::int) as single`)) as unknown as { rows: { single: boolean }[] };
  return r.rows[0].single === true;
}

export async function walletSettings(merchantId: number, db: DbOrTx): Promise<WalletSettings> {
  const stored = await readSetting<Partial<WalletSettings>>(merchantId, WALLET_SETTINGS_KEY, db);
  return { ...DEFAULT_WALLET_SETTINGS, ...(stored ?? {}), isSingle: await isSingleWallet(merchantId, db) };
}

export async function saveWalletSettings(merchantId: number, s: WalletSettings, db: DbOrTx): Promise<void> {
  await upsertSetting(merchantId, WALLET_SETTINGS_KEY, s, db);
}

/**
 * The settings with their row locked until the end of the transaction: 'update' by a change of the settings,
 * 'share' by a money movement whose rule depends on isSingle (a transfer between own wallets), so a switch of
 * isSingle and such a movement never overlap (issue 24 item 10). No row means the defaults (single), which
 * nothing needs to wait for: only a switch away from multi moves money, and a multi brand has the row.
 */
export async function lockedWalletSettings(merchantId: number, tx: DbOrTx, mode: 'update' | 'share'): Promise<WalletSettings> {
  const value = await readSettingLocked<Partial<WalletSettings>>(merchantId, WALLET_SETTINGS_KEY, mode, tx);
  // The row is locked now, so wallet_is_single reads the value just locked.
  return { ...DEFAULT_WALLET_SETTINGS, ...(value ?? {}), isSingle: await isSingleWallet(merchantId, tx) };
}
