// Manual rebate (issue 18 item 5; spec §2 personal-centre manualRebate). Each settled bet's stake (`bet.settled`) is
// added to the member's unrebated valid bet of its game type (the games module's gameTypesOf; `OTHER` when the
// catalogue does not know the game). The member claims it: each type's valid bet × the rate of the member's VIP level
// for that type (vip_levels.rebate_rates, basis points; `default` for a type not listed), paid through the ledger
// (wallet creditBonus, request `rebate:<claim id>`), and the rebated bets are taken off. A claim locks the member's
// accrual rows first, so parallel claims queue: the first pays, the next finds nothing left (409 err_rebate_nothing).
// A claim may carry the page's request id: a replay of it answers the first claim.
import { and, desc, eq, sql } from 'drizzle-orm';
import { intArray, textArray } from '../../db/arrays';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { ConflictError } from '../../lib/errors';
import { vipLevelOf } from '../accounts';
import { gameKey, gameTypesOf } from '../games';
import { creditBonus } from '../wallet';
import { rebateAccruals, rebateClaims, type RebateLine } from './tables';
import { levelRowFor, vipProgram, type VipLevel } from './vip';

export type RebateClaim = typeof rebateClaims.$inferSelect;

export const rateFor = (row: VipLevel | undefined, gameType: string) => (row ? (row.rebateRates[gameType] ?? row.rebateRates.default ?? 0) : 0);

/** Adds a settled bet's stake to the member's unrebated valid bet of its game type. */
export async function accrueRebate(tx: Tx, e: SettledStake): Promise<void> {
  await accrueRebates(tx, [e]);
}

export type SettledStake = { merchantId: number; memberId: number; vendorCode: string; gameCode: string; stake: number };

/**
 * bet.settled, set-based (issue 21): a batch's valid bets summed per (member, game type), with one query for the
 * games' types per brand and one upsert, rows in (member, game type) order (the order a claim locks them in).
 */
export async function accrueRebates(tx: Tx, bets: SettledStake[]): Promise<void> {
  const staked = bets.filter((b) => b.stake > 0);
  const sums = new Map<string, { merchantId: number; memberId: number; gameType: string; validBet: number }>();
  for (const merchantId of new Set(staked.map((b) => b.merchantId))) {
    const mine = staked.filter((b) => b.merchantId === merchantId);
    const types = await gameTypesOf(merchantId, mine, tx);
    for (const b of mine) {
      const gameType = types.get(gameKey(b.vendorCode, b.gameCode)) ?? 'OTHER';
      const k = `${b.memberId}|${gameType}`;
      const row = sums.get(k) ?? { merchantId, memberId: b.memberId, gameType, validBet: 0 };
      row.validBet += b.stake;
      sums.set(k, row);
    }
  }
  const rows = [...sums.values()].sort((a, b) => a.memberId - b.memberId || (a.gameType < b.gameType ? -1 : 1));
  if (!rows.length) return;
  await tx.execute(sql`
    insert into rebate_accruals (merchant_id, member_id, game_type, valid_bet)
    select * from unnest(${intArray(rows.map((r) => r.merchantId))}::int[], ${intArray(rows.map((r) => r.memberId))}::int[],
      ${textArray(rows.map((r) => r.gameType))}::text[], ${intArray(rows.map((r) => r.validBet))}::bigint[])
    on conflict (merchant_id, member_id, game_type) do update set valid_bet = rebate_accruals.valid_bet + excluded.valid_bet, updated_at = now()`);
}

/** What the member can claim now, per game type (locked with `lock`: the claim's view). */
async function claimable(db: DbOrTx, merchantId: number, memberId: number, lock: boolean): Promise<{ level: number; lines: RebateLine[] }> {
  const q = db
    .select()
    .from(rebateAccruals)
    .where(and(eq(rebateAccruals.merchantId, merchantId), eq(rebateAccruals.memberId, memberId)))
    .orderBy(rebateAccruals.gameType);
  const rows = lock ? await q.for('update') : await q;
  const level = (await vipLevelOf(merchantId, memberId, db)) ?? 0;
  const row = levelRowFor((await vipProgram(merchantId, db)).levels, level);
  const lines = rows
    .filter((r) => r.validBet > 0)
    .map((r) => {
      const rateBp = rateFor(row, r.gameType);
      return { gameType: r.gameType, validBet: r.validBet, rateBp, amount: Math.floor((r.validBet * rateBp) / 10_000) };
    });
  return { level, lines };
}

export const claimView = (c: RebateClaim) => ({ id: c.id, amount: c.amount, vipLevel: c.vipLevel, lines: c.lines, createdAt: c.createdAt.toISOString() });

/** GET /wps/rebate: claimable per game type, the total, and my last claims. */
export async function myRebate(merchantId: number, memberId: number, db: DbOrTx) {
  const { level, lines } = await claimable(db, merchantId, memberId, false);
  const history = await db
    .select()
    .from(rebateClaims)
    .where(and(eq(rebateClaims.merchantId, merchantId), eq(rebateClaims.memberId, memberId)))
    .orderBy(desc(rebateClaims.id))
    .limit(10);
  return { vipLevel: level, lines, total: lines.reduce((s, l) => s + l.amount, 0), lastClaimAt: history[0]?.createdAt.toISOString() ?? null, history: history.map(claimView) };
}

/**
 * Claims every game type with something to pay. Types whose rebate rounds to 0 keep their valid bet for later.
 * Refusal: 409 err_rebate_nothing.
 */
export async function claimRebate(db: Db, merchantId: number, memberId: number, requestId: string | undefined): Promise<{ claim: RebateClaim; balance: number | null; duplicate: boolean }> {
  return db.transaction(async (tx) => {
    // Locks first: a replay racing its original waits here, then finds the claim the original committed.
    const { level, lines } = await claimable(tx, merchantId, memberId, true);
    if (requestId) {
      const [seen] = await tx.select().from(rebateClaims).where(and(eq(rebateClaims.merchantId, merchantId), eq(rebateClaims.memberId, memberId), eq(rebateClaims.requestId, requestId)));
      if (seen) return { claim: seen, balance: null, duplicate: true };
    }
    const paying = lines.filter((l) => l.amount > 0);
    const amount = paying.reduce((s, l) => s + l.amount, 0);
    if (amount <= 0) throw new ConflictError('err_rebate_nothing', 'rebate_nothing');
    const [claim] = await tx.insert(rebateClaims).values({ merchantId, memberId, requestId: requestId ?? null, vipLevel: level, amount, lines: paying }).returning();
    for (const l of paying) {
      await tx
        .update(rebateAccruals)
        .set({ validBet: sql`${rebateAccruals.validBet} - ${l.validBet}`, updatedAt: sql`now()` })
        .where(and(eq(rebateAccruals.merchantId, merchantId), eq(rebateAccruals.memberId, memberId), eq(rebateAccruals.gameType, l.gameType)));
    }
    const credit = await creditBonus(tx, { merchantId, memberId, amount, requestId: `rebate:${claim.id}`, memo: { reason: 'rebate', claimId: claim.id, vipLevel: level } });
    const [row] = await tx.update(rebateClaims).set({ journalId: credit.journalId }).where(and(eq(rebateClaims.merchantId, merchantId), eq(rebateClaims.id, claim.id))).returning();
    return { claim: row, balance: credit.balance, duplicate: false };
  });
}

/** Operator report: rebates paid per brand over all time (claims, members, amount). */
export async function rebateReport(merchantId: number, db: DbOrTx) {
  const [r] = await db
    .select({ claims: sql<string>`count(*)`, members: sql<string>`count(distinct ${rebateClaims.memberId})`, amount: sql<string>`coalesce(sum(${rebateClaims.amount}), 0)` })
    .from(rebateClaims)
    .where(eq(rebateClaims.merchantId, merchantId));
  // Per game type, from the claims' lines (each claim keeps its lines: game type, valid bet, rate, amount).
  const byType = (await db.execute(sql`
    select l->>'gameType' as "gameType", count(*) as lines, coalesce(sum((l->>'validBet')::bigint), 0) as "validBet",
           coalesce(sum((l->>'amount')::bigint), 0) as amount
      from ${rebateClaims} c cross join lateral jsonb_array_elements(c.lines) l
     where c.merchant_id = ${merchantId}
     group by 1 order by 1`)) as unknown as { rows: { gameType: string; lines: string; validBet: string; amount: string }[] };
  return {
    claims: Number(r.claims),
    members: Number(r.members),
    amount: Number(r.amount),
    byGameType: byType.rows.map((x) => ({ gameType: x.gameType, lines: Number(x.lines), validBet: Number(x.validBet), amount: Number(x.amount) })),
  };
}
