// Issue 16: agents' dividends and wages, paid from the brand's commission account to the agent's main wallet. One
// journal per (contract, period): the request key `agent:<contract>:<period>` (scope 'operator') is written in the
// journal's transaction, and `record` (the agents module's settlement row) runs in the same transaction, so the
// payout, its key and the record commit together or not at all; a replay answers the first payout.
import type { Db, Tx } from '../../db/client';
import { ensureMemberAccount, postJournal, systemAccount } from './ledger';
import { once } from './requests';

export interface CommissionPayout {
  merchantId: number;
  memberId: number;
  /** Minor units, > 0. */
  amount: number;
  /** Stable id of what is paid, e.g. `agent:12:D:2026-11-24`. */
  requestId: string;
  kind: 'dividend' | 'wage';
  memo: Record<string, unknown>;
}

export async function payCommission(db: Db, p: CommissionPayout, record: (tx: Tx, journalId: number) => Promise<void>): Promise<{ journalId: number; balance: number }> {
  return once(db, { merchantId: p.merchantId, scope: 'operator', requestId: p.requestId, operation: 'commission', params: { memberId: p.memberId, amount: p.amount } }, async (tx, requestKey) => {
    const main = await ensureMemberAccount(p.merchantId, p.memberId, 'main', '', tx);
    const source = await systemAccount(p.merchantId, 'commission', tx);
    const posted = await postJournal(
      {
        merchantId: p.merchantId,
        kind: p.kind,
        memberId: p.memberId,
        requestKey,
        memo: p.memo,
        postings: [
          { account: source, amount: -p.amount },
          { account: { id: main, isMember: true }, amount: p.amount },
        ],
      },
      tx,
    );
    await record(tx, posted.journalId);
    return { response: { journalId: posted.journalId, balance: posted.balances.get(main)! }, journalId: posted.journalId };
  });
}
