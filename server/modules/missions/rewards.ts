// The reward centre (issue 18 item 3; spec §1 reward centre, §2 rewardCenter, §4 states claim, issued): a completed
// mission's reward waits here until the member claims it, or until it expires. A claim locks the reward's row and
// pays it in the same transaction that marks it paid, so parallel claims, replays and two tabs pay once: the first
// pays, the rest find it paid and answer it with `duplicate: true`. A cash reward is a plain ledger credit (wallet
// creditBonus, request `mission:<reward id>`); a bonus reward with wagering is a promotions bonus (grantSystemBonus
// under the brand's system promotion MISSIONS, key `mission:<reward id>`, as the points mall's bonus rewards): its
// wagering by game type, the withdraw hold, forfeit and expiry are the promotions module's, shown on the withdraw page.
// Lock order: the reward row, then the promotion claim and the wallet (inside grantSystemBonus / creditBonus).
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { grantSystemBonus } from '../promotions';
import { creditBonus } from '../wallet';
import { missionRewards, missions, type RewardStatus } from './tables';

/** Bonus rewards: the brand's system promotion they are held under (created disabled on first use, promotions). */
const BONUS_PROMOTION = 'MISSIONS';
const BONUS_TITLES = { ms: { title: 'Bonus misi', terms: '' }, en: { title: 'Mission bonus', terms: '' }, zh: { title: '任务红利', terms: '' } };

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
  bonusClaimId: r.bonusClaimId,
  earnedAt: r.earnedAt.toISOString(),
  expiresAt: r.expiresAt.toISOString(),
  claimedAt: r.claimedAt?.toISOString() ?? null,
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
    .innerJoin(missions, and(eq(missions.merchantId, missionRewards.merchantId), eq(missions.id, missionRewards.missionId)))
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
    if (r.status === 'issued') return { reward: r, balance: null, duplicate: true };
    if (r.status === 'expired' || r.expiresAt <= now) {
      if (r.status !== 'expired') await tx.update(missionRewards).set({ status: 'expired', updatedAt: now }).where(and(eq(missionRewards.merchantId, merchantId), eq(missionRewards.id, r.id)));
      throw new ConflictError('err_reward_expired', 'reward_expired');
    }
    const paid = await pay(tx, r, now);
    const [row] = await tx
      .update(missionRewards)
      .set({ status: 'issued', journalId: paid.journalId, bonusClaimId: paid.bonusClaimId, requestId: requestId ?? null, claimedAt: now, updatedAt: now })
      .where(and(eq(missionRewards.merchantId, merchantId), eq(missionRewards.id, r.id)))
      .returning();
    return { reward: row, balance: paid.balance, duplicate: false };
  });
}

/**
 * Pays a reward whose row the caller locked: a bonus with wagering as a promotions bonus (its wagering multiple and
 * hours fixed when the reward was earned), anything else as a ledger credit.
 */
async function pay(tx: Tx, r: Reward, now: Date): Promise<{ journalId: number | null; bonusClaimId: number | null; balance: number | null }> {
  if (r.kind === 'bonus' && r.wagerRequired > 0) {
    const { claim } = await grantSystemBonus(tx, {
      merchantId: r.merchantId,
      memberId: r.memberId,
      code: BONUS_PROMOTION,
      texts: BONUS_TITLES,
      key: `mission:${r.id}`,
      amount: r.amount,
      // wagerRequired was set to the mission's multiple × the amount when the reward was earned.
      wagerMultiple: Math.round(r.wagerRequired / r.amount),
      expiryHours: r.wagerHours,
      now,
    });
    return { journalId: claim.journalId, bonusClaimId: claim.id, balance: null };
  }
  const credit = await creditBonus(tx, {
    merchantId: r.merchantId,
    memberId: r.memberId,
    amount: r.amount,
    requestId: `mission:${r.id}`,
    memo: { reason: 'mission', rewardId: r.id, missionId: r.missionId, kind: r.kind },
  });
  return { journalId: credit.journalId, bonusClaimId: null, balance: credit.balance };
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

/** The job `missions.expire-rewards`: unclaimed rewards past their end expire (nothing was paid). */
export async function expireRewards(db: Db, now: Date): Promise<{ expired: number }> {
  const expired = await db
    .update(missionRewards)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(missionRewards.status, 'claim'), lte(missionRewards.expiresAt, now)))
    .returning({ id: missionRewards.id });
  return { expired: expired.length };
}

/**
 * Operator report: per mission, rewards earned, claimed, expired, what was paid and what waits unclaimed. A bonus
 * reward's take-back (forfeit, expiry) is a promotions matter: the promotions report's MISSIONS row.
 */
export async function rewardCostReport(merchantId: number, db: DbOrTx) {
  const rows = await db
    .select({
      missionId: missions.id,
      code: missions.code,
      earned: sql<string>`count(${missionRewards.id})`,
      claimed: sql<string>`count(${missionRewards.id}) filter (where ${missionRewards.status} = 'issued')`,
      expired: sql<string>`count(${missionRewards.id}) filter (where ${missionRewards.status} = 'expired')`,
      paid: sql<string>`coalesce(sum(${missionRewards.amount}) filter (where ${missionRewards.status} = 'issued'), 0)`,
      unclaimed: sql<string>`coalesce(sum(${missionRewards.amount}) filter (where ${missionRewards.status} = 'claim'), 0)`,
    })
    .from(missions)
    .leftJoin(missionRewards, and(eq(missionRewards.merchantId, missions.merchantId), eq(missionRewards.missionId, missions.id)))
    .where(eq(missions.merchantId, merchantId))
    .groupBy(missions.id, missions.code)
    .orderBy(asc(missions.id));
  return rows.map((r) => ({ missionId: r.missionId, code: r.code, earned: Number(r.earned), claimed: Number(r.claimed), expired: Number(r.expired), paid: Number(r.paid), unclaimed: Number(r.unclaimed) }));
}
