// Claims and bonus money (issue 18 items 1 and 2). A claim row is inserted (or found) first, in the transaction
// that pays: its unique key (promotion, member, period) makes every way of claiming twice (parallel requests,
// replays, two tabs, a re-delivered event, a re-run job) land on the one row, and the ledger's request key
// (`promo:<claim id>`) makes the journal once as well. Bonus money is credited from the brand's bonus account
// (wallet creditBonus) with a wagering requirement and an expiry; settled bets (`bet.settled`) count toward it by
// game type; until it is met the member cannot withdraw (a withdraw check) but may forfeit, which takes back
// exactly the bonus (or what is left of the balance, when less).
import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { intArray } from '../../db/arrays';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { decodeImageDataUrl } from '../../lib/image-upload';
import { AppError, BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { getMemberById, TRIAL_TYPE, vipLevelOf } from '../accounts';
import { isMemberExcluded } from '../compliance';
import { gameKey, gameTypesOf } from '../games';
import { creditBonus, lossesByMember, removeBonus, type TransferOutCheck } from '../wallet';
import { getPromotion, isRunning, promotionsOfKind, type Promotion } from './definitions';
import { endedPeriods, periodAt } from './periods';
import { promotionApplicationImages, promotionClaims, promotions, type ClaimStatus, type PromotionRule, type PromotionText } from './tables';

export type Claim = typeof promotionClaims.$inferSelect;

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Is the member one the promotion is for: a real account, in its member list and VIP levels when it names them. */
export async function isEligible(p: Promotion, memberId: number, db: DbOrTx): Promise<boolean> {
  const m = await getMemberById(p.merchantId, memberId, db);
  if (!m || m.isAgent === TRIAL_TYPE || m.status !== 'active') return false;
  if (p.memberIds.length && !p.memberIds.includes(memberId)) return false;
  if (p.vipLevels.length && !p.vipLevels.includes((await vipLevelOf(p.merchantId, memberId, db)) ?? 0)) return false;
  return true;
}

const unitOf = (p: Promotion) => (p.kind === 'daily_signin' ? 'D' : p.kind === 'raffle' || p.kind === 'cashback' ? (p.rule.period ?? 'once') : 'once');

/** Inserts the claim row of (promotion, member, period), or finds the one there: `created` says which. */
async function takeClaim(tx: Tx, p: Promotion, memberId: number, periodKey: string, status: ClaimStatus, extra: Partial<Claim> = {}): Promise<{ claim: Claim; created: boolean }> {
  const [inserted] = await tx
    .insert(promotionClaims)
    .values({ merchantId: p.merchantId, promotionId: p.id, memberId, periodKey, status, ...extra })
    .onConflictDoNothing({ target: [promotionClaims.merchantId, promotionClaims.promotionId, promotionClaims.memberId, promotionClaims.periodKey] })
    .returning();
  if (inserted) return { claim: inserted, created: true };
  const [existing] = await tx
    .select()
    .from(promotionClaims)
    .where(and(eq(promotionClaims.merchantId, p.merchantId), eq(promotionClaims.promotionId, p.id), eq(promotionClaims.memberId, memberId), eq(promotionClaims.periodKey, periodKey)))
    .for('update');
  return { claim: existing, created: false };
}

/** Pays `bonus` on a claim row this transaction holds: the journal, the requirement, the expiry. */
async function grant(tx: Tx, p: Promotion, claim: Claim, bonus: number, now: Date, deposit?: { id: number; amount: number }, by?: string): Promise<Claim> {
  if (bonus <= 0) {
    const [row] = await tx.update(promotionClaims).set({ status: 'lost', grantedAt: now, updatedAt: now, decidedBy: by ?? null }).where(and(eq(promotionClaims.merchantId, claim.merchantId), eq(promotionClaims.id, claim.id))).returning();
    return row;
  }
  const paid = await creditBonus(tx, {
    merchantId: p.merchantId,
    memberId: claim.memberId,
    amount: bonus,
    requestId: `promo:${claim.id}`,
    memo: { promotionId: p.id, promotion: p.code, kind: p.kind, claimId: claim.id, reason: 'promotion' },
  });
  const base = bonus + (p.rule.wagerBase === 'bonus_deposit' ? (deposit?.amount ?? 0) : 0);
  const wagerRequired = p.rule.wagerMultiple * base;
  const [row] = await tx
    .update(promotionClaims)
    .set({
      status: wagerRequired > 0 ? 'active' : 'issued',
      bonus,
      depositId: deposit?.id ?? null,
      depositAmount: deposit?.amount ?? 0,
      wagerRequired,
      journalId: paid.journalId,
      grantedAt: now,
      expiresAt: wagerRequired > 0 ? new Date(now.getTime() + p.rule.expiryHours * 3_600_000) : null,
      decidedBy: by ?? null,
      updatedAt: now,
    })
    .where(and(eq(promotionClaims.merchantId, claim.merchantId), eq(promotionClaims.id, claim.id)))
    .returning();
  return row;
}

async function runningPromotion(db: DbOrTx, merchantId: number, id: number, now: Date): Promise<Promotion> {
  const p = await getPromotion(merchantId, id, db);
  if (!p) throw new NotFoundError('err_promo_not_found');
  if (!isRunning(p, now)) throw new ConflictError(p.startsAt > now && p.enabled ? 'err_promo_not_started' : 'err_promo_closed', 'promo_closed');
  return p;
}

async function mustBeEligible(p: Promotion, memberId: number, db: DbOrTx): Promise<void> {
  if (!(await isEligible(p, memberId, db))) throw new ForbiddenError('err_promo_not_eligible', 'promo_not_eligible');
}

export interface ClaimResult {
  claim: Claim;
  /** The claim was already there (a replay, another tab): nothing was paid now. */
  duplicate: boolean;
}

/**
 * A member's action on a promotion: join (deposit match opt-in), claim (free bonus, daily sign-in), raffle.
 * One transaction: the claim row, the journal and its request key commit together.
 */
export async function claimPromotion(db: Db, merchantId: number, memberId: number, id: number, action: 'join' | 'claim' | 'raffle', now: Date): Promise<ClaimResult> {
  const p = await runningPromotion(db, merchantId, id, now);
  const allowed: Record<typeof action, Promotion['kind'][]> = { join: ['deposit_match'], claim: ['free', 'daily_signin'], raffle: ['raffle'] };
  if (!allowed[action].includes(p.kind)) throw new BadRequestError('err_promo_wrong_action', { kind: p.kind, action }, 'promo_wrong_action');
  await mustBeEligible(p, memberId, db);
  const periodKey = periodAt(unitOf(p), now).key;
  return db.transaction(async (tx) => {
    const { claim, created } = await takeClaim(tx, p, memberId, periodKey, action === 'join' ? 'joined' : 'issued');
    if (!created) return { claim, duplicate: true };
    if (action === 'join') return { claim, duplicate: false };
    const bonus = action === 'raffle' ? drawPrize(p.rule.prizes ?? []) : (p.rule.amount ?? 0);
    return { claim: await grant(tx, p, claim, bonus, now), duplicate: false };
  });
}

/**
 * Issue 18 items 3 and 4: bonus money another module pays with wagering (the points mall's and the missions' bonus
 * rewards), held under the brand's system promotion `code` (created disabled on first use, so no member sees it in
 * the list; its claims show on the withdraw page, count wagering, expire and report like any other). One claim per
 * `key`: paid once.
 */
export async function grantSystemBonus(
  tx: Tx,
  e: { merchantId: number; memberId: number; code: string; texts: Record<string, PromotionText>; key: string; amount: number; wagerMultiple: number; expiryHours: number; now: Date },
): Promise<ClaimResult> {
  const rule: PromotionRule = { amount: 0, wagerMultiple: 0, wagerBase: 'bonus', contributions: {}, expiryHours: e.expiryHours };
  await tx
    .insert(promotions)
    .values({ merchantId: e.merchantId, code: e.code, kind: 'free', enabled: false, startsAt: e.now, endsAt: new Date('2999-12-31T00:00:00Z'), texts: e.texts, rule, sortOrder: 10_000 })
    .onConflictDoNothing();
  const [p] = await tx.select().from(promotions).where(and(eq(promotions.merchantId, e.merchantId), eq(promotions.code, e.code)));
  const { claim, created } = await takeClaim(tx, p, e.memberId, e.key, 'issued');
  if (!created) return { claim, duplicate: true };
  return { claim: await grant(tx, { ...p, rule: { ...p.rule, wagerMultiple: e.wagerMultiple, expiryHours: e.expiryHours } }, claim, e.amount, e.now), duplicate: false };
}

/** A raffle prize by weight (crypto randomness); a prize of 0 is "no prize". */
export function drawPrize(prizes: { amount: number; weight: number }[]): number {
  const total = prizes.reduce((s, x) => s + x.weight, 0);
  if (total <= 0) return 0;
  let pick = randomInt(total);
  for (const x of prizes) {
    if (pick < x.weight) return x.amount;
    pick -= x.weight;
  }
  return 0;
}

/** spec §3 activity application: a comment and up to 3 images; an operator approves or rejects it. */
export async function applyForPromotion(db: Db, merchantId: number, memberId: number, id: number, input: { comment: string; images?: string[] }, now: Date): Promise<ClaimResult> {
  const p = await runningPromotion(db, merchantId, id, now);
  if (p.kind !== 'application') throw new BadRequestError('err_promo_wrong_action', { kind: p.kind, action: 'apply' }, 'promo_wrong_action');
  await mustBeEligible(p, memberId, db);
  const images = (input.images ?? []).map((text) => {
    const d = decodeImageDataUrl(text, MAX_IMAGE_BYTES);
    if (!d.ok) throw new BadRequestError('err_promo_image', { maxBytes: MAX_IMAGE_BYTES }, 'bad_promo_image');
    return d;
  });
  const comment = input.comment.trim();
  if (!comment) throw new BadRequestError('err_promo_comment', undefined, 'validation_failed');
  return db.transaction(async (tx) => {
    const { claim, created } = await takeClaim(tx, p, memberId, 'once', 'applying', { comment });
    if (!created) return { claim, duplicate: true };
    for (const img of images) await tx.insert(promotionApplicationImages).values({ merchantId, claimId: claim.id, mime: img.mime, data: img.data, size: img.data.length });
    return { claim, duplicate: false };
  });
}

/** The operator's decision on an application: approve pays the promotion's amount (or the one given), reject says why. */
export async function decideApplication(db: Db, merchantId: number, claimId: number, decision: { approve: true; amount?: number } | { approve: false; reason: string }, by: string, now: Date): Promise<Claim> {
  return db.transaction(async (tx) => {
    const [claim] = await tx.select().from(promotionClaims).where(and(eq(promotionClaims.id, claimId), eq(promotionClaims.merchantId, merchantId))).for('update');
    const p = claim && (await getPromotion(merchantId, claim.promotionId, tx));
    if (!claim || !p || p.kind !== 'application') throw new NotFoundError('err_promo_application_not_found');
    if (claim.status !== 'applying') throw new ConflictError('err_promo_application_decided', 'promo_application_decided');
    if (!decision.approve) {
      const [row] = await tx.update(promotionClaims).set({ status: 'rejected', decision: decision.reason, decidedBy: by, updatedAt: now }).where(and(eq(promotionClaims.merchantId, merchantId), eq(promotionClaims.id, claimId))).returning();
      return row;
    }
    return grant(tx, p, claim, decision.amount ?? p.rule.amount ?? 0, now, undefined, by);
  });
}

/** deposit.paid: the member's oldest joined deposit match that runs and that the deposit reaches is paid on it. */
export async function matchDeposit(tx: Tx, e: { merchantId: number; memberId: number; depositId: number; amount: number; paidAt: string }): Promise<Claim | null> {
  const at = new Date(e.paidAt);
  const joined = await tx
    .select({ claim: promotionClaims, promo: promotions })
    .from(promotionClaims)
    .innerJoin(promotions, and(eq(promotions.merchantId, promotionClaims.merchantId), eq(promotions.id, promotionClaims.promotionId)))
    .where(and(eq(promotionClaims.merchantId, e.merchantId), eq(promotionClaims.memberId, e.memberId), eq(promotionClaims.status, 'joined'), eq(promotions.kind, 'deposit_match')))
    .orderBy(asc(promotionClaims.id))
    .for('update', { of: promotionClaims });
  for (const { claim, promo } of joined) {
    if (!isRunning(promo, at) || e.amount < (promo.rule.minDeposit ?? 0)) continue;
    const bonus = Math.min(promo.rule.cap ?? Number.MAX_SAFE_INTEGER, Math.floor((e.amount * (promo.rule.percentBp ?? 0)) / 10_000));
    return grant(tx, promo, claim, bonus, at, { id: e.depositId, amount: e.amount });
  }
  return null;
}

/** member.registered: every running sign-up bonus the new member is eligible for. */
export async function signupBonuses(tx: Tx, e: { merchantId: number; memberId: number; registeredAt: string }): Promise<Claim[]> {
  const at = new Date(e.registeredAt);
  const out: Claim[] = [];
  for (const p of await promotionsOfKind('signup', tx, e.merchantId)) {
    if (!isRunning(p, at) || !(await isEligible(p, e.memberId, tx))) continue;
    const { claim, created } = await takeClaim(tx, p, e.memberId, 'once', 'issued');
    if (created) out.push(await grant(tx, p, claim, p.rule.amount ?? 0, at));
  }
  return out;
}

/** bet.settled: the stake, weighed by the game type's contribution, counts toward the member's active bonuses. */
export async function addWager(tx: Tx, e: SettledWager): Promise<number> {
  return addWagers(tx, [e]);
}

/** A settled bet as the wagering counts it (bet.settled). */
export type SettledWager = { merchantId: number; memberId: number; vendorCode: string; gameCode: string; stake: number; settledAt: string };

/**
 * bet.settled, set-based (issue 21): addWager on each bet in turn, with one query for the batch's members' active
 * bonuses (locked in id order) and one update per bonus that moved. Most bets are by members without a bonus: one
 * statement for the batch.
 */
export async function addWagers(tx: Tx, bets: SettledWager[]): Promise<number> {
  const staked = bets.filter((b) => b.stake > 0);
  if (!staked.length) return 0;
  const latest = staked.reduce((m, b) => (b.settledAt > m ? b.settledAt : m), staked[0].settledAt);
  const pairs = [...new Map(staked.map((b) => [`${b.merchantId}|${b.memberId}`, [b.merchantId, b.memberId] as const])).values()];
  const active = await tx
    .select({ claim: promotionClaims, rule: promotions.rule })
    .from(promotionClaims)
    .innerJoin(promotions, and(eq(promotions.merchantId, promotionClaims.merchantId), eq(promotions.id, promotionClaims.promotionId)))
    .where(
      and(
        // The batch's (brand, member) pairs: promotion_claims_member_idx (merchant_id, member_id, status).
        sql`(${promotionClaims.merchantId}, ${promotionClaims.memberId}) in (select * from unnest(${intArray(pairs.map((p) => p[0]))}::int[], ${intArray(pairs.map((p) => p[1]))}::int[]))`,
        eq(promotionClaims.status, 'active'),
        lte(promotionClaims.grantedAt, new Date(latest)),
      ),
    )
    .orderBy(asc(promotionClaims.id))
    .for('update', { of: promotionClaims });
  if (!active.length) return 0;
  const withBonus = staked.filter((b) => active.some((a) => a.claim.memberId === b.memberId && a.claim.merchantId === b.merchantId));
  const types = new Map<string, string>();
  for (const merchantId of new Set(withBonus.map((b) => b.merchantId))) {
    for (const [k, v] of await gameTypesOf(merchantId, withBonus.filter((b) => b.merchantId === merchantId), tx)) types.set(`${merchantId}|${k}`, v);
  }
  const moved = new Map<number, { merchantId: number; wagered: number; status: ClaimStatus; at: Date }>();
  for (const b of withBonus) {
    const at = new Date(b.settledAt);
    const type = types.get(`${b.merchantId}|${gameKey(b.vendorCode, b.gameCode)}`) ?? 'default';
    for (const { claim, rule } of active) {
      if (claim.memberId !== b.memberId || claim.merchantId !== b.merchantId || (claim.grantedAt && claim.grantedAt > at)) continue;
      const now = moved.get(claim.id) ?? { merchantId: claim.merchantId, wagered: claim.wagered, status: claim.status, at };
      if (now.status !== 'active') continue;
      const pct = rule.contributions[type] ?? rule.contributions.default ?? 100;
      const add = Math.floor((b.stake * pct) / 100);
      if (add <= 0) continue;
      const wagered = now.wagered + add;
      moved.set(claim.id, { merchantId: claim.merchantId, wagered, status: wagered >= claim.wagerRequired ? 'completed' : 'active', at });
    }
  }
  for (const [id, m] of moved) await tx.update(promotionClaims).set({ wagered: m.wagered, status: m.status, updatedAt: m.at }).where(and(eq(promotionClaims.merchantId, m.merchantId), eq(promotionClaims.id, id)));
  return moved.size;
}

/** Takes back what is left of an active bonus (forfeit by the member, or expiry): at most the bonus. */
async function takeBack(tx: Tx, claim: Claim, status: 'forfeited' | 'expired', now: Date): Promise<Claim> {
  const removed = await removeBonus(tx, {
    merchantId: claim.merchantId,
    memberId: claim.memberId,
    amount: claim.bonus,
    requestId: `promo-remove:${claim.id}`,
    memo: { promotionId: claim.promotionId, claimId: claim.id, reason: status },
  });
  const [row] = await tx
    .update(promotionClaims)
    .set({ status, removed: removed.amount, removalJournalId: removed.journalId, updatedAt: now })
    .where(and(eq(promotionClaims.merchantId, claim.merchantId), eq(promotionClaims.id, claim.id)))
    .returning();
  return row;
}

/**
 * member.excluded (issue 20 item 3: a time-out or self-exclusion forfeits pending bonuses): every active bonus of the
 * member leaves the wallet, once (a claim no longer active is skipped when the event comes again).
 */
export async function forfeitOnExclusion(tx: Tx, e: { merchantId: number; memberId: number }, now: Date): Promise<number> {
  const active = await tx
    .select()
    .from(promotionClaims)
    .where(and(eq(promotionClaims.merchantId, e.merchantId), eq(promotionClaims.memberId, e.memberId), eq(promotionClaims.status, 'active')))
    .orderBy(asc(promotionClaims.id))
    .for('update');
  for (const claim of active) await takeBack(tx, claim, 'forfeited', now);
  return active.length;
}

/** The member gives up an active bonus (its wagering unmet): the bonus leaves the wallet, withdrawals are free again. */
export async function forfeitBonus(db: Db, merchantId: number, memberId: number, claimId: number, now: Date): Promise<ClaimResult> {
  return db.transaction(async (tx) => {
    const [claim] = await tx
      .select()
      .from(promotionClaims)
      .where(and(eq(promotionClaims.id, claimId), eq(promotionClaims.merchantId, merchantId), eq(promotionClaims.memberId, memberId)))
      .for('update');
    if (!claim) throw new NotFoundError('err_bonus_not_found');
    if (claim.status === 'forfeited') return { claim, duplicate: true };
    if (claim.status !== 'active') throw new ConflictError('err_bonus_not_active', 'bonus_not_active');
    return { claim: await takeBack(tx, claim, 'forfeited', now), duplicate: false };
  });
}

/** The expiry job: active bonuses past their expiry lose what is left of the bonus. Safe to re-run (state guarded). */
export async function expireBonuses(db: Db, now: Date, limit = 500): Promise<number> {
  const due = await db
    .select({ merchantId: promotionClaims.merchantId, id: promotionClaims.id })
    .from(promotionClaims)
    .where(and(eq(promotionClaims.status, 'active'), lte(promotionClaims.expiresAt, now)))
    .orderBy(asc(promotionClaims.expiresAt))
    .limit(limit);
  let n = 0;
  for (const { merchantId, id } of due) {
    const done = await db.transaction(async (tx) => {
      const [claim] = await tx.select().from(promotionClaims).where(and(eq(promotionClaims.merchantId, merchantId), eq(promotionClaims.id, id))).for('update');
      if (!claim || claim.status !== 'active' || !claim.expiresAt || claim.expiresAt > now) return false;
      await takeBack(tx, claim, 'expired', now);
      return true;
    });
    if (done) n++;
  }
  return n;
}

/**
 * The cashback job: for every running cashback promotion, the ended periods (the last `lookBack`) inside its dates:
 * each eligible member's net loss × rate (at most cap, at least minLoss lost) is paid once per (member, period).
 */
export async function payCashback(db: Db, now: Date, lookBack = 3): Promise<{ paid: number; amount: number }> {
  let paid = 0, amount = 0;
  for (const p of await promotionsOfKind('cashback', db)) {
    if (p.startsAt > now) continue;
    for (const period of endedPeriods(p.rule.period === 'W' ? 'W' : 'D', now, lookBack)) {
      if (period.start < p.startsAt || period.end > p.endsAt) continue;
      const losses = await lossesByMember(db, p.merchantId, period.start, new Date(period.end.getTime() - 1));
      // Members already paid for this period are skipped without a transaction (a re-run is a read).
      const done = new Set(
        (await db.select({ memberId: promotionClaims.memberId }).from(promotionClaims).where(and(eq(promotionClaims.merchantId, p.merchantId), eq(promotionClaims.promotionId, p.id), eq(promotionClaims.periodKey, period.key)))).map((r) => r.memberId),
      );
      for (const [memberId, loss] of losses) {
        if (done.has(memberId) || loss <= 0 || loss < (p.rule.minLoss ?? 1)) continue;
        const bonus = Math.min(p.rule.cap ?? Number.MAX_SAFE_INTEGER, Math.floor((loss * (p.rule.percentBp ?? 0)) / 10_000));
        // Issue 20: no marketing money to a person in a time-out or self-exclusion (on any brand).
        if (bonus <= 0 || !(await isEligible(p, memberId, db)) || (await isMemberExcluded(p.merchantId, memberId, now, db))) continue;
        const granted = await db.transaction(async (tx) => {
          const { claim, created } = await takeClaim(tx, p, memberId, period.key, 'issued');
          return created ? grant(tx, p, claim, bonus, now) : null;
        });
        if (granted) {
          paid++;
          amount += bonus;
        }
      }
    }
  }
  return { paid, amount };
}

/** Registered on the wallet's withdrawals and member transfers (wallet/guards.ts): refused while a bonus's wagering is unmet. */
export const wageringCheck: TransferOutCheck = async (move, db) => {
  const [open] = await db
    .select({ required: promotionClaims.wagerRequired, wagered: promotionClaims.wagered, id: promotionClaims.id })
    .from(promotionClaims)
    .where(and(eq(promotionClaims.merchantId, move.merchantId), eq(promotionClaims.memberId, move.memberId), eq(promotionClaims.status, 'active')))
    .orderBy(asc(promotionClaims.id))
    .limit(1);
  if (open && open.wagered < open.required) {
    throw new AppError(403, 'bonus_wagering_unmet', 'err_bonus_wagering_unmet', { claimId: open.id, required: open.required, wagered: open.wagered });
  }
};

/** The member's bonuses (newest first) with their wagering. */
export async function myBonuses(merchantId: number, memberId: number, db: DbOrTx): Promise<(Claim & { code: string; kind: string })[]> {
  const rows = await db
    .select({ claim: promotionClaims, code: promotions.code, kind: promotions.kind })
    .from(promotionClaims)
    .innerJoin(promotions, and(eq(promotions.merchantId, promotionClaims.merchantId), eq(promotions.id, promotionClaims.promotionId)))
    .where(and(eq(promotionClaims.merchantId, merchantId), eq(promotionClaims.memberId, memberId), inArray(promotionClaims.status, ['active', 'completed', 'issued', 'forfeited', 'expired'])))
    .orderBy(desc(promotionClaims.id))
    .limit(50);
  return rows.map((r) => ({ ...r.claim, code: r.code, kind: r.kind }));
}

/** The member's claims of these promotions in their current periods (the viewer's states). */
export async function claimsOf(merchantId: number, memberId: number, list: Promotion[], now: Date, db: DbOrTx): Promise<Map<number, Claim>> {
  if (!list.length) return new Map();
  const rows = await db
    .select()
    .from(promotionClaims)
    .where(and(eq(promotionClaims.merchantId, merchantId), eq(promotionClaims.memberId, memberId), inArray(promotionClaims.promotionId, list.map((p) => p.id))))
    .orderBy(asc(promotionClaims.id));
  const out = new Map<number, Claim>();
  for (const p of list) {
    const mine = rows.filter((r) => r.promotionId === p.id);
    const key = periodAt(unitOf(p), now).key;
    // Cashback: the latest period paid; others: the current period's claim.
    const c = p.kind === 'cashback' ? mine[mine.length - 1] : mine.find((r) => r.periodKey === key);
    if (c) out.set(p.id, c);
  }
  return out;
}

/** Operator report: per promotion, bonuses paid, taken back (forfeit, expiry) and the net cost, from the claims. */
export async function bonusCostReport(merchantId: number, db: DbOrTx) {
  const rows = await db
    .select({
      promotionId: promotions.id,
      code: promotions.code,
      kind: promotions.kind,
      claims: sql<number>`count(${promotionClaims.journalId})::int`,
      granted: sql<string>`coalesce(sum(${promotionClaims.bonus}) filter (where ${promotionClaims.journalId} is not null), 0)`,
      removed: sql<string>`coalesce(sum(${promotionClaims.removed}), 0)`,
      active: sql<number>`count(*) filter (where ${promotionClaims.status} = 'active')::int`,
      applying: sql<number>`count(*) filter (where ${promotionClaims.status} = 'applying')::int`,
    })
    .from(promotions)
    .leftJoin(promotionClaims, and(eq(promotionClaims.merchantId, promotions.merchantId), eq(promotionClaims.promotionId, promotions.id)))
    .where(eq(promotions.merchantId, merchantId))
    .groupBy(promotions.merchantId, promotions.id)
    .orderBy(asc(promotions.id));
  return rows.map((r) => ({ ...r, granted: Number(r.granted), removed: Number(r.removed), cost: Number(r.granted) - Number(r.removed) }));
}

/** A page of applications (newest first, `pageSize` a page) and whether another page follows. */
export async function listApplications(merchantId: number, status: ClaimStatus | undefined, pageNo: number, db: DbOrTx, pageSize = 15) {
  const page = await db
    .select({ claim: promotionClaims, code: promotions.code })
    .from(promotionClaims)
    .innerJoin(promotions, and(eq(promotions.merchantId, promotionClaims.merchantId), eq(promotions.id, promotionClaims.promotionId)))
    .where(and(eq(promotionClaims.merchantId, merchantId), eq(promotions.kind, 'application'), status ? eq(promotionClaims.status, status) : undefined))
    .orderBy(desc(promotionClaims.id))
    .limit(pageSize + 1)
    .offset((pageNo - 1) * pageSize);
  const rows = page.slice(0, pageSize);
  const ids = rows.map((r) => r.claim.id);
  const images = ids.length
    ? await db.select({ id: promotionApplicationImages.id, claimId: promotionApplicationImages.claimId, mime: promotionApplicationImages.mime, size: promotionApplicationImages.size }).from(promotionApplicationImages).where(and(eq(promotionApplicationImages.merchantId, merchantId), inArray(promotionApplicationImages.claimId, ids)))
    : [];
  const list = rows.map((r) => ({
    ...r.claim,
    promotion: r.code,
    images: images.filter((i) => i.claimId === r.claim.id).map((i) => ({ id: i.id, mime: i.mime, size: i.size, url: `/api/operator/promotions/applications/${r.claim.id}/images/${i.id}` })),
  }));
  return { list, hasMore: page.length > pageSize };
}

export async function applicationImage(merchantId: number, claimId: number, imageId: number, db: DbOrTx) {
  const [img] = await db
    .select()
    .from(promotionApplicationImages)
    .where(and(eq(promotionApplicationImages.id, imageId), eq(promotionApplicationImages.claimId, claimId), eq(promotionApplicationImages.merchantId, merchantId)));
  return img;
}
