// Invite friends (issue 18 item 6; spec §2 personal-centre entry `referral`, §3 public state REFERRAL.enabled). A
// member's link carries their affiliate code; registering with it makes them the friend's upline (accounts). This
// file follows each friend's first deposit and valid bets from the outbox and pays the referrer the brand's bonus
// once the condition is met: the friend's row is locked by the update that records the activity, `paid_at` is set in
// the same transaction as the ledger credit (request `referral:<friend id>`), so replays and parallel deliveries pay once.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { intArray } from '../../db/arrays';
import type { DbOrTx, Tx } from '../../db/client';
import { affiliateCodeOf, getMemberById, getMembersByIds, referredMembers, TRIAL_TYPE, type MemberIdentity } from '../accounts';
import { creditBonus } from '../wallet';
import { referralFriends, referralSettings } from './tables';

export interface ReferralRule {
  enabled: boolean;
  minFirstDeposit: number;
  minTurnover: number;
  bonus: number;
}

const DEFAULT_RULE: ReferralRule = { enabled: true, minFirstDeposit: 0, minTurnover: 0, bonus: 0 };

export async function referralRule(merchantId: number, db: DbOrTx): Promise<ReferralRule> {
  const [row] = await db.select().from(referralSettings).where(eq(referralSettings.merchantId, merchantId)).limit(1);
  if (!row) return DEFAULT_RULE;
  return { enabled: row.enabled === 1, minFirstDeposit: row.minFirstDeposit, minTurnover: row.minTurnover, bonus: row.bonus };
}

export async function setReferralRule(merchantId: number, r: ReferralRule, db: DbOrTx): Promise<ReferralRule> {
  const values = { enabled: r.enabled ? 1 : 0, minFirstDeposit: r.minFirstDeposit, minTurnover: r.minTurnover, bonus: r.bonus };
  await db
    .insert(referralSettings)
    .values({ merchantId, ...values })
    .onConflictDoUpdate({ target: referralSettings.merchantId, set: { ...values, updatedAt: sql`now()` } });
  return referralRule(merchantId, db);
}

/** Records a friend's activity and pays the referrer when the rule is met. Not a friend (no upline): nothing. */
export async function recordReferralActivity(
  tx: Tx,
  a: { merchantId: number; memberId: number; deposit?: number; stake?: number },
): Promise<{ paid: boolean }> {
  const friend = await getMemberById(a.merchantId, a.memberId, tx);
  if (!friend || friend.uplineId == null || friend.isAgent === TRIAL_TYPE) return { paid: false };
  return recordFor(tx, friend, a, () => referralRule(a.merchantId, tx));
}

/**
 * bet.settled, set-based (issue 21): a batch's valid bets per friend, summed (a stake only adds to the turnover, so
 * the sum counts as the bets one by one): one query for the batch's members, one insert and one update for the
 * friends' rows, the rule read once per brand and only when a friend not yet paid for is in the batch. Members without
 * a referrer cost nothing more.
 */
export async function recordReferralBets(tx: Tx, bets: { merchantId: number; memberId: number; stake: number }[]): Promise<void> {
  for (const merchantId of [...new Set(bets.map((b) => b.merchantId))].sort((x, y) => x - y)) {
    const mine = bets.filter((b) => b.merchantId === merchantId && b.stake > 0);
    const friends = (await getMembersByIds(merchantId, mine.map((b) => b.memberId), tx))
      .filter((m) => m.uplineId != null && m.isAgent !== TRIAL_TYPE)
      .sort((x, y) => x.id - y.id);
    if (!friends.length) continue;
    const ids = friends.map((f) => f.id);
    const stakes = friends.map((f) => mine.filter((b) => b.memberId === f.id).reduce((sum, b) => sum + b.stake, 0));
    await tx.execute(sql`
      insert into referral_friends (friend_id, merchant_id, referrer_id)
      select f, ${merchantId}, r from unnest(${intArray(ids)}::int[], ${intArray(friends.map((f) => f.uplineId!))}::int[]) as v(f, r)
      on conflict (merchant_id, friend_id) do nothing`);
    // Valid bets count once the first deposit is in (the turnover is on real money after that deposit).
    const rows = (await tx.execute(sql`
      update referral_friends r set turnover = case when r.first_deposit > 0 then r.turnover + v.stake else r.turnover end
      from unnest(${intArray(ids)}::int[], ${intArray(stakes)}::bigint[]) as v(friend_id, stake)
      where r.friend_id = v.friend_id and r.merchant_id = ${merchantId}
      returning r.friend_id, r.referrer_id, r.first_deposit, r.turnover, r.paid_at`)) as unknown as {
      rows: { friend_id: number; referrer_id: number; first_deposit: string | number; turnover: string | number; paid_at: Date | string | null }[];
    };
    let rule: Promise<ReferralRule> | undefined;
    for (const r of rows.rows.filter((x) => x.paid_at == null).sort((x, y) => x.friend_id - y.friend_id)) {
      const row = { friendId: r.friend_id, referrerId: r.referrer_id, firstDeposit: Number(r.first_deposit), turnover: Number(r.turnover) };
      await payIfMet(tx, merchantId, row, () => (rule ??= referralRule(merchantId, tx)));
    }
  }
}

/** A friend's (a member with a referrer) deposit or valid bets; the referrer's bonus when the rule is now met. */
async function recordFor(
  tx: Tx,
  friend: MemberIdentity,
  a: { merchantId: number; deposit?: number; stake?: number },
  ruleOf: () => Promise<ReferralRule>,
): Promise<{ paid: boolean }> {
  if (friend.uplineId == null) return { paid: false };
  await tx.insert(referralFriends).values({ friendId: friend.id, merchantId: a.merchantId, referrerId: friend.uplineId }).onConflictDoNothing({ target: [referralFriends.merchantId, referralFriends.friendId] });
  // The update takes the row lock: deliveries for one friend run one after the other from here.
  const [row] = await tx
    .update(referralFriends)
    .set({
      // Only the first deposit counts towards the condition's deposit.
      firstDeposit: a.deposit ? sql`case when ${referralFriends.firstDeposit} = 0 then ${a.deposit} else ${referralFriends.firstDeposit} end` : referralFriends.firstDeposit,
      // Valid bets count once the first deposit is in (the turnover is on real money after that deposit).
      turnover: a.stake ? sql`case when ${referralFriends.firstDeposit} > 0 then ${referralFriends.turnover} + ${a.stake} else ${referralFriends.turnover} end` : referralFriends.turnover,
    })
    .where(and(eq(referralFriends.friendId, friend.id), eq(referralFriends.merchantId, a.merchantId)))
    .returning();
  if (!row || row.paidAt) return { paid: false };
  return payIfMet(tx, a.merchantId, row, ruleOf);
}

/** A friend's row not yet paid for, after its activity: the referrer's bonus once, when the rule is met now. */
async function payIfMet(
  tx: Tx,
  merchantId: number,
  row: { friendId: number; referrerId: number; firstDeposit: number; turnover: number },
  ruleOf: () => Promise<ReferralRule>,
): Promise<{ paid: boolean }> {
  const rule = await ruleOf();
  if (!rule.enabled || rule.bonus <= 0) return { paid: false };
  if (row.firstDeposit <= 0 || row.firstDeposit < rule.minFirstDeposit || row.turnover < rule.minTurnover) return { paid: false };
  const referrer = await getMemberById(merchantId, row.referrerId, tx);
  if (!referrer || referrer.status !== 'active' || referrer.isAgent === TRIAL_TYPE) return { paid: false };
  const [claimed] = await tx
    .update(referralFriends)
    .set({ paidAt: sql`now()`, bonus: rule.bonus })
    .where(and(eq(referralFriends.merchantId, merchantId), eq(referralFriends.friendId, row.friendId), isNull(referralFriends.paidAt)))
    .returning();
  if (!claimed) return { paid: false };
  const credit = await creditBonus(tx, {
    merchantId,
    memberId: row.referrerId,
    amount: rule.bonus,
    requestId: `referral:${row.friendId}`,
    memo: { reason: 'referral', friendId: row.friendId },
  });
  await tx.update(referralFriends).set({ journalId: credit.journalId }).where(and(eq(referralFriends.merchantId, merchantId), eq(referralFriends.friendId, row.friendId)));
  return { paid: true };
}

/** spec §2 referral page: my code and link, the brand's condition, my friends with their progress and my bonuses. */
export async function myReferral(merchantId: number, memberId: number, origin: string, db: DbOrTx, page = 1, pageSize = 20) {
  const rule = await referralRule(merchantId, db);
  const code = (await affiliateCodeOf(merchantId, memberId, db)) ?? null;
  const friends = await referredMembers(merchantId, memberId, pageSize, (page - 1) * pageSize, db);
  const progress = friends.length
    ? await db
        .select()
        .from(referralFriends)
        .where(and(eq(referralFriends.merchantId, merchantId), eq(referralFriends.referrerId, memberId)))
        .orderBy(desc(referralFriends.friendId))
    : [];
  const byId = new Map(progress.map((p) => [p.friendId, p]));
  const [tot] = await db
    .select({ n: sql<number>`count(*) filter (where ${referralFriends.paidAt} is not null)::int`, sum: sql<number>`coalesce(sum(${referralFriends.bonus}) filter (where ${referralFriends.paidAt} is not null), 0)::bigint` })
    .from(referralFriends)
    .where(and(eq(referralFriends.merchantId, merchantId), eq(referralFriends.referrerId, memberId)));
  return {
    enabled: rule.enabled,
    code,
    link: code ? `${origin}/register?referralCode=${encodeURIComponent(code)}` : null,
    rule: { minFirstDeposit: rule.minFirstDeposit, minTurnover: rule.minTurnover, bonus: rule.bonus },
    rewarded: Number(tot?.n ?? 0),
    bonusTotal: Number(tot?.sum ?? 0),
    friends: friends.map((f) => {
      const p = byId.get(f.id);
      return {
        // Friends' usernames are masked: the referrer sees who joined, not a full login name.
        username: mask(f.username),
        registeredAt: f.createdAt.toISOString(),
        firstDeposit: p?.firstDeposit ?? 0,
        turnover: p?.turnover ?? 0,
        bonus: p?.paidAt ? p.bonus : 0,
        rewarded: !!p?.paidAt,
      };
    }),
  };
}

export function mask(u: string): string {
  if (u.length <= 4) return `${u.slice(0, 1)}***`;
  return `${u.slice(0, 2)}***${u.slice(-2)}`;
}

/** Operator report: friends referred, bonuses paid and their cost. */
export async function referralReport(merchantId: number, db: DbOrTx) {
  const [r] = await db
    .select({
      friends: sql<number>`count(*)::int`,
      rewarded: sql<number>`count(*) filter (where ${referralFriends.paidAt} is not null)::int`,
      amount: sql<number>`coalesce(sum(${referralFriends.bonus}) filter (where ${referralFriends.paidAt} is not null), 0)::bigint`,
    })
    .from(referralFriends)
    .where(eq(referralFriends.merchantId, merchantId));
  return { friends: Number(r.friends), rewarded: Number(r.rewarded), amount: Number(r.amount) };
}
