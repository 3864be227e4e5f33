// Operator manual adjustment with a reason (issue 4 item 7): the member's main wallet against the house
// ('adjustment') or the bonus account ('bonus', shown in bonusDetails). Idempotent on the operator's request id;
// the audit row (who, what, when) is written in the same transaction as the journal.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { members } from '../member/tables';
import { insertAudit } from '../tenancy/settings-repo';
import type { Actor } from './deposits';
import { InsufficientBalanceError } from './errors';
import { ensureMemberAccount, InsufficientFundsError, postJournal, systemAccount } from './ledger';
import { once } from './requests';

export interface AdjustmentInput {
  requestId: string;
  username: string;
  /** Signed minor units: + credits the member, - debits (never below zero). */
  amount: number;
  reason: string;
  kind: 'adjustment' | 'bonus';
}

export async function adjustBalance(db: Db, merchantId: number, who: Actor, input: AdjustmentInput) {
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.username, input.username)));
  if (!member) throw new NotFoundError('err_member_not_found');
  const { requestId, ...params } = input;
  return once(db, { merchantId, scope: 'operator', requestId, operation: 'adjust', params }, async (tx, requestKey) => {
    const main = await ensureMemberAccount(merchantId, member.id, 'main', '', tx);
    const counter = await systemAccount(merchantId, input.kind === 'bonus' ? 'bonus' : 'house', tx);
    let posted;
    try {
      posted = await postJournal(
        {
          merchantId,
          kind: input.kind,
          memberId: member.id,
          requestKey,
          memo: { reason: input.reason, by: who.actor },
          postings: [
            { account: counter, amount: -input.amount },
            { account: { id: main, isMember: true }, amount: input.amount },
          ],
        },
        tx,
      );
    } catch (e) {
      if (e instanceof InsufficientFundsError) throw new InsufficientBalanceError(e.balance);
      throw e;
    }
    await insertAudit(
      merchantId,
      { actor: who.actor, ip: who.ip, action: `wallet.${input.kind}`, detail: { memberId: member.id, username: input.username, amount: input.amount, reason: input.reason, journalId: posted.journalId, requestId } },
      tx,
    );
    return { response: { journalId: posted.journalId, memberId: member.id, amount: input.amount, balance: posted.balances.get(main)! }, journalId: posted.journalId };
  });
}
