// Operator manual adjustment with a reason (issue 4 item 7): the member's main wallet against the house
// ('adjustment') or the bonus account ('bonus' and 'bonus_deduction', shown in bonusDetails). Idempotent on the
// operator's request id; the audit row (who, what, when) is written in the same transaction as the journal.
// Sign rule (issue 24 item 16): an adjustment is signed (a correction may take money back); a bonus only gives,
// and taking a bonus back must be said: kind 'bonus_deduction', with a negative amount.
import type { Db } from '../../db/client';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { getMemberByUsername } from '../accounts';
import { insertAudit } from '../tenancy';
import type { Actor } from './deposits';
import { InsufficientBalanceError } from './errors';
import { ensureMemberAccount, houseSlot, InsufficientFundsError, postJournal, systemAccount } from './ledger';
import { once } from './requests';

export interface AdjustmentInput {
  requestId: string;
  username: string;
  /** Signed minor units: + credits the member, - debits (never below zero). */
  amount: number;
  reason: string;
  kind: AdjustmentKind;
}

export const ADJUSTMENT_KINDS = ['adjustment', 'bonus', 'bonus_deduction'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

/** The sign each kind allows: an amount of the wrong sign is a 400, whatever route or script sent it. */
export function assertAdjustmentSign(kind: AdjustmentKind, amount: number): void {
  const ok = kind === 'bonus' ? amount > 0 : kind === 'bonus_deduction' ? amount < 0 : amount !== 0;
  if (!ok) throw new BadRequestError('err_adjustment_sign', { kind, amount }, 'adjustment_sign');
}

export async function adjustBalance(db: Db, merchantId: number, who: Actor, input: AdjustmentInput) {
  assertAdjustmentSign(input.kind, input.amount);
  const bonus = input.kind !== 'adjustment';
  const member = await getMemberByUsername(merchantId, input.username, db);
  if (!member) throw new NotFoundError('err_member_not_found');
  const { requestId, ...params } = input;
  return once(db, { merchantId, scope: 'operator', requestId, operation: 'adjust', params }, async (tx, requestKey) => {
    const main = await ensureMemberAccount(merchantId, member.id, 'main', '', tx);
    const counter = bonus ? await systemAccount(merchantId, 'bonus', tx) : await systemAccount(merchantId, 'house', tx, houseSlot(member.id));
    let posted;
    try {
      posted = await postJournal(
        {
          merchantId,
          // A deduction is a negative bonus journal: bonusDetails shows the bonus and its deduction together.
          kind: bonus ? 'bonus' : 'adjustment',
          memberId: member.id,
          requestKey,
          memo: { reason: input.reason, by: who.actor, ...(input.kind === 'bonus_deduction' ? { deduction: true } : {}) },
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
