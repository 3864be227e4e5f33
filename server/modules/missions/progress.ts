// Mission progress from the outbox (issue 18 item 3): settled bets (`bet.settled`, stakes of the mission's game
// type), paid deposits (`deposit.paid`) and logins (`member.logged_in`, consecutive market days). The outbox applies
// each event once per subscriber (server/jobs/README.md), in the transaction that writes the progress; a progress
// row's update takes its row lock, so deliveries for one member run one after the other from there. A mission
// reaching its target inserts its reward (unique per mission, member and period): earned once, claimed in the
// reward centre (rewards.ts).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { getMemberById, getMembersByIds, TRIAL_TYPE } from '../accounts';
import { gameKey, gameTypesOf } from '../games';
import { missionsRunningBetween, runningMissions, runsAt, type Mission } from './definitions';
import { dayBefore, marketDay, periodAt } from './periods';
import { missionProgress, missionRewards } from './tables';

/** Real, active accounts only: a trial account (play money) earns nothing. */
async function counts(tx: Tx, merchantId: number, memberId: number): Promise<boolean> {
  const m = await getMemberById(merchantId, memberId, tx);
  return !!m && m.isAgent !== TRIAL_TYPE && m.status === 'active';
}

/** The reward of a completed mission, once (its unique key); it expires `claimHours` after the period ends. */
async function earn(tx: Tx, mission: Mission, memberId: number, periodKey: string, periodEnd: Date, at: Date): Promise<void> {
  const end = periodEnd < mission.endsAt ? periodEnd : mission.endsAt;
  await tx
    .insert(missionRewards)
    .values({
      merchantId: mission.merchantId,
      memberId,
      missionId: mission.id,
      periodKey,
      status: 'claim',
      kind: mission.rewardKind,
      amount: mission.rewardAmount,
      score: mission.score,
      wagerRequired: mission.rewardKind === 'bonus' ? mission.wagerMultiple * mission.rewardAmount : 0,
      wagerHours: mission.wagerHours,
      earnedAt: at,
      expiresAt: new Date(end.getTime() + mission.claimHours * 3_600_000),
    })
    .onConflictDoNothing({ target: [missionRewards.merchantId, missionRewards.missionId, missionRewards.memberId, missionRewards.periodKey] });
}

/** Adds `amount` to the member's progress on each mission, completing those that reach their target. */
async function add(tx: Tx, list: Mission[], memberId: number, amount: number, at: Date): Promise<void> {
  for (const mission of list) {
    const period = periodAt(mission.period, at, mission);
    await tx
      .insert(missionProgress)
      .values({ missionId: mission.id, memberId, periodKey: period.key, merchantId: mission.merchantId, progress: 0 })
      .onConflictDoNothing({ target: [missionProgress.merchantId, missionProgress.missionId, missionProgress.memberId, missionProgress.periodKey] });
    const [row] = await tx
      .update(missionProgress)
      .set({ progress: sql`${missionProgress.progress} + ${amount}`, updatedAt: at })
      .where(and(eq(missionProgress.merchantId, mission.merchantId), eq(missionProgress.missionId, mission.id), eq(missionProgress.memberId, memberId), eq(missionProgress.periodKey, period.key)))
      .returning();
    await completeIfMet(tx, mission, row, period, at);
  }
}

async function completeIfMet(tx: Tx, mission: Mission, row: typeof missionProgress.$inferSelect, period: { key: string; end: Date }, at: Date) {
  if (row.completedAt || row.progress < mission.target) return;
  const [done] = await tx
    .update(missionProgress)
    .set({ completedAt: at })
    .where(and(eq(missionProgress.merchantId, mission.merchantId), eq(missionProgress.missionId, mission.id), eq(missionProgress.memberId, row.memberId), eq(missionProgress.periodKey, period.key), isNull(missionProgress.completedAt)))
    .returning();
  if (done) await earn(tx, mission, row.memberId, period.key, period.end, at);
}

/** A settled bet (bet.settled) as missions count it. */
export type SettledBet = { merchantId: number; memberId: number; vendorCode: string; gameCode: string; stake: number; settledAt: string };

/** `bet.settled`: the stake counts toward bet missions of every type, or of the round's game type. */
export async function recordBet(tx: Tx, e: SettledBet): Promise<void> {
  await recordBets(tx, [e]);
}

/**
 * `bet.settled`, set-based (issue 21): recordBet on each bet in turn, with per brand one query for the missions
 * running over the batch's times; only when there are some, one for the members and one for the games' types. A
 * brand without bet missions costs one statement per batch.
 */
export async function recordBets(tx: Tx, bets: SettledBet[]): Promise<void> {
  for (const merchantId of new Set(bets.map((b) => b.merchantId))) {
    const mine = bets.filter((b) => b.merchantId === merchantId && b.stake > 0).map((b) => ({ ...b, at: new Date(b.settledAt) }));
    if (!mine.length) continue;
    const times = mine.map((b) => b.at.getTime());
    const all = await missionsRunningBetween(merchantId, 'valid_bet', new Date(Math.min(...times)), new Date(Math.max(...times)), tx);
    if (!all.length) continue;
    const counted = new Set(
      (await getMembersByIds(merchantId, mine.map((b) => b.memberId), tx)).filter((m) => m.isAgent !== TRIAL_TYPE && m.status === 'active').map((m) => m.id),
    );
    const types = all.some((m) => m.gameType) ? await gameTypesOf(merchantId, mine, tx) : new Map<string, string>();
    for (const b of mine) {
      if (!counted.has(b.memberId)) continue;
      const running = all.filter((m) => runsAt(m, b.at));
      const gameType = types.get(gameKey(b.vendorCode, b.gameCode)) ?? 'OTHER';
      await add(tx, running.filter((m) => !m.gameType || m.gameType === gameType), b.memberId, b.stake, b.at);
    }
  }
}

/** `deposit.paid`: the amount counts toward deposit missions. */
export async function recordDeposit(tx: Tx, e: { merchantId: number; memberId: number; amount: number; paidAt: string }): Promise<void> {
  if (e.amount <= 0) return;
  const at = new Date(e.paidAt);
  const list = await runningMissions(e.merchantId, 'deposit', at, tx);
  if (!list.length || !(await counts(tx, e.merchantId, e.memberId))) return;
  await add(tx, list, e.memberId, e.amount, at);
}

/**
 * `member.logged_in`: a login on a market day after the last one counted extends the run of consecutive days (the
 * day after it) or starts it again (a day missed); a second login the same day counts nothing, so a login event
 * applied again changes nothing either.
 */
export async function recordLogin(tx: Tx, e: { merchantId: number; memberId: number; loggedInAt: string }): Promise<void> {
  const at = new Date(e.loggedInAt);
  const list = await runningMissions(e.merchantId, 'login_days', at, tx);
  if (!list.length || !(await counts(tx, e.merchantId, e.memberId))) return;
  const today = marketDay(at.getTime());
  for (const mission of list) {
    const period = periodAt(mission.period, at, mission);
    await tx
      .insert(missionProgress)
      .values({ missionId: mission.id, memberId: e.memberId, periodKey: period.key, merchantId: mission.merchantId, progress: 0 })
      .onConflictDoNothing({ target: [missionProgress.merchantId, missionProgress.missionId, missionProgress.memberId, missionProgress.periodKey] });
    const key = and(eq(missionProgress.merchantId, mission.merchantId), eq(missionProgress.missionId, mission.id), eq(missionProgress.memberId, e.memberId), eq(missionProgress.periodKey, period.key));
    const [current] = await tx.select().from(missionProgress).where(key).for('update');
    if (current.lastDay === today) continue;
    const progress = current.lastDay === dayBefore(today) ? current.progress + 1 : 1;
    const [row] = await tx.update(missionProgress).set({ progress, lastDay: today, updatedAt: at }).where(key).returning();
    await completeIfMet(tx, mission, row, period, at);
  }
}
