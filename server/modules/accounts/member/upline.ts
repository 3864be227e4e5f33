// Issue 16: an operator moves a member, with its whole downline, under another agent of the same brand. The member's
// upline and the move's record commit with the member.upline_changed event; the agents module re-links its tree and
// ends the contracts the old upline gave (server/modules/agents/move.ts).
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { emit } from '../../../jobs/events';
import { BadRequestError, NotFoundError } from '../../../lib/errors';
import { AGENT_TYPES } from '../auth/plugin';
import { findByUsername, updateMember } from './repo';
import { memberUplineChanges } from './tables';

export interface UplineMove {
  merchantId: number;
  username: string;
  /** The agent the member goes under. */
  upline: string;
  /** Who moved it (the audit actor). */
  actor: string;
  now: Date;
}

/**
 * Moves the member under the agent: refused under itself (err_upline_self), under a member of its own downline
 * (err_upline_in_downline) or under a non-agent (err_upline_not_agent). Already there: nothing changes.
 */
export async function moveUnderAgent(db: Db, m: UplineMove) {
  return db.transaction(async (tx) => {
    // One move of a brand at a time: two crossing moves (A under B, B under A) cannot both pass the downline check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`member-upline:${m.merchantId}`}))`);
    const member = await findByUsername(m.merchantId, m.username, tx);
    if (!member) throw new NotFoundError('err_member_not_found');
    const upline = await findByUsername(m.merchantId, m.upline, tx);
    if (!upline) throw new NotFoundError('err_upline_not_found');
    if (upline.id === member.id) throw new BadRequestError('err_upline_self', undefined, 'upline_self');
    if (!AGENT_TYPES.includes(upline.isAgent)) throw new BadRequestError('err_upline_not_agent', undefined, 'upline_not_agent');
    const answer = { username: member.username, upline: upline.username, fromUplineId: member.uplineId, toUplineId: upline.id };
    if (member.uplineId === upline.id) return { ...answer, moved: false };
    // The new upline's chain up to the top: the member in it means the agent is in the member's downline.
    const chain = (await tx.execute(sql`
      with recursive up (id, upline_id, n) as (
        select id, upline_id, 0 from members where merchant_id = ${m.merchantId} and id = ${upline.id}
        union all
        select p.id, p.upline_id, up.n + 1 from members p join up on p.merchant_id = ${m.merchantId} and p.id = up.upline_id where up.n < 10000
      ) select 1 as hit from up where id = ${member.id} limit 1`)) as unknown as { rows: unknown[] };
    if (chain.rows.length) throw new BadRequestError('err_upline_in_downline', undefined, 'upline_in_downline');
    await updateMember(m.merchantId, member.id, { uplineId: upline.id }, tx);
    const [change] = await tx
      .insert(memberUplineChanges)
      .values({ merchantId: m.merchantId, memberId: member.id, fromUplineId: member.uplineId, toUplineId: upline.id, changedBy: m.actor, changedAt: m.now })
      .returning({ id: memberUplineChanges.id });
    await emit(tx, 'member.upline_changed', { merchantId: m.merchantId, memberId: member.id, fromUplineId: member.uplineId, toUplineId: upline.id, changedAt: m.now.toISOString() }, change.id);
    return { ...answer, moved: true };
  });
}
