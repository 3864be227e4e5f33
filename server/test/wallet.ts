// Test helpers for money (not loaded by the app): a member's funds come in through the wallet's own ledger.
import type { DbOrTx } from '../db/client';
import { lockMemberAccount, postJournal, systemAccount } from '../modules/wallet/ledger';

/** A deposit journal into the member's main wallet, from the brand's payment clearing account. */
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
