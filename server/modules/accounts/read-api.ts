// The accounts module's read API for other modules (issue 14 item 1): members by id or username, their
// identity and flags, and the payment-password hash the wallet keeps its rules on. Other modules call
// these (through ./index.ts) instead of selecting from the accounts tables.
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, like, lt, ne, sql } from 'drizzle-orm';
import { REPORT_OFFSET_HOURS } from '../../../schema/api/market-day';
import type { DbOrTx } from '../../db/client';
import { members } from './member/tables';

/** Who a member is and the flags other modules decide on (isAgent: 0 member, 1/2/41/42 agent, 4 trial). */
export interface MemberIdentity {
  id: number;
  merchantId: number;
  username: string;
  uplineId: number | null;
  isAgent: number;
  status: string;
  /**
   * spec §3 real name (registration payeeName, or set once under my account; then locked): a bank account's holder
   * name must equal it. null while the member has none.
   */
  realName: string | null;
}

const identity = {
  id: members.id,
  merchantId: members.merchantId,
  username: members.username,
  uplineId: members.uplineId,
  isAgent: members.isAgent,
  status: members.status,
  realName: members.payeeName,
};

export async function getMemberById(merchantId: number, id: number, db: DbOrTx): Promise<MemberIdentity | undefined> {
  const [row] = await db.select(identity).from(members).where(and(eq(members.id, id), eq(members.merchantId, merchantId)));
  return row;
}

/**
 * Members of a brand among `ids`, with their VIP rank level (absent ids left out): one query for a batch of events
 * (issue 21 set-based subscribers).
 */
export async function getMembersByIds(merchantId: number, ids: number[], db: DbOrTx): Promise<(MemberIdentity & { vipLevel: number })[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  return db
    .select({ ...identity, vipLevel: members.vipRankLevel })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), inArray(members.id, unique)));
}

export async function getMemberByUsername(merchantId: number, username: string, db: DbOrTx): Promise<MemberIdentity | undefined> {
  const [row] = await db.select(identity).from(members).where(and(eq(members.merchantId, merchantId), eq(members.username, username)));
  return row;
}

/** Members of a brand among `usernames` (absent names are left out). */
export async function getMembersByUsernames(merchantId: number, usernames: string[], db: DbOrTx): Promise<MemberIdentity[]> {
  if (!usernames.length) return [];
  return db.select(identity).from(members).where(and(eq(members.merchantId, merchantId), inArray(members.username, usernames)));
}

/** Usernames of a brand's members by id (ids that do not exist in the brand are left out). */
export async function usernamesByIds(merchantId: number, ids: number[], db: DbOrTx): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), inArray(members.id, unique)));
  return new Map(rows.map((r) => [r.id, r.username]));
}

/** The member's VIP rank level (0 without VIP; spec §2 header VIP badge); undefined when no such member. */
export async function vipLevelOf(merchantId: number, memberId: number, db: DbOrTx): Promise<number | undefined> {
  const [row] = await db
    .select({ level: members.vipRankLevel })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.merchantId, merchantId)));
  return row?.level;
}

/** The member's payment-password hash (wallet rules, spec §2); null when unset, undefined when no such member. */
export async function getPaymentPasswordHash(merchantId: number, memberId: number, db: DbOrTx): Promise<string | null | undefined> {
  const [row] = await db
    .select({ hash: members.paymentPasswordHash })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.merchantId, merchantId)));
  return row ? row.hash : undefined;
}

export async function hasPaymentPasswordHash(merchantId: number, memberId: number, db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.merchantId, merchantId), isNotNull(members.paymentPasswordHash)));
  return !!row;
}

export async function setPaymentPasswordHash(merchantId: number, memberId: number, hash: string, db: DbOrTx): Promise<void> {
  await db.update(members).set({ paymentPasswordHash: hash }).where(and(eq(members.id, memberId), eq(members.merchantId, merchantId)));
}

/**
 * Issue 18 item 7: the loyalty module raises a member's VIP level as activity reaches it (only the monthly review,
 * lowerVipLevel, lowers it) and its club label (the level's name, member info clubLabel). Answers the level before the change; undefined when no such member.
 */
export async function raiseVipLevel(merchantId: number, memberId: number, level: number, labelName: string, db: DbOrTx): Promise<number | undefined> {
  const [row] = await db
    .select({ level: members.vipRankLevel })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.merchantId, merchantId)))
    .for('update');
  if (!row) return undefined;
  if (level > row.level) await db.update(members).set({ vipRankLevel: level, clubLabel: labelName }).where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)));
  return row.level;
}

/**
 * Issue 18 item 7 (the monthly VIP review): the loyalty module lowers a member's level to `level` and its club label,
 * only when it is above it (a review never raises). Answers the level before; undefined when no such member.
 */
export async function lowerVipLevel(merchantId: number, memberId: number, level: number, labelName: string | null, db: DbOrTx): Promise<number | undefined> {
  const [row] = await db
    .select({ level: members.vipRankLevel })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.merchantId, merchantId)))
    .for('update');
  if (!row) return undefined;
  if (level < row.level) await db.update(members).set({ vipRankLevel: level, clubLabel: labelName }).where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)));
  return row.level;
}

/** Issue 18 item 7 (the monthly VIP review): members of a brand above VIP level 0, with their level, in id order from `afterId`. */
export async function vipMembers(merchantId: number, afterId: number, limit: number, db: DbOrTx): Promise<{ id: number; level: number }[]> {
  return db
    .select({ id: members.id, level: members.vipRankLevel })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), gt(members.id, afterId), gt(members.vipRankLevel, 0)))
    .orderBy(asc(members.id))
    .limit(limit);
}

/**
 * Issue 18 item 7 (birthday bonus): real, active members of a brand at VIP level `minLevel` or above whose birthday
 * (YYYY-MM-DD) falls on `monthDay` (MM-DD), with their level, in id order from `afterId`.
 */
export async function vipBirthdays(merchantId: number, monthDay: string, minLevel: number, afterId: number, limit: number, db: DbOrTx): Promise<{ id: number; level: number }[]> {
  return db
    .select({ id: members.id, level: members.vipRankLevel })
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchantId),
        gt(members.id, afterId),
        gte(members.vipRankLevel, minLevel),
        eq(members.status, 'active'),
        ne(members.isAgent, 4),
        like(members.birthday, `%-${monthDay}`),
      ),
    )
    .orderBy(asc(members.id))
    .limit(limit);
}

/** Members of a brand in id order from `afterId` (the agents module copies the downline tree from these, issue 16). */
export async function membersForTree(
  merchantId: number,
  afterId: number,
  limit: number,
  db: DbOrTx,
): Promise<{ id: number; username: string; uplineId: number | null; isAgent: number; createdAt: Date }[]> {
  return db
    .select({ id: members.id, username: members.username, uplineId: members.uplineId, isAgent: members.isAgent, createdAt: members.createdAt })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), gt(members.id, afterId)))
    .orderBy(members.id)
    .limit(limit);
}

/** Issue 18 item 6: the code a member hands out (registration with it attaches this member as upline). */
export async function affiliateCodeOf(merchantId: number, memberId: number, db: DbOrTx): Promise<string | null | undefined> {
  const [row] = await db
    .select({ code: members.affiliateCode })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)))
    .limit(1);
  return row ? row.code : undefined;
}

/** Issue 18 item 6: the members who registered with this member's code (newest first), one brand only. */
export async function referredMembers(
  merchantId: number,
  uplineId: number,
  limit: number,
  offset: number,
  db: DbOrTx,
): Promise<{ id: number; username: string; createdAt: Date }[]> {
  return db
    .select({ id: members.id, username: members.username, createdAt: members.createdAt })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.uplineId, uplineId)))
    .orderBy(desc(members.id))
    .limit(limit)
    .offset(offset);
}

/** Issue 19 (the console's dashboard and reports): registrations of the brand per market day (UTC+8) in [from, to). */
export async function registrationsByDay(merchantId: number, from: Date, to: Date, db: DbOrTx): Promise<{ day: string; registrations: number }[]> {
  const day = sql<string>`to_char((${members.createdAt} at time zone 'UTC') + interval '${sql.raw(String(REPORT_OFFSET_HOURS))} hours', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, registrations: sql<number>`count(*)`.mapWith(Number) })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), gte(members.createdAt, from), lt(members.createdAt, to), ne(members.isAgent, 4)))
    .groupBy(day)
    .orderBy(day);
  return rows;
}
