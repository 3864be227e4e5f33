// VIP levels (issue 18 item 7; spec §2 /vip, §3 hasVip and vipRankLevel, §6 VIP service above rank 4). A brand's levels
// are data (operator API and CLI); a member's deposits (`deposit.paid`) and valid bets (`bet.settled`) are summed per
// market day, and the level is the highest whose thresholds both sums over the last `periodDays` days meet. A level is
// reached at once (the member row's vip_rank_level, raised through the accounts API) and kept until the monthly review
// (reviewVipLevels): on the first run in each market month, a member whose period no longer holds the level falls to
// the level it holds. Reaching a level pays its upgrade
// bonus once: a vip_upgrades row per (member, level) inserted in the paying transaction, and the ledger request
// `vip-up:<row id>` (wallet creditBonus), so a re-delivered event, a re-run or a race pays nothing more. The outbox
// applies each event once per subscriber (server/jobs/README.md), so the day sums are not counted twice either.
import { and, asc, eq, gte, inArray, max, sql } from 'drizzle-orm';
import { marketDay, marketDayStart } from '../../../schema/api/market-day';
import { intArray, textArray } from '../../db/arrays';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError, BadRequestError } from '../../lib/errors';
import { getMembersByIds, lowerVipLevel, raiseVipLevel, TRIAL_TYPE, vipBirthdays, vipLevelOf, vipMembers } from '../accounts';
import { creditBonus, memberWithdrawnSince, type WithdrawCheck } from '../wallet';
import { loyaltyActivity, vipBirthdayBonuses, vipLevels, vipPrograms, vipReviews, vipUpgrades } from './tables';

const DAY_MS = 86_400_000;
export const DEFAULT_PERIOD_DAYS = 30;

export type VipLevel = typeof vipLevels.$inferSelect;
export type VipLevelInput = Omit<VipLevel, 'id' | 'merchantId'>;

/** A level's name in `lang` when the operator gave one, else its default name. */
export const levelName = (l: Pick<VipLevel, 'name' | 'names'>, lang?: string) => (lang && l.names[lang as keyof VipLevel['names']]) || l.name;

export interface VipProgram {
  periodDays: number;
  /** Level order, 0 first. */
  levels: VipLevel[];
}

export async function vipProgram(merchantId: number, db: DbOrTx): Promise<VipProgram> {
  const [p] = await db.select().from(vipPrograms).where(eq(vipPrograms.merchantId, merchantId));
  const levels = await db.select().from(vipLevels).where(eq(vipLevels.merchantId, merchantId)).orderBy(asc(vipLevels.level));
  return { periodDays: p?.periodDays ?? DEFAULT_PERIOD_DAYS, levels };
}

/** The level row that applies to a member at `level` (the highest defined level at or below it). */
export function levelRowFor(levels: VipLevel[], level: number): VipLevel | undefined {
  let found: VipLevel | undefined;
  for (const l of levels) if (l.level <= level) found = l;
  return found;
}

/**
 * Replaces the brand's programme (operator). Levels start at 0 and run without gaps; thresholds never fall from
 * one level to the next (a higher level is never easier to reach). Refusals: 400 err_vip_levels.
 */
export async function setVipProgram(merchantId: number, input: { periodDays: number; levels: VipLevelInput[] }, tx: Tx): Promise<VipProgram> {
  const levels = [...input.levels].sort((a, b) => a.level - b.level);
  levels.forEach((l, i) => {
    const prev = levels[i - 1];
    if (l.level !== i) throw new BadRequestError('err_vip_levels', { level: l.level, reason: 'levels run 0, 1, 2, … without gaps' });
    if (prev && (l.minDeposit < prev.minDeposit || l.minValidBet < prev.minValidBet)) throw new BadRequestError('err_vip_levels', { level: l.level, reason: 'thresholds may not fall' });
  });
  await tx
    .insert(vipPrograms)
    .values({ merchantId, periodDays: input.periodDays })
    .onConflictDoUpdate({ target: vipPrograms.merchantId, set: { periodDays: input.periodDays, updatedAt: sql`now()` } });
  await tx.delete(vipLevels).where(eq(vipLevels.merchantId, merchantId));
  if (levels.length) await tx.insert(vipLevels).values(levels.map((l) => ({ ...l, merchantId })));
  return vipProgram(merchantId, tx);
}

/** A member's deposits and valid bets over the programme's period ending on the market day of `now`. */
export async function vipProgress(merchantId: number, memberId: number, periodDays: number, now: Date, db: DbOrTx): Promise<{ deposits: number; validBets: number; since: string }> {
  const since = marketDay(marketDayStart(now.getTime()) - (periodDays - 1) * DAY_MS);
  const [row] = await db
    .select({ deposits: sql<string>`coalesce(sum(${loyaltyActivity.deposits}), 0)`, validBets: sql<string>`coalesce(sum(${loyaltyActivity.validBets}), 0)` })
    .from(loyaltyActivity)
    .where(and(eq(loyaltyActivity.merchantId, merchantId), eq(loyaltyActivity.memberId, memberId), gte(loyaltyActivity.day, since)));
  return { deposits: Number(row.deposits), validBets: Number(row.validBets), since };
}

/** The highest level whose thresholds the progress meets (0 when only the base level, or none, is defined). */
export function levelReached(levels: VipLevel[], p: { deposits: number; validBets: number }): number {
  let reached = 0;
  for (const l of levels) if (p.deposits >= l.minDeposit && p.validBets >= l.minValidBet) reached = Math.max(reached, l.level);
  return reached;
}

/** Adds to a member's day and raises the level when a threshold is crossed; pays each newly reached level's bonus once. */
export async function recordActivity(tx: Tx, e: Activity): Promise<void> {
  await recordActivities(tx, [e]);
}

export interface Activity {
  merchantId: number;
  memberId: number;
  deposits?: number;
  validBets?: number;
  at: Date;
}

/**
 * recordActivity for a batch of events (issue 21 set-based subscriber): the same sums and levels as recording them one
 * by one, with one query for the members, one upsert for their days, and per brand one for the programme and one
 * for the period's sums; only a member whose level rises costs more (its level and bonuses, as settleLevel).
 */
export async function recordActivities(tx: Tx, entries: Activity[]): Promise<void> {
  for (const merchantId of [...new Set(entries.map((e) => e.merchantId))].sort((a, b) => a - b)) {
    const mine = entries.filter((e) => e.merchantId === merchantId);
    const known = new Map((await getMembersByIds(merchantId, mine.map((e) => e.memberId), tx)).filter((m) => m.isAgent !== TRIAL_TYPE).map((m) => [m.id, m]));
    const days = new Map<string, { memberId: number; day: string; deposits: number; validBets: number }>();
    const latest = new Map<number, Date>();
    for (const e of mine) {
      if (!known.has(e.memberId)) continue;
      if (!latest.has(e.memberId) || e.at > latest.get(e.memberId)!) latest.set(e.memberId, e.at);
      const deposits = Math.max(0, e.deposits ?? 0);
      const validBets = Math.max(0, e.validBets ?? 0);
      if (deposits + validBets <= 0) continue;
      const day = marketDay(e.at.getTime());
      const d = days.get(`${e.memberId}|${day}`) ?? { memberId: e.memberId, day, deposits: 0, validBets: 0 };
      d.deposits += deposits;
      d.validBets += validBets;
      days.set(`${e.memberId}|${day}`, d);
    }
    const rows = [...days.values()].sort((a, b) => a.memberId - b.memberId || (a.day < b.day ? -1 : 1));
    if (rows.length) {
      await tx.execute(sql`
        insert into loyalty_activity (merchant_id, member_id, day, deposits, valid_bets)
        select ${merchantId}, * from unnest(${intArray(rows.map((r) => r.memberId))}::int[], ${textArray(rows.map((r) => r.day))}::date[],
          ${intArray(rows.map((r) => r.deposits))}::bigint[], ${intArray(rows.map((r) => r.validBets))}::bigint[])
        on conflict (merchant_id, member_id, day) do update set deposits = loyalty_activity.deposits + excluded.deposits,
          valid_bets = loyalty_activity.valid_bets + excluded.valid_bets`);
    }
    if (!latest.size) continue;
    const program = await vipProgram(merchantId, tx);
    if (!program.levels.length) continue;
    // The period's sums as of each member's latest event (members grouped by the first day of their period).
    const bySince = new Map<string, number[]>();
    for (const [memberId, at] of latest) {
      const since = marketDay(marketDayStart(at.getTime()) - (program.periodDays - 1) * DAY_MS);
      bySince.set(since, [...(bySince.get(since) ?? []), memberId]);
    }
    for (const [since, ids] of bySince) {
      const sums = await tx
        .select({ memberId: loyaltyActivity.memberId, deposits: sql<string>`coalesce(sum(${loyaltyActivity.deposits}), 0)`, validBets: sql<string>`coalesce(sum(${loyaltyActivity.validBets}), 0)` })
        .from(loyaltyActivity)
        .where(and(eq(loyaltyActivity.merchantId, merchantId), inArray(loyaltyActivity.memberId, ids), gte(loyaltyActivity.day, since)))
        .groupBy(loyaltyActivity.memberId)
        .orderBy(asc(loyaltyActivity.memberId));
      for (const r of sums) {
        const reached = levelReached(program.levels, { deposits: Number(r.deposits), validBets: Number(r.validBets) });
        await raiseTo(tx, program, merchantId, r.memberId, known.get(r.memberId)!.vipLevel, reached);
      }
    }
  }
}

/** Raises the member to the level the period's activity reaches and pays the upgrade bonuses not yet paid. */
export async function settleLevel(tx: Tx, merchantId: number, memberId: number, now: Date): Promise<{ level: number; paid: number[] }> {
  const program = await vipProgram(merchantId, tx);
  const current = (await vipLevelOf(merchantId, memberId, tx)) ?? 0;
  if (!program.levels.length) return { level: current, paid: [] };
  const reached = levelReached(program.levels, await vipProgress(merchantId, memberId, program.periodDays, now, tx));
  return raiseTo(tx, program, merchantId, memberId, current, reached);
}

/** From `current` up to `reached` (nothing when not higher): the member row's level, and each new level's bonus once. */
async function raiseTo(tx: Tx, program: VipProgram, merchantId: number, memberId: number, current: number, reached: number): Promise<{ level: number; paid: number[] }> {
  if (reached <= current) return { level: current, paid: [] };
  const row = program.levels.find((l) => l.level === reached)!;
  await raiseVipLevel(merchantId, memberId, reached, row.name, tx);
  const paid: number[] = [];
  for (const l of program.levels) {
    if (l.level <= current || l.level > reached) continue;
    const [up] = await tx.insert(vipUpgrades).values({ merchantId, memberId, level: l.level, bonus: l.upgradeBonus }).onConflictDoNothing().returning();
    if (!up || l.upgradeBonus <= 0) continue;
    const credit = await creditBonus(tx, {
      merchantId,
      memberId,
      amount: l.upgradeBonus,
      requestId: `vip-up:${up.id}`,
      memo: { reason: 'vip_upgrade', level: l.level, name: l.name, upgradeId: up.id },
    });
    await tx.update(vipUpgrades).set({ journalId: credit.journalId }).where(and(eq(vipUpgrades.merchantId, merchantId), eq(vipUpgrades.id, up.id)));
    paid.push(l.level);
  }
  return { level: reached, paid };
}

/** GET /wps/vip/progress: my level, the period's sums, and what the next level asks. */
export async function myVip(merchantId: number, memberId: number, now: Date, db: DbOrTx, lang?: string) {
  const program = await vipProgram(merchantId, db);
  const level = (await vipLevelOf(merchantId, memberId, db)) ?? 0;
  const progress = await vipProgress(merchantId, memberId, program.periodDays, now, db);
  const next = program.levels.find((l) => l.level > level) ?? null;
  const upgrades = await db.select().from(vipUpgrades).where(and(eq(vipUpgrades.merchantId, merchantId), eq(vipUpgrades.memberId, memberId))).orderBy(asc(vipUpgrades.level));
  return {
    level,
    hasVip: level > 0,
    // spec §6: members above rank 4 are served by VIP customer service.
    vipService: level > 4,
    periodDays: program.periodDays,
    since: progress.since,
    deposits: progress.deposits,
    validBets: progress.validBets,
    next: next && { level: next.level, name: levelName(next, lang), minDeposit: next.minDeposit, minValidBet: next.minValidBet, upgradeBonus: next.upgradeBonus },
    upgrades: upgrades.map((u) => ({ level: u.level, bonus: u.bonus, at: u.createdAt.toISOString() })),
  };
}

/**
 * A level's daily withdrawal limit (wallet withdraw check, under the member's wallet lock): refused with 403
 * err_vip_withdraw_limit {limit, used} when today's (market day) withdrawals with this one would pass it.
 */
export const vipWithdrawCheck: WithdrawCheck = async (move, db) => {
  const program = await vipProgram(move.merchantId, db);
  const row = levelRowFor(program.levels, (await vipLevelOf(move.merchantId, move.memberId, db)) ?? 0);
  if (!row || row.withdrawDailyLimit <= 0) return;
  const used = await memberWithdrawnSince(db, move.merchantId, move.memberId, new Date(marketDayStart(move.now.getTime())));
  if (used + move.amount > row.withdrawDailyLimit) throw new AppError(403, 'vip_withdraw_limit', 'err_vip_withdraw_limit', { limit: row.withdrawDailyLimit, used });
};

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/**
 * Birthday bonuses of the market day of `now` (job `loyalty.birthday-bonus`), for every brand with a programme: the
 * bonus of the member's level, once per member and year (a vip_birthday_bonuses row, ledger request `vip-bday:<id>`),
 * so re-runs through the day pay nothing more. A 29 February birthday is paid on 28 February in other years.
 */
export async function payBirthdayBonuses(db: Db, now: Date): Promise<{ paid: number }> {
  const day = marketDay(now.getTime());
  const year = Number(day.slice(0, 4));
  const monthDays = [day.slice(5)];
  if (monthDays[0] === '02-28' && !isLeap(year)) monthDays.push('02-29');
  let paid = 0;
  for (const { merchantId } of await db.select({ merchantId: vipPrograms.merchantId }).from(vipPrograms)) {
    const { levels } = await vipProgram(merchantId, db);
    const first = levels.find((l) => l.birthdayBonus > 0);
    if (!first) continue;
    for (const monthDay of monthDays) {
      for (let after = 0; ; ) {
        const batch = await vipBirthdays(merchantId, monthDay, first.level, after, 500, db);
        if (!batch.length) break;
        after = batch[batch.length - 1].id;
        for (const m of batch) {
          const row = levelRowFor(levels, m.level);
          if (!row || row.birthdayBonus <= 0) continue;
          const done = await db.transaction(async (tx) => {
            const [b] = await tx.insert(vipBirthdayBonuses).values({ merchantId, memberId: m.id, year, level: row.level, bonus: row.birthdayBonus }).onConflictDoNothing().returning();
            if (!b) return false;
            const credit = await creditBonus(tx, { merchantId, memberId: m.id, amount: row.birthdayBonus, requestId: `vip-bday:${b.id}`, memo: { reason: 'vip_birthday', level: row.level, year } });
            await tx.update(vipBirthdayBonuses).set({ journalId: credit.journalId }).where(and(eq(vipBirthdayBonuses.merchantId, merchantId), eq(vipBirthdayBonuses.id, b.id)));
            return true;
          });
          if (done) paid++;
        }
      }
    }
  }
  return { paid };
}

/**
 * The monthly VIP review (job `loyalty.vip-review`, hourly): for each brand with levels, the first runs in a market
 * month review every member above level 0 once: a member whose last `periodDays` of deposits and valid bets no longer
 * hold the level falls to the level they hold (never below; a review never raises, activity does that at once). Each
 * member's review is a vip_reviews row (member, month) written with the change in one transaction, so a run stopped
 * half-way resumes after the last member reviewed, and a re-run changes nothing. A level reached again later pays no
 * second upgrade bonus (one per member and level, vip_upgrades).
 */
export async function reviewVipLevels(db: Db, now: Date, batch = 500): Promise<{ reviewed: number; lowered: number }> {
  const month = marketDay(now.getTime()).slice(0, 7);
  let reviewed = 0;
  let lowered = 0;
  for (const { merchantId } of await db.select({ merchantId: vipPrograms.merchantId }).from(vipPrograms)) {
    const program = await vipProgram(merchantId, db);
    if (!program.levels.length) continue;
    const [done] = await db
      .select({ last: max(vipReviews.memberId) })
      .from(vipReviews)
      .where(and(eq(vipReviews.merchantId, merchantId), eq(vipReviews.month, month)));
    for (let after = done?.last ?? 0; ; ) {
      const members = await vipMembers(merchantId, after, batch, db);
      if (!members.length) break;
      after = members[members.length - 1].id;
      for (const m of members) {
        const held = levelReached(program.levels, await vipProgress(merchantId, m.id, program.periodDays, now, db));
        const changed = await db.transaction(async (tx) => {
          const [row] = await tx.insert(vipReviews).values({ merchantId, memberId: m.id, month, fromLevel: m.level, toLevel: Math.min(m.level, held) }).onConflictDoNothing().returning();
          if (!row || held >= m.level) return false;
          await lowerVipLevel(merchantId, m.id, held, held > 0 ? (levelRowFor(program.levels, held)?.name ?? null) : null, tx);
          return true;
        });
        reviewed++;
        if (changed) lowered++;
      }
    }
  }
  return { reviewed, lowered };
}
