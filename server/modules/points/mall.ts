// The points mall (issue 18 items 4 and 8; spec §1 points mall, §3 points redeem record, §4 points exchange states):
// rewards per brand, redeeming one with points (cash and bonus rewards pay at once through the ledger, physical items
// wait for the operator), converting points to cash at the brand's rate, the redeem history, the operator's decision.
//
// Paid once: a redemption locks the member's points account first, then looks for its request id (unique per
// member): a replay or a parallel twin waits on the lock and then answers the first redemption (`duplicate: true`);
// different requests queue on the lock and each sees the points the ones before it left. Money carries the ledger
// request `points:<redemption id>` in the same transaction. Lock order everywhere: redemption row (operator), points
// account, reward row, then the wallet (inside creditBonus / grantSystemBonus).
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import { retryOnDeadlock, type Db, type DbOrTx, type Tx } from '../../db/client';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { grantSystemBonus } from '../promotions';
import type { Tenant } from '../tenancy';
import { creditBonus } from '../wallet';
import { lockAccount, movePoints, pointSettingsOf } from './earning';
import { pointRedemptions, pointRewards, type RedemptionStatus, type RewardKind, type RewardText } from './tables';

export type Reward = typeof pointRewards.$inferSelect;
export type Redemption = typeof pointRedemptions.$inferSelect;

/** Bonus rewards: the brand's system promotion they are held under, and the days to meet their wagering. */
const BONUS_PROMOTION = 'POINTSMALL';
const BONUS_EXPIRY_HOURS = 24 * 7;
const BONUS_TITLES = { ms: { title: 'Bonus kedai mata', terms: '' }, en: { title: 'Points mall bonus', terms: '' }, zh: { title: '积分商城红利', terms: '' } };

export interface RewardInput {
  code: string;
  kind: RewardKind;
  texts: Record<string, RewardText>;
  image?: string | null;
  points: number;
  amount?: number;
  wagerMultiple?: number;
  stock?: number | null;
  perMemberLimit?: number;
  enabled?: boolean;
  sortOrder?: number;
}

function checkReward(tenant: Tenant, r: Partial<RewardInput>, kind: RewardKind): void {
  if (r.texts) {
    const supported = tenant.manifest.languages.supported as string[];
    for (const lang of Object.keys(r.texts)) if (!supported.includes(lang)) throw new BadRequestError('err_points_reward_language', { lang, supported }, 'points_reward');
    if (!r.texts[tenant.manifest.languages.default]) throw new BadRequestError('err_points_reward_language', { lang: tenant.manifest.languages.default }, 'points_reward');
  }
  if (kind !== 'item' && r.amount !== undefined && r.amount <= 0) throw new BadRequestError('err_points_reward_amount', { kind }, 'points_reward');
  if (kind !== 'bonus' && r.wagerMultiple) throw new BadRequestError('err_points_reward_amount', { kind, wagerMultiple: r.wagerMultiple }, 'points_reward');
}

const cleanTexts = (texts: Record<string, RewardText>) =>
  Object.fromEntries(Object.entries(texts).map(([lang, x]) => [lang, { name: x.name.trim(), description: (x.description ?? '').trim() }]));

export async function createReward(tenant: Tenant, input: RewardInput, db: DbOrTx): Promise<Reward> {
  if (input.kind !== 'item' && !input.amount) throw new BadRequestError('err_points_reward_amount', { kind: input.kind }, 'points_reward');
  checkReward(tenant, input, input.kind);
  const [row] = await db
    .insert(pointRewards)
    .values({
      merchantId: tenant.merchantId,
      code: input.code,
      kind: input.kind,
      texts: cleanTexts(input.texts),
      image: input.image ?? null,
      points: input.points,
      amount: input.kind === 'item' ? (input.amount ?? 0) : input.amount!,
      wagerMultiple: input.wagerMultiple ?? 0,
      stock: input.stock ?? null,
      perMemberLimit: input.perMemberLimit ?? 0,
      enabled: input.enabled ?? true,
      sortOrder: input.sortOrder ?? 0,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new ConflictError('err_points_reward_code_taken', 'points_reward_code_taken');
  return row;
}

export async function updateReward(tenant: Tenant, id: number, input: Partial<Omit<RewardInput, 'code' | 'kind'>>, db: DbOrTx): Promise<Reward> {
  const [old] = await db.select().from(pointRewards).where(and(eq(pointRewards.id, id), eq(pointRewards.merchantId, tenant.merchantId)));
  if (!old) throw new NotFoundError('err_points_reward_not_found');
  checkReward(tenant, { ...input, texts: input.texts ? input.texts : undefined }, old.kind);
  const set = Object.fromEntries(Object.entries({ ...input, texts: input.texts ? cleanTexts(input.texts) : undefined }).filter(([, v]) => v !== undefined));
  const [row] = await db
    .update(pointRewards)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(pointRewards.merchantId, tenant.merchantId), eq(pointRewards.id, id)))
    .returning();
  return row;
}

export async function listRewards(merchantId: number, db: DbOrTx, onlyEnabled = false): Promise<Reward[]> {
  return db
    .select()
    .from(pointRewards)
    .where(and(eq(pointRewards.merchantId, merchantId), onlyEnabled ? eq(pointRewards.enabled, true) : undefined))
    .orderBy(asc(pointRewards.sortOrder), asc(pointRewards.id));
}

/** A reward's copy in `lang`, else the brand's default language, else any. */
export function rewardText(r: Reward, tenant: Tenant, lang: string | undefined): RewardText {
  const own = (l: string | undefined) => (l && Object.hasOwn(r.texts, l) ? r.texts[l] : undefined);
  return own(lang) || own(tenant.manifest.languages.default) || Object.values(r.texts)[0] || { name: r.code, description: '' };
}

/** How many of a reward the member holds or asked for (rejected ones given back). */
async function takenBy(db: DbOrTx, merchantId: number, memberId: number, rewardId: number): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`coalesce(sum(${pointRedemptions.quantity}), 0)::int` })
    .from(pointRedemptions)
    .where(and(eq(pointRedemptions.merchantId, merchantId), eq(pointRedemptions.memberId, memberId), eq(pointRedemptions.rewardId, rewardId), ne(pointRedemptions.status, 'rejected')));
  return r.n;
}

/** MCS2_getPointReward: the brand's rewards for a member (name in the language, stock, what the member may still take). */
export async function rewardsFor(tenant: Tenant, memberId: number, lang: string | undefined, db: DbOrTx) {
  const list = await listRewards(tenant.merchantId, db, true);
  const out = [];
  for (const r of list) {
    const text = rewardText(r, tenant, lang);
    const taken = r.perMemberLimit > 0 ? await takenBy(db, tenant.merchantId, memberId, r.id) : 0;
    out.push({
      id: r.id,
      code: r.code,
      kind: r.kind,
      name: text.name,
      description: text.description,
      image: r.image,
      points: r.points,
      amount: r.amount,
      wagerMultiple: r.wagerMultiple,
      stock: r.stock,
      perMemberLimit: r.perMemberLimit,
      remaining: r.perMemberLimit > 0 ? Math.max(0, r.perMemberLimit - taken) : null,
    });
  }
  return out;
}

export interface RedeemResult {
  redemption: Redemption;
  points: number;
  /** The main wallet's balance after a cash or bonus reward (null: nothing paid now, or a replay). */
  balance: number | null;
  duplicate: boolean;
}

/** Takes the points of a new redemption row and pays it (cash, bonus) or leaves it applying (item). */
async function pay(tx: Tx, r: Redemption, wagerMultiple: number, now: Date): Promise<{ redemption: Redemption; balance: number | null }> {
  if (r.rewardKind === 'item' || r.amount <= 0) return { redemption: r, balance: null };
  if (r.rewardKind === 'bonus' && wagerMultiple > 0) {
    const { claim } = await grantSystemBonus(tx, {
      merchantId: r.merchantId,
      memberId: r.memberId,
      code: BONUS_PROMOTION,
      texts: BONUS_TITLES,
      key: `points:${r.id}`,
      amount: r.amount,
      wagerMultiple,
      expiryHours: BONUS_EXPIRY_HOURS,
      now,
    });
    const [row] = await tx.update(pointRedemptions).set({ journalId: claim.journalId, bonusClaimId: claim.id }).where(and(eq(pointRedemptions.merchantId, r.merchantId), eq(pointRedemptions.id, r.id))).returning();
    return { redemption: row, balance: null };
  }
  const paid = await creditBonus(tx, {
    merchantId: r.merchantId,
    memberId: r.memberId,
    amount: r.amount,
    requestId: `points:${r.id}`,
    memo: { reason: r.kind === 'convert' ? 'points_convert' : 'points_redeem', redemptionId: r.id, points: r.points },
  });
  const [row] = await tx.update(pointRedemptions).set({ journalId: paid.journalId }).where(and(eq(pointRedemptions.merchantId, r.merchantId), eq(pointRedemptions.id, r.id))).returning();
  return { redemption: row, balance: paid.balance };
}

async function seen(tx: Tx, merchantId: number, memberId: number, requestId: string): Promise<Redemption | undefined> {
  const [row] = await tx.select().from(pointRedemptions).where(and(eq(pointRedemptions.merchantId, merchantId), eq(pointRedemptions.memberId, memberId), eq(pointRedemptions.requestId, requestId)));
  return row;
}

/** passwordCheck/MCS2_redeemPointReward (the payment password is checked by the route first). */
export async function redeemReward(db: Db, tenant: Tenant, memberId: number, input: { rewardId: number; quantity: number; requestId: string }, now: Date): Promise<RedeemResult> {
  const merchantId = tenant.merchantId;
  // The points account, then the wallet: an outbox delivery paying a bonus to the same member may lock the other way.
  return retryOnDeadlock(() => db.transaction(async (tx) => {
    const account = await lockAccount(tx, merchantId, memberId);
    const first = await seen(tx, merchantId, memberId, input.requestId);
    if (first) {
      if (first.kind !== 'reward' || first.rewardId !== input.rewardId || first.quantity !== input.quantity) throw new ConflictError('err_request_id_reused', 'request_id_reused');
      return { redemption: first, points: account.balance, balance: null, duplicate: true };
    }
    if (!(await pointSettingsOf(merchantId, tx)).enabled) throw new ConflictError('err_points_closed', 'points_closed');
    const [reward] = await tx
      .select()
      .from(pointRewards)
      .where(and(eq(pointRewards.id, input.rewardId), eq(pointRewards.merchantId, merchantId)))
      .for('update');
    if (!reward || !reward.enabled) throw new NotFoundError('err_points_reward_not_found');
    if (reward.stock !== null && reward.stock < input.quantity) throw new ConflictError('err_points_out_of_stock', 'points_out_of_stock');
    if (reward.perMemberLimit > 0 && (await takenBy(tx, merchantId, memberId, reward.id)) + input.quantity > reward.perMemberLimit) throw new ConflictError('err_points_limit', 'points_limit');
    const cost = reward.points * input.quantity;
    if (account.balance < cost) throw new ConflictError('err_points_insufficient', 'points_insufficient');
    const [row] = await tx
      .insert(pointRedemptions)
      .values({
        merchantId,
        memberId,
        requestId: input.requestId,
        kind: 'reward',
        rewardId: reward.id,
        rewardKind: reward.kind,
        name: rewardText(reward, tenant, undefined).name,
        quantity: input.quantity,
        points: cost,
        amount: reward.amount * input.quantity,
        status: reward.kind === 'item' ? 'applying' : 'approved',
        decidedAt: reward.kind === 'item' ? null : now,
        createdAt: now,
      })
      .returning();
    const moved = await movePoints(tx, account, { type: 'redeem', change: -cost, reference: `redeem:${row.id}`, remark: row.name, at: now });
    if (reward.stock !== null) await tx.update(pointRewards).set({ stock: reward.stock - input.quantity }).where(and(eq(pointRewards.merchantId, merchantId), eq(pointRewards.id, reward.id)));
    const paid = await pay(tx, row, reward.wagerMultiple, now);
    return { redemption: paid.redemption, points: moved.balance, balance: paid.balance, duplicate: false };
  }));
}

/** passwordCheck/MCS2_convertPoint: a whole multiple of the brand's `convertPoints` to cash at its rate. */
export async function convertPoints(db: Db, merchantId: number, memberId: number, input: { points: number; requestId: string }, now: Date): Promise<RedeemResult> {
  // The points account, then the wallet: an outbox delivery paying a bonus to the same member may lock the other way.
  return retryOnDeadlock(() => db.transaction(async (tx) => {
    const account = await lockAccount(tx, merchantId, memberId);
    const first = await seen(tx, merchantId, memberId, input.requestId);
    if (first) {
      if (first.kind !== 'convert' || first.points !== input.points) throw new ConflictError('err_request_id_reused', 'request_id_reused');
      return { redemption: first, points: account.balance, balance: null, duplicate: true };
    }
    const s = await pointSettingsOf(merchantId, tx);
    if (!s.enabled || s.convertPoints <= 0 || s.convertCash <= 0) throw new ConflictError('err_points_closed', 'points_closed');
    if (input.points % s.convertPoints !== 0) throw new BadRequestError('err_points_convert_step', { step: s.convertPoints }, 'points_convert_step');
    if (account.balance < input.points) throw new ConflictError('err_points_insufficient', 'points_insufficient');
    const amount = (input.points / s.convertPoints) * s.convertCash;
    const [row] = await tx
      .insert(pointRedemptions)
      .values({ merchantId, memberId, requestId: input.requestId, kind: 'convert', rewardKind: 'cash', name: 'convert', quantity: 1, points: input.points, amount, status: 'approved', decidedAt: now, createdAt: now })
      .returning();
    const moved = await movePoints(tx, account, { type: 'redeem', change: -input.points, reference: `redeem:${row.id}`, remark: 'convert', at: now });
    const paid = await pay(tx, row, 0, now);
    return { redemption: paid.redemption, points: moved.balance, balance: paid.balance, duplicate: false };
  }));
}

/** spec §3 points redeem record. */
export const redemptionView = (r: Redemption) => ({
  id: r.id,
  reference: `PR${String(r.id).padStart(8, '0')}`,
  applyTime: r.createdAt.toISOString(),
  type: r.kind,
  rewardKind: r.rewardKind,
  rewardId: r.rewardId,
  name: r.name,
  quantity: r.quantity,
  points: r.points,
  amount: r.amount,
  status: r.status,
  remark: r.remark,
  decidedAt: r.decidedAt?.toISOString() ?? null,
});

/** MCS2_getRedeemPointList (member) and the operator's list (memberId undefined): newest first. */
export async function listRedemptions(merchantId: number, q: { memberId?: number; status?: RedemptionStatus; pageNo: number; pageSize: number }, db: DbOrTx) {
  const where = and(eq(pointRedemptions.merchantId, merchantId), q.memberId ? eq(pointRedemptions.memberId, q.memberId) : undefined, q.status ? eq(pointRedemptions.status, q.status) : undefined);
  const [{ n }] = await db.select({ n: count() }).from(pointRedemptions).where(where);
  const rows = await db
    .select()
    .from(pointRedemptions)
    .where(where)
    .orderBy(desc(pointRedemptions.id))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  return { list: rows.map((r) => ({ ...redemptionView(r), memberId: r.memberId })), total: n, totalPages: Math.max(1, Math.ceil(n / q.pageSize)) };
}

/**
 * The operator's decision on a physical item (spec §4 applying → approved or rejected). A rejection gives the points
 * back (a `redeem` journal row `refund:<id>`) and the stock. A decided redemption is 409.
 */
export async function decideRedemption(db: Db, merchantId: number, id: number, decision: { approve: true; remark?: string } | { approve: false; reason: string }, by: string, now: Date): Promise<Redemption> {
  return db.transaction(async (tx) => {
    const [r] = await tx
      .select()
      .from(pointRedemptions)
      .where(and(eq(pointRedemptions.id, id), eq(pointRedemptions.merchantId, merchantId)))
      .for('update');
    if (!r) throw new NotFoundError('err_points_redemption_not_found');
    if (r.status !== 'applying') throw new ConflictError('err_points_redemption_decided', 'points_redemption_decided');
    if (decision.approve) {
      const [row] = await tx.update(pointRedemptions).set({ status: 'approved', remark: decision.remark ?? r.remark, decidedBy: by, decidedAt: now }).where(and(eq(pointRedemptions.merchantId, merchantId), eq(pointRedemptions.id, id))).returning();
      return row;
    }
    const account = await lockAccount(tx, merchantId, r.memberId);
    await movePoints(tx, account, { type: 'redeem', change: r.points, reference: `refund:${r.id}`, remark: decision.reason, at: now });
    if (r.rewardId) await tx.update(pointRewards).set({ stock: sql`${pointRewards.stock} + ${r.quantity}` }).where(and(eq(pointRewards.merchantId, merchantId), eq(pointRewards.id, r.rewardId), sql`${pointRewards.stock} is not null`));
    const [row] = await tx.update(pointRedemptions).set({ status: 'rejected', remark: decision.reason, decidedBy: by, decidedAt: now }).where(and(eq(pointRedemptions.merchantId, merchantId), eq(pointRedemptions.id, id))).returning();
    return row;
  });
}
