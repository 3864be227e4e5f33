// The agents module's copy of the downline tree (issue 16 item 2) and the team volumes (item 4), kept from the
// outbox events member.registered, bet.settled, deposit.paid and withdrawal.paid (server/jobs/README.md). Every
// function writes through the `tx` it is given: a subscriber's effect commits with its applied record, so an
// event re-delivered after a crash is counted once.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { marketDay } from '../../../schema/api/market-day';
import { intArray, textArray } from '../../db/arrays';
import type { DbOrTx } from '../../db/client';
import { getMemberById, getMemberByUsername, membersForTree } from '../accounts';
import { slotOf } from './periods';
import { rowsOf } from './sql-rows';
import { agentLinks, agentNodes, agentTransactions, FIRST_ACTIVE_GAP, type TransactionType } from './tables';

export interface NewNode {
  merchantId: number;
  memberId: number;
  username: string;
  uplineId: number | null;
  joinedAt: Date;
}

/**
 * Adds a member under its upline (the upline first, when the tree has not seen it yet): its node, its links to
 * every ancestor, +1 team size up the chain and +1 joined on each ancestor's day. Idempotent: a known member is
 * left as it is.
 */
export async function addNode(n: NewNode, tx: DbOrTx): Promise<boolean> {
  let depth = 0;
  if (n.uplineId !== null) {
    const up = await ensureNode(n.merchantId, n.uplineId, tx);
    if (!up) return false;
    depth = up.depth + 1;
  }
  const inserted = await tx
    .insert(agentNodes)
    .values({ memberId: n.memberId, merchantId: n.merchantId, uplineId: n.uplineId, username: n.username, depth, joinedAt: n.joinedAt })
    .onConflictDoNothing()
    .returning({ id: agentNodes.memberId });
  if (!inserted.length) return false;
  await tx.insert(agentLinks).values({ merchantId: n.merchantId, ancestorId: n.memberId, memberId: n.memberId, depth: 0 });
  if (n.uplineId === null) return true;
  // Rows of a team are always locked in ancestor id order (here and in the upserts below): two processes adding
  // members or bets under the same agents wait for each other instead of deadlocking. Locked before the links are
  // copied: a move of the upline's subtree (move.ts) holds these rows, and the copy then reads its new ancestors.
  const uplineLinks = sql`agent_links where merchant_id = ${n.merchantId} and member_id = ${n.uplineId}`;
  await tx.execute(sql`select member_id from agent_nodes where merchant_id = ${n.merchantId} and member_id in (select ancestor_id from ${uplineLinks}) order by member_id for update`);
  await tx.execute(sql`
    insert into agent_links (merchant_id, ancestor_id, member_id, depth)
    select merchant_id, ancestor_id, ${n.memberId}, depth + 1 from ${uplineLinks}`);
  await tx.execute(sql`
    update agent_nodes set team_size = team_size + 1, direct_count = direct_count + case when member_id = ${n.uplineId} then 1 else 0 end
    where merchant_id = ${n.merchantId} and member_id in (select ancestor_id from ${uplineLinks})`);
  const day = marketDay(n.joinedAt.getTime());
  await tx.execute(sql`
    insert into agent_team_days (merchant_id, agent_id, day, joined)
    select merchant_id, ancestor_id, ${day}, 1 from ${uplineLinks} order by ancestor_id
    on conflict (merchant_id, agent_id, day) do update set joined = agent_team_days.joined + 1`);
  return true;
}

/** The member's node, copying it (and its uplines) from the accounts read API when the tree has not seen it. */
export async function ensureNode(merchantId: number, memberId: number, tx: DbOrTx): Promise<{ depth: number } | undefined> {
  const node = and(eq(agentNodes.merchantId, merchantId), eq(agentNodes.memberId, memberId));
  const [row] = await tx.select({ depth: agentNodes.depth }).from(agentNodes).where(node);
  if (row) return row;
  const m = await getMemberById(merchantId, memberId, tx);
  if (!m) return undefined;
  const [full] = await membersForTree(merchantId, memberId - 1, 1, tx);
  await addNode({ merchantId, memberId, username: m.username, uplineId: m.uplineId, joinedAt: full?.id === memberId ? full.createdAt : new Date() }, tx);
  const [after] = await tx.select({ depth: agentNodes.depth }).from(agentNodes).where(node);
  return after;
}

/** Copies every member of a brand the tree does not have yet (seed, CLI `agents sync`, after a restore). */
export async function syncTree(merchantId: number, db: DbOrTx): Promise<number> {
  let after = 0;
  let added = 0;
  for (;;) {
    const batch = await membersForTree(merchantId, after, 1000, db);
    if (!batch.length) return added;
    for (const m of batch) {
      if (await addNode({ merchantId, memberId: m.id, username: m.username, uplineId: m.uplineId, joinedAt: m.createdAt }, db)) added++;
    }
    after = batch[batch.length - 1].id;
  }
}

/** A settled round (bet.settled): the member's day, and its team day and 5-minute slot on every ancestor. */
export async function addBet(merchantId: number, memberId: number, stake: number, win: number, at: Date, tx: DbOrTx): Promise<void> {
  await addBets([{ merchantId, memberId, stake, win, at }], tx);
}

/** A settled bet (bet.settled) as the team volumes count it. */
export interface SettledBet {
  merchantId: number;
  memberId: number;
  stake: number;
  win: number;
  at: Date;
}

/**
 * bet.settled, set-based (issue 21: one outbox batch at a time): the same effect as addBet on each bet in turn, with
 * three statements for the batch (members' days, ancestors' team days, ancestors' 5-minute slots) plus the rare
 * first bet of a member's day (its returning-member counts). Rows are locked in (brand, agent, day) / (brand, member,
 * day) order, the order addBet and addNode use.
 */
export async function addBets(bets: SettledBet[], tx: DbOrTx): Promise<void> {
  if (!bets.length) return;
  // The batch's (brand, member) pairs, each looked up on agent_nodes' primary key.
  const pairKey = (merchantId: number, memberId: number) => `${merchantId}|${memberId}`;
  const pairs = [...new Map(bets.map((b) => [pairKey(b.merchantId, b.memberId), b])).values()];
  const found = await rowsOf<{ merchant_id: number; member_id: number }>(tx, sql`
    select n.merchant_id, n.member_id from unnest(${intArray(pairs.map((b) => b.merchantId))}::int[], ${intArray(pairs.map((b) => b.memberId))}::int[]) as p(merchant_id, member_id)
    join agent_nodes n on n.merchant_id = p.merchant_id and n.member_id = p.member_id`);
  const known = new Set(found.map((r) => pairKey(Number(r.merchant_id), Number(r.member_id))));
  const unknown = new Set<string>();
  const kept: SettledBet[] = [];
  for (const b of bets) {
    const k = pairKey(b.merchantId, b.memberId);
    if (!known.has(k) && !unknown.has(k)) {
      if (await ensureNode(b.merchantId, b.memberId, tx)) known.add(k);
      else unknown.add(k);
    }
    if (known.has(k)) kept.push(b);
  }
  if (!kept.length) return;
  type Group = { memberId: number; merchantId: number; key: string; n: number; stake: number; win: number };
  const group = (keyOf: (b: SettledBet) => string): Group[] => {
    const m = new Map<string, Group>();
    for (const b of kept) {
      const key = keyOf(b);
      const id = `${pairKey(b.merchantId, b.memberId)}|${key}`;
      const g = m.get(id) ?? { memberId: b.memberId, merchantId: b.merchantId, key, n: 0, stake: 0, win: 0 };
      g.n++;
      g.stake += b.stake;
      g.win += b.win;
      m.set(id, g);
    }
    return [...m.values()].sort((a, b) => a.merchantId - b.merchantId || a.memberId - b.memberId || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  };
  const days = group((b) => marketDay(b.at.getTime()));
  const col = <K extends keyof Group>(gs: Group[], k: K) => gs.map((g) => g[k]);
  const after = await rowsOf<{ merchant_id: number; member_id: number; day: string; bets: number }>(tx, sql`
    insert into agent_member_days (merchant_id, member_id, day, bets, stake, win)
    select * from unnest(${intArray(col(days, 'merchantId'))}::int[], ${intArray(col(days, 'memberId'))}::int[], ${textArray(col(days, 'key'))}::date[],
      ${intArray(col(days, 'n'))}::int[], ${intArray(col(days, 'stake'))}::bigint[], ${intArray(col(days, 'win'))}::bigint[]) order by 1, 2, 3
    on conflict (merchant_id, member_id, day) do update set bets = agent_member_days.bets + excluded.bets, stake = agent_member_days.stake + excluded.stake,
      win = agent_member_days.win + excluded.win
    returning merchant_id, member_id, day::text as day, bets`);
  // A member's first bets of a day (the row had none before): an active member of each ancestor's team that day.
  const betsAfter = new Map(after.map((r) => [`${pairKey(Number(r.merchant_id), Number(r.member_id))}|${r.day}`, Number(r.bets)]));
  const actives = days.map((g) => (betsAfter.get(`${pairKey(g.merchantId, g.memberId)}|${g.key}`) === g.n ? 1 : 0));
  // In day order per member; a later new active day of the same batch is not yet "recorded" for an earlier one.
  const firsts = days.filter((_, i) => actives[i]);
  for (const [i, g] of firsts.entries()) {
    const pending = firsts.slice(i + 1).filter((o) => o.merchantId === g.merchantId && o.memberId === g.memberId).map((o) => o.key);
    await addActiveDay(g.merchantId, g.memberId, g.key, tx, pending);
  }
  await tx.execute(sql`
    insert into agent_team_days (merchant_id, agent_id, day, bets, stake, win, active)
    select l.merchant_id, l.ancestor_id, g.day, sum(g.n), sum(g.stake), sum(g.win), sum(g.active)
    from unnest(${intArray(col(days, 'merchantId'))}::int[], ${intArray(col(days, 'memberId'))}::int[], ${textArray(col(days, 'key'))}::date[],
      ${intArray(col(days, 'n'))}::int[], ${intArray(col(days, 'stake'))}::bigint[], ${intArray(col(days, 'win'))}::bigint[],
      ${intArray(actives)}::int[]) as g(merchant_id, member_id, day, n, stake, win, active)
    join agent_links l on l.merchant_id = g.merchant_id and l.member_id = g.member_id
    group by l.merchant_id, l.ancestor_id, g.day order by l.merchant_id, l.ancestor_id, g.day
    on conflict (merchant_id, agent_id, day) do update set bets = agent_team_days.bets + excluded.bets, stake = agent_team_days.stake + excluded.stake,
      win = agent_team_days.win + excluded.win, active = agent_team_days.active + excluded.active`);
  const slots = group((b) => slotOf(b.at).toISOString());
  await tx.execute(sql`
    insert into agent_team_slots (merchant_id, agent_id, slot, stake, win)
    select l.merchant_id, l.ancestor_id, g.slot, sum(g.stake), sum(g.win)
    from unnest(${intArray(col(slots, 'merchantId'))}::int[], ${intArray(col(slots, 'memberId'))}::int[], ${textArray(col(slots, 'key'))}::timestamptz[],
      ${intArray(col(slots, 'stake'))}::bigint[], ${intArray(col(slots, 'win'))}::bigint[]) as g(merchant_id, member_id, slot, stake, win)
    join agent_links l on l.merchant_id = g.merchant_id and l.member_id = g.member_id
    group by l.merchant_id, l.ancestor_id, g.slot order by l.merchant_id, l.ancestor_id, g.slot
    on conflict (merchant_id, agent_id, slot) do update set stake = agent_team_slots.stake + excluded.stake, win = agent_team_slots.win + excluded.win`);
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * A new active day of a member, in the returning-member counts of every ancestor (tables.ts agent_team_returns): the
 * day's gap from the member's previous active day; and when a later active day was recorded first (an event that
 * arrived late), that day's gap now counts from this one.
 */
async function addActiveDay(merchantId: number, memberId: number, day: string, tx: DbOrTx, pending: string[] = []): Promise<void> {
  // `pending`: later days of this member already written by the same batch (addBets) and recorded after this one.
  const [around] = await rowsOf<{ prev: string | null; next: string | null }>(tx, sql`
    select (select max(day)::text from agent_member_days where merchant_id = ${merchantId} and member_id = ${memberId} and day < ${day} and bets > 0) as prev,
      (select min(day)::text from agent_member_days where merchant_id = ${merchantId} and member_id = ${memberId} and day > ${day} and bets > 0
        and not (day = any(${textArray(pending)}::date[]))) as next`);
  const gapTo = (d: string, from: string | null) => (from ? dayNumber(d) - dayNumber(from) : FIRST_ACTIVE_GAP);
  const bump = (d: string, gap: number, by: number) => tx.execute(sql`
    insert into agent_team_returns (merchant_id, agent_id, day, gap, n)
    select merchant_id, ancestor_id, ${d}, ${gap}, ${by} from agent_links where merchant_id = ${merchantId} and member_id = ${memberId} order by ancestor_id
    on conflict (merchant_id, agent_id, day, gap) do update set n = agent_team_returns.n + excluded.n`);
  await bump(day, gapTo(day, around.prev), 1);
  if (around.next) {
    await bump(around.next, gapTo(around.next, around.prev), -1);
    await bump(around.next, gapTo(around.next, day), 1);
  }
}

export interface PaidOrder {
  merchantId: number;
  memberId: number;
  type: TransactionType;
  /** The wallet's deposit or withdrawal id, and the order number shown for it. */
  orderId: number;
  orderNo: string;
  amount: number;
  at: Date;
}

/**
 * deposit.paid / withdrawal.paid: the order's row in Transaction Details, the member's day and every ancestor's team
 * day. An order already recorded (an event delivered again) adds nothing.
 */
export async function addFunds(o: PaidOrder, tx: DbOrTx): Promise<boolean> {
  if (!(await ensureNode(o.merchantId, o.memberId, tx))) return false;
  const inserted = await tx
    .insert(agentTransactions)
    .values({ merchantId: o.merchantId, memberId: o.memberId, type: o.type, orderId: o.orderId, orderNo: o.orderNo, amount: o.amount, at: o.at })
    .onConflictDoNothing()
    .returning({ id: agentTransactions.id });
  if (!inserted.length) return false;
  const day = marketDay(o.at.getTime());
  const col = sql.identifier(o.type === 'deposit' ? 'deposits' : 'withdrawals');
  await tx.execute(sql`
    insert into agent_member_days (merchant_id, member_id, day, ${col}) values (${o.merchantId}, ${o.memberId}, ${day}, ${o.amount})
    on conflict (merchant_id, member_id, day) do update set ${col} = agent_member_days.${col} + excluded.${col}`);
  await tx.execute(sql`
    insert into agent_team_days (merchant_id, agent_id, day, ${col})
    select merchant_id, ancestor_id, ${day}, ${o.amount} from agent_links where merchant_id = ${o.merchantId} and member_id = ${o.memberId} order by ancestor_id
    on conflict (merchant_id, agent_id, day) do update set ${col} = agent_team_days.${col} + excluded.${col}`);
  return true;
}

export async function nodeOf(merchantId: number, memberId: number, db: DbOrTx) {
  const [row] = await db.select().from(agentNodes).where(and(eq(agentNodes.merchantId, merchantId), eq(agentNodes.memberId, memberId)));
  return row;
}

/** Is `memberId` in `agentId`'s team (itself included)? */
export async function inTeam(merchantId: number, agentId: number, memberId: number, db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ d: agentLinks.depth })
    .from(agentLinks)
    .where(and(eq(agentLinks.merchantId, merchantId), eq(agentLinks.ancestorId, agentId), eq(agentLinks.memberId, memberId)));
  return !!row;
}

export async function nodesByUsername(merchantId: number, usernames: string[], db: DbOrTx) {
  if (!usernames.length) return [];
  return db.select().from(agentNodes).where(and(eq(agentNodes.merchantId, merchantId), inArray(agentNodes.username, usernames)));
}


/** A member's node by username, copied from the accounts read API when the tree has not seen it yet. */
export async function nodeByUsername(merchantId: number, username: string, tx: DbOrTx) {
  const [known] = await nodesByUsername(merchantId, [username], tx);
  if (known) return known;
  const m = await getMemberByUsername(merchantId, username, tx);
  if (!m || !(await ensureNode(merchantId, m.id, tx))) return undefined;
  return nodeOf(merchantId, m.id, tx);
}
