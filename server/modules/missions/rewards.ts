// The reward centre (issue 18 item 3; spec §1 reward centre, §2 rewardCenter, §4 states claim, claimed, issued): a
// completed mission's reward waits here until the member claims it, or until it expires. A claim locks the reward's
// row and pays it through the ledger (wallet creditBonus, request `mission:<reward id>`) in the same transaction
// that marks it paid, so parallel claims, replays and two tabs pay once: the first pays, the rest find it paid and
// answer it with `duplicate: true`. A bonus reward asks wagering (stakes of settled bets after the claim); until it
// is met the member cannot withdraw or transfer it out, and once its time is up the rest of it is taken back.
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError, ConflictError, NotFoundError } from '../../lib/errors';
import { creditBonus, removeBonus, type TransferOutCheck } from '../wallet';
import { missionRewards, missions, type RewardStatus } from './tables';

export type Reward = typeof missionRewards.$inferSelect;

export const rewardView = (r: Reward & { code?: string; texts?: unknown }) => ({
  id: r.id,
  missionId: r.missionId,
  periodKey: r.periodKey,
  status: r.status,
  kind: r.kind,
  amount: r.amount,
  score: r.score,
  wagerRequired: r.wagerRequired,
  wagered: r.wagered,
  removed: r.removed,
  earnedAt: r.earnedAt.toISOString(),
  expiresAt: r.expiresAt.toISOString(),
  claimedAt: r.claimedAt?.toISOString() ?? null,
  wagerExpiresAt: r.wagerExpiresAt?.toISOString() ?? null,
});

/**
 * Rewards waiting to be claimed (not expired): the count badge of both member-centre entries, rewardCenter (where
 * they are claimed) and missionLeaderboard (the missions they were earned on), spec §2.
 */
export async function unclaimedCount(merchantId: number, memberId: number, now: Date, db: DbOrTx): Promise<number> {
  const [r] = await db
    .select({ n: sql<string>`count(*)` })
    .from(missionRewards)
    .where(and(eq(missionRewards.merchantId, merchantId), eq(missionRewards.memberId, memberId), eq(missionRewards.status, 'claim'), gt(missionRewards.expiresAt, now)));
  return Number(r.n);
}

/** My rewards, newest first (the reward centre), with the mission each came from. */
export async function myRewards(merchantId: number, memberId: number, status: RewardStatus | undefined, page: number, pageSize: number, db: DbOrTx) {
  const where = and(eq(missionRewards.merchantId, merchantId), eq(missionRewards.memberId, memberId), status ? eq(missionRewards.status, status) : undefined);
  const rows = await db
    .select({ reward: missionRewards, code: missions.code, texts: missions.texts })
    .from(missionRewards)
    .innerJoin(missions, eq(missions.id, missionRewards.missionId))
    .where(where)
    .orderBy(sql`case when ${missionRewards.status} = 'claim' then 0 else 1 end`, desc(missionRewards.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [{ n }] = await db.select({ n: sql<string>`count(*)` }).from(missionRewards).where(where);
  return { rows, total: Number(n) };
}

export interface ClaimResult {
  reward: Reward;
  balance: number | null;
  duplicate: boolean;
}

/**
 * Claims one of my rewards. 404 err_reward_not_found (not mine, not this brand's), 409 err_reward_expired.
 * A reward already paid answers itself with `duplicate: true` and moves nothing.
 */
export async function claimReward(db: Db, merchantId: number, memberId: number, id: number, requestId: string | undefined, now: Date): Promise<ClaimResult> {
  return db.transaction(async (tx) => {
    const [r] = await tx
      .select()
      .from(missionRewards)
      .where(and(eq(missionRewards.id, id), eq(missionRewards.merchantId, merchantId), eq(missionRewards.memberId, memberId)))
      .for('update');
    if (!r) throw new NotFoundError('err_reward_not_found');
    if (r.status === 'claimed' || r.status === 'issued' || r.status === 'forfeited') return { reward: r, balance: null, duplicate: true };
    if (r.status === 'expired' || r.expiresAt <= now) {
      if (r.status !== 'expired') await tx.update(missionRewards).set({ status: 'expired', updatedAt: now }).where(eq(missionRewards.id, r.id));
      throw new ConflictError('err_reward_expired', 'reward_expired');
    }
    const credit = await creditBonus(tx, {
      merchantId,
      memberId,
      amount: r.amount,
      requestId: `mission:${r.id}`,
      memo: { reason: 'mission', rewardId: r.id, missionId: r.missionId, kind: r.kind },
    });
    const wagering = r.kind === 'bonus' && r.wagerRequired > 0;
    const [row] = await tx
      .update(missionRewards)
      .set({
        status: wagering ? 'claimed' : 'issued',
        journalId: credit.journalId,
        requestId: requestId ?? null,
        claimedAt: now,
        wagerExpiresAt: wagering ? new Date(now.getTime() + r.wagerHours * 3_600_000) : null,
        updatedAt: now,
      })
      .where(eq(missionRewards.id, r.id))
      .returning();
    return { reward: row, balance: credit.balance, duplicate: false };
  });
}

/** Claims every claimable reward of mine (the reward centre's "claim all"), each as claimReward does. */
export async function claimAll(db: Db, merchantId: number, memberId: number, now: Date): Promise<{ claimed: Reward[]; balance: number | null }> {
  const open = await db
    .select({ id: missionRewards.id })
    .from(missionRewards)
    .where(and(eq(missionRewards.merchantId, merchantId), eq(missionRewards.memberId, memberId), eq(missionRewards.status, 'claim'), gt(missionRewards.expiresAt, now)))
    .orderBy(asc(missionRewards.id));
  const claimed: Reward[] = [];
  let balance: number | null = null;
  for (const { id } of open) {
    const r = await claimReward(db, merchantId, memberId, id, undefined, now);
    if (!r.duplicate) {
      claimed.push(r.reward);
      balance = r.balance;
    }
  }
  return { claimed, balance };
}

/** `bet.settled`: the stake counts toward my bonus rewards claimed before the bet settled. */
export async function addWager(tx: Tx, e: { merchantId: number; memberId: number; stake: number; settledAt: string }): Promise<void> {
  if (e.stake <= 0) return;
  await tx
    .update(missionRewards)
    .set({
      wagered: sql`least(${missionRewards.wagerRequired}, ${missionRewards.wagered} + ${e.stake})`,
      status: sql`case when ${missionRewards.wagered} + ${e.stake} >= ${missionRewards.wagerRequired} then 'issued' else 'claimed' end`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(missionRewards.merchantId, e.merchantId),
        eq(missionRewards.memberId, e.memberId),
        eq(missionRewards.status, 'claimed'),
        lte(missionRewards.claimedAt, new Date(e.settledAt)),
      ),
    );
}

/** Withdrawals and transfers out: refused while a claimed bonus reward's wagering is unmet (403 err_bonus_wagering_unmet). */
export const missionWageringCheck: TransferOutCheck = async (move, db) => {
  const [open] = await db
    .select({ id: missionRewards.id, required: missionRewards.wagerRequired, wagered: missionRewards.wagered })
    .from(missionRewards)
    .where(and(eq(missionRewards.merchantId, move.merchantId), eq(missionRewards.memberId, move.memberId), eq(missionRewards.status, 'claimed')))
    .orderBy(asc(missionRewards.id))
    .limit(1);
  if (open && open.wagered < open.required) {
    throw new AppError(403, 'bonus_wagering_unmet', 'err_bonus_wagering_unmet', { rewardId: open.id, required: open.required, wagered: open.wagered });
  }
};

/** Takes back what is left of a claimed bonus (at most the balance) and marks it forfeited: on a row the caller locked. */
async function takeBack(tx: Tx, r: Reward, now: Date): Promise<{ reward: Reward; balance: number }> {
  const taken = await removeBonus(tx, { merchantId: r.merchantId, memberId: r.memberId, amount: r.amount, requestId: `mission-remove:${r.id}`, memo: { reason: 'mission', rewardId: r.id, missionId: r.missionId } });
  const [row] = await tx
    .update(missionRewards)
    .set({ status: 'forfeited', removed: taken.amount, removalJournalId: taken.journalId, updatedAt: now })
    .where(eq(missionRewards.id, r.id))
    .returning();
  return { reward: row, balance: taken.balance };
}

/**
 * The member gives up a claimed bonus whose wagering is not met (so a withdrawal is no longer held by it): the rest of
 * it is taken back, once. 404 err_reward_not_found (not mine), 409 err_reward_not_active (not a bonus under wagering).
 */
export async function forfeitReward(db: Db, merchantId: number, memberId: number, id: number, now: Date): Promise<{ reward: Reward; balance: number }> {
  return db.transaction(async (tx) => {
    const [r] = await tx
      .select()
      .from(missionRewards)
      .where(and(eq(missionRewards.id, id), eq(missionRewards.merchantId, merchantId), eq(missionRewards.memberId, memberId)))
      .for('update');
    if (!r) throw new NotFoundError('err_reward_not_found');
    if (r.status !== 'claimed') throw new ConflictError('err_reward_not_active', 'reward_not_active');
    return takeBack(tx, r, now);
  });
}

/**
 * The job `missions.expire-rewards`: unclaimed rewards past their end expire (nothing was paid); claimed bonuses past
 * their wagering time lose what is left of them (ledger request `mission-remove:<id>`). Each row is re-checked
 * under its lock, so a re-run does nothing more.
 */
export async function expireRewards(db: Db, now: Date): Promise<{ expired: number; forfeited: number }> {
  const expired = await db
    .update(missionRewards)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(missionRewards.status, 'claim'), lte(missionRewards.expiresAt, now)))
    .returning({ id: missionRewards.id });
  const due = await db
    .select({ id: missionRewards.id })
    .from(missionRewards)
    .where(and(eq(missionRewards.status, 'claimed'), lte(missionRewards.wagerExpiresAt, now)))
    .limit(500);
  let forfeited = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [r] = await tx.select().from(missionRewards).where(eq(missionRewards.id, id)).for('update');
      if (!r || r.status !== 'claimed' || !r.wagerExpiresAt || r.wagerExpiresAt > now) return false;
      await takeBack(tx, r, now);
      return true;
    });
    if (done) forfeited++;
  }
  return { expired: expired.length, forfeited };
}

/** Operator report: per mission, rewards earned, claimed, expired, what they cost (paid − taken back) and what waits. */
export async function rewardCostReport(merchantId: number, db: DbOrTx) {
  const rows = await db
    .select({
      missionId: missions.id,
      code: missions.code,
      earned: sql<string>`count(${missionRewards.id})`,
      claimed: sql<string>`count(${missionRewards.id}) filter (where ${missionRewards.status} in ('claimed', 'issued', 'forfeited'))`,
      expired: sql<string>`count(${missionRewards.id}) filter (where ${missionRewards.status} = 'expired')`,
      paid: sql<string>`coalesce(sum(${missionRewards.amount}) filter (where ${missionRewards.status} in ('claimed', 'issued', 'forfeited')), 0)`,
      removed: sql<string>`coalesce(sum(${missionRewards.removed}), 0)`,
      unclaimed: sql<string>`coalesce(sum(${missionRewards.amount}) filter (where ${missionRewards.status} = 'claim'), 0)`,
    })
    .from(missions)
    .leftJoin(missionRewards, eq(missionRewards.missionId, missions.id))
    .where(eq(missions.merchantId, merchantId))
    .groupBy(missions.id, missions.code)
    .orderBy(asc(missions.id));
  return rows.map((r) => {
    const paid = Number(r.paid), removed = Number(r.removed);
    return { missionId: r.missionId, code: r.code, earned: Number(r.earned), claimed: Number(r.claimed), expired: Number(r.expired), paid, removed, cost: paid - removed, unclaimed: Number(r.unclaimed) };
  });
}
