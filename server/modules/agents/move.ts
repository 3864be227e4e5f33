// Issue 16: a member moved under another agent in accounts (member.upline_changed). The agents module's copy of the
// tree follows the accounts' upline as it is when the event is applied (so events applied in any order, or twice,
// end in the same tree): the member's subtree leaves its old ancestors' closure rows and team sizes and joins the
// new ones'; the contracts its old upline (or the brand) gave it end with 'upline_changed', taking the contracts it
// gave below with them (contracts.ts endContract). The team's past days stay where they were counted: history is
// not rewritten, what the subtree does from now on counts for the new uplines.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { getMemberById } from '../accounts';
import { endContractsNotFrom } from './contracts';
import { rowsOf } from './sql-rows';
import { ensureNode, nodeOf } from './tree';

export async function applyUplineChange(merchantId: number, memberId: number, at: Date, tx: DbOrTx): Promise<void> {
  const member = await getMemberById(merchantId, memberId, tx);
  if (!member || member.uplineId === null) return;
  const uplineId = member.uplineId;
  if (!(await ensureNode(merchantId, memberId, tx)) || !(await ensureNode(merchantId, uplineId, tx))) return;
  const node = (await nodeOf(merchantId, memberId, tx))!;
  if (node.uplineId !== uplineId) await relink(merchantId, memberId, node.uplineId, uplineId, tx);
  await endContractsNotFrom(merchantId, memberId, uplineId, 'upline_changed', at, tx);
}

/** Moves the member's subtree from under `fromId` to under `toId` in the closure table and the team counts. */
async function relink(merchantId: number, memberId: number, fromId: number | null, toId: number, tx: DbOrTx): Promise<void> {
  // Every look-up names the brand: the first column of the agent tables' keys (issue 21 item 5).
  const brand = sql`merchant_id = ${merchantId}`;
  const ids = async (q: ReturnType<typeof sql>) => (await rowsOf<{ id: number }>(tx, q)).map((r) => Number(r.id));
  const oldAncestors = await ids(sql`select ancestor_id as id from agent_links where ${brand} and member_id = ${memberId} and depth > 0`);
  const newAncestors = await ids(sql`select ancestor_id as id from agent_links where ${brand} and member_id = ${toId}`);
  // The accounts refuse a move under the member's own downline; a tree that says otherwise is not in step yet
  // (a later move applied first): the outbox offers the event again.
  if (newAncestors.includes(memberId)) throw new Error(`agents: ${toId} is in ${memberId}'s subtree; not moved yet`);
  // Every node whose row changes, locked in member id order (as addNode and the volume upserts lock theirs).
  await tx.execute(sql`
    select member_id from agent_nodes
    where ${brand} and (member_id in (select member_id from agent_links where ${brand} and ancestor_id = ${memberId})
      or member_id in (select ancestor_id from agent_links where ${brand} and member_id in (${memberId}, ${toId})))
    order by member_id for update`);
  const [{ size }] = await rowsOf<{ size: number }>(tx, sql`select team_size + 1 as size from agent_nodes where ${brand} and member_id = ${memberId}`);
  const [{ depth }] = await rowsOf<{ depth: number }>(tx, sql`select depth + 1 - (select depth from agent_nodes where ${brand} and member_id = ${memberId}) as depth from agent_nodes where ${brand} and member_id = ${toId}`);
  const list = (xs: number[]) => sql.join(xs.map((x) => sql`${x}`), sql`, `);
  if (oldAncestors.length) {
    await tx.execute(sql`
      delete from agent_links where ${brand} and ancestor_id in (${list(oldAncestors)})
        and member_id in (select member_id from agent_links where ${brand} and ancestor_id = ${memberId})`);
    await tx.execute(sql`
      update agent_nodes set team_size = team_size - ${Number(size)}, direct_count = direct_count - case when member_id = ${fromId} then 1 else 0 end
      where ${brand} and member_id in (${list(oldAncestors)})`);
  }
  await tx.execute(sql`
    insert into agent_links (merchant_id, ancestor_id, member_id, depth)
    select a.merchant_id, a.ancestor_id, s.member_id, a.depth + 1 + s.depth from agent_links a, agent_links s
    where a.merchant_id = ${merchantId} and a.member_id = ${toId} and s.merchant_id = ${merchantId} and s.ancestor_id = ${memberId}`);
  await tx.execute(sql`
    update agent_nodes set team_size = team_size + ${Number(size)}, direct_count = direct_count + case when member_id = ${toId} then 1 else 0 end
    where ${brand} and member_id in (${list(newAncestors)})`);
  await tx.execute(sql`update agent_nodes set depth = depth + ${Number(depth)} where ${brand} and member_id in (select member_id from agent_links where ${brand} and ancestor_id = ${memberId})`);
  await tx.execute(sql`update agent_nodes set upline_id = ${toId} where ${brand} and member_id = ${memberId}`);
}
