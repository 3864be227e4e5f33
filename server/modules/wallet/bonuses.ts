// Issue 18 item 2: promotion bonuses, paid from the brand's `bonus` (marketing expense) account to the member's main
// wallet and taken back the same way (forfeit, expiry). The promotions module calls these inside its own
// transaction (a claim row and its journal commit together); each journal carries a request key
// (`promotion:<requestId>`, written in the same transaction), so a replayed credit or removal answers the first
// result and never moves money twice. Journals are kind `bonus` (bonusDetails shows them); a removal is a negative
// bonus journal with `memo.deduction`, like the operator's bonus deduction.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { lockMemberAccount, postJournal, systemAccount } from './ledger';
import { fingerprint, requestKeyString } from './requests';
import { walletRequests } from './tables';

export interface BonusMove {
  merchantId: number;
  memberId: number;
  /** Minor units, > 0: the bonus to credit, or the most to take back. */
  amount: number;
  /** Stable id of the movement, e.g. `promo:12` (8–64 of [A-Za-z0-9_.:-]). */
  requestId: string;
  memo: Record<string, unknown>;
}

export interface BonusMoveResult {
  journalId: number | null;
  /** What moved (a removal takes at most the member's balance). */
  amount: number;
  balance: number;
  duplicate?: boolean;
}

const SCOPE = 'promotion';

async function prior(tx: Tx, m: BonusMove, operation: string): Promise<BonusMoveResult | null> {
  const [row] = await tx
    .select()
    .from(walletRequests)
    .where(and(eq(walletRequests.merchantId, m.merchantId), eq(walletRequests.scope, SCOPE), eq(walletRequests.requestId, m.requestId)));
  if (!row) return null;
  if (row.fingerprint !== fingerprint(operation, { memberId: m.memberId, amount: m.amount })) throw new Error(`bonus request ${m.requestId} reused for another movement`);
  return { ...(row.response as BonusMoveResult), duplicate: true };
}

async function record(tx: Tx, m: BonusMove, operation: string, result: BonusMoveResult): Promise<void> {
  await tx.insert(walletRequests).values({
    merchantId: m.merchantId,
    scope: SCOPE,
    requestId: m.requestId,
    operation,
    fingerprint: fingerprint(operation, { memberId: m.memberId, amount: m.amount }),
    journalId: result.journalId,
    response: result as object,
  });
}

/** Credits a promotion bonus: brand `bonus` account → member main wallet, in the caller's transaction. */
export async function creditBonus(tx: Tx, m: BonusMove): Promise<BonusMoveResult> {
  if (!Number.isSafeInteger(m.amount) || m.amount <= 0) throw new Error('bonus amount must be a positive integer');
  const seen = await prior(tx, m, 'bonus.credit');
  if (seen) return seen;
  const main = await lockMemberAccount(m.merchantId, m.memberId, 'main', '', tx);
  const source = await systemAccount(m.merchantId, 'bonus', tx);
  const posted = await postJournal(
    {
      merchantId: m.merchantId,
      kind: 'bonus',
      memberId: m.memberId,
      requestKey: requestKeyString({ merchantId: m.merchantId, scope: SCOPE, requestId: m.requestId, operation: 'bonus.credit', params: {} }),
      memo: m.memo,
      postings: [
        { account: source, amount: -m.amount },
        { account: { id: main.id, isMember: true }, amount: m.amount },
      ],
    },
    tx,
    new Map([[main.id, main.balance]]),
  );
  const result = { journalId: posted.journalId, amount: m.amount, balance: posted.balances.get(main.id)! };
  await record(tx, m, 'bonus.credit', result);
  return result;
}

/**
 * Takes back up to `amount` of a bonus (forfeit, expiry): member main wallet → brand `bonus` account. The member
 * may have lost part of it already: at most the balance is taken (a balance of 0 moves nothing, journalId null).
 */
export async function removeBonus(tx: Tx, m: BonusMove): Promise<BonusMoveResult> {
  if (!Number.isSafeInteger(m.amount) || m.amount <= 0) throw new Error('bonus amount must be a positive integer');
  const seen = await prior(tx, m, 'bonus.remove');
  if (seen) return seen;
  const main = await lockMemberAccount(m.merchantId, m.memberId, 'main', '', tx);
  const take = Math.min(m.amount, main.balance);
  let result: BonusMoveResult = { journalId: null, amount: 0, balance: main.balance };
  if (take > 0) {
    const source = await systemAccount(m.merchantId, 'bonus', tx);
    const posted = await postJournal(
      {
        merchantId: m.merchantId,
        kind: 'bonus',
        memberId: m.memberId,
        requestKey: requestKeyString({ merchantId: m.merchantId, scope: SCOPE, requestId: m.requestId, operation: 'bonus.remove', params: {} }),
        memo: { ...m.memo, deduction: true },
        postings: [
          { account: { id: main.id, isMember: true }, amount: -take },
          { account: source, amount: take },
        ],
      },
      tx,
      new Map([[main.id, main.balance]]),
    );
    result = { journalId: posted.journalId, amount: take, balance: posted.balances.get(main.id)! };
  }
  await record(tx, m, 'bonus.remove', result);
  return result;
}
