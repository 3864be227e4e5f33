// Test helpers of the lottery suites (not loaded by the app); fund: server/test/wallet.ts.
import type { DbOrTx } from '../db/client';
import { seamlessBalance } from '../modules/wallet';
import { LOTTERY_VENDOR } from '../modules/lottery/draws';

export { fund } from './wallet';

/** The balance the lottery bets from (the main wallet on a single-wallet brand). */
export const lotteryBalance = (db: DbOrTx, member: { id: number; merchantId: number }) => seamlessBalance(db, member.merchantId, member.id, LOTTERY_VENDOR);
