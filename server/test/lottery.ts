// Test helpers of the lottery suites (not loaded by the app): money in through the wallet's own ledger.
import type { DbOrTx } from '../db/client';
import { lockMemberAccount, postJournal, systemAccount } from '../modules/wallet/ledger';
import { seamlessBalance } from '../modules/wallet';
import { LOTTERY_VENDOR } from '../modules/lottery/draws';

/** A deposit journal into the member's main wallet. */
export async function fund(db: { transaction: (f: (tx: DbOrTx) => Promise<void>) => Promise<void> }, member: { id: number; merchantId: number }, amount: number) {
  await db.transaction(async (tx) => {
    const w = await lockMemberAccount(member.merchantId, member.id, 'main', '', tx);
    const clearing = await systemAccount(member.merchantId, 'payment_clearing', tx);
    await postJournal(
      { merchantId: member.merchantId, kind: 'deposit', memberId: member.id, postings: [{ account: clearing, amount: -amount }, { account: { id: w.id, isMember: true }, amount }] },
      tx,
      new Map([[w.id, w.balance]]),
    );
  });
}

/** The balance the lottery bets from (the main wallet on a single-wallet brand). */
export const lotteryBalance = (db: DbOrTx, member: { id: number; merchantId: number }) => seamlessBalance(db, member.merchantId, member.id, LOTTERY_VENDOR);
