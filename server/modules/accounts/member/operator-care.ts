// Issue 19 item 2 (operator console, Players): find a member by username, mobile, e-mail or id; their profile and
// logins; lock and unlock; a password reset by the operator (a temporary password the member must change at the
// next login); internal notes. Balances, ledger and bets are the wallet's and the games' own operator routes.
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { Db, DbOrTx } from '../../../db/client';
import { hashPassword, type Argon2Cost } from '../../../lib/crypto-password';
import { ConflictError, NotFoundError } from '../../../lib/errors';
import { endMemberAccess } from '../protection-port';
import { loginHistory, memberNotes, members } from './tables';

export const PAGE_SIZE = 20;

type MemberRow = typeof members.$inferSelect;

/** What an operator sees of a member in a list. */
export function memberSummary(m: MemberRow) {
  return {
    id: m.id,
    username: m.username,
    nickname: m.nickname,
    mobile: m.mobile,
    email: m.email,
    vipLevel: m.vipRankLevel,
    isAgent: m.isAgent,
    status: m.status,
    uplineId: m.uplineId,
    createdAt: m.createdAt.toISOString(),
    lastLoginAt: m.lastLoginAt?.toISOString() ?? null,
  };
}

/**
 * Members of the brand matching `q`: an id (digits), a username or nickname (beginning with q, any case), a mobile
 * (containing q's digits) or an e-mail (beginning with q); newest first.
 */
export async function searchMembers(db: DbOrTx, merchantId: number, q: string | undefined, pageNo: number) {
  const text = q?.trim() ?? '';
  let where: SQL | undefined = eq(members.merchantId, merchantId);
  if (text) {
    const like = `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = text.replace(/\D/g, '');
    const any: (SQL | undefined)[] = [ilike(members.username, like), ilike(members.nickname, like), ilike(members.email, like)];
    if (/^\d{1,9}$/.test(text)) any.push(eq(members.id, Number(text)));
    if (digits.length >= 4) any.push(sql`regexp_replace(coalesce(${members.mobile}, ''), '\\D', '', 'g') like ${`%${digits}%`}`);
    where = and(where, or(...any));
  }
  const rows = await db
    .select()
    .from(members)
    .where(where)
    .orderBy(desc(members.id))
    .limit(PAGE_SIZE + 1)
    .offset((pageNo - 1) * PAGE_SIZE);
  return { list: rows.slice(0, PAGE_SIZE).map(memberSummary), hasMore: rows.length > PAGE_SIZE };
}

async function memberOf(db: DbOrTx, merchantId: number, id: number): Promise<MemberRow> {
  const [m] = await db.select().from(members).where(and(eq(members.id, id), eq(members.merchantId, merchantId)));
  if (!m) throw new NotFoundError('err_member_not_found');
  return m;
}

/** A member's profile for the console, with the last logins (address and browser) and the notes. */
export async function memberDetail(db: DbOrTx, merchantId: number, id: number) {
  const m = await memberOf(db, merchantId, id);
  const [upline] = m.uplineId ? await db.select({ username: members.username }).from(members).where(and(eq(members.merchantId, merchantId), eq(members.id, m.uplineId))) : [];
  const logins = await db
    .select({ ip: loginHistory.ip, userAgent: loginHistory.userAgent, at: loginHistory.createdAt })
    .from(loginHistory)
    .where(and(eq(loginHistory.merchantId, merchantId), eq(loginHistory.memberId, id)))
    .orderBy(desc(loginHistory.createdAt))
    .limit(20);
  return {
    ...memberSummary(m),
    upline: upline?.username ?? null,
    realName: m.payeeName,
    birthday: m.birthday,
    mobileVerified: !!m.mobileVerifiedAt,
    emailVerified: !!m.emailVerifiedAt,
    mustChangePassword: m.mustChangePassword,
    logins: logins.map((l) => ({ ip: l.ip, userAgent: l.userAgent, at: l.at.toISOString() })),
    notes: await listNotes(db, merchantId, id),
  };
}

/**
 * Locks (no login; every session and reset link ends at once) or unlocks a member. 409 err_member_status_same when it
 * is already so. Answers the status before and after, for the audit log.
 */
export async function setMemberStatus(db: Db, merchantId: number, id: number, status: 'active' | 'locked', now: Date) {
  return db.transaction(async (tx) => {
    const m = await memberOf(tx, merchantId, id);
    if (m.status === status) throw new ConflictError('err_member_status_same');
    await tx.update(members).set({ status }).where(and(eq(members.merchantId, merchantId), eq(members.id, id)));
    if (status === 'locked') await endMemberAccess({ id, merchantId }, now, tx);
    return { username: m.username, before: m.status, after: status };
  });
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A temporary password: 12 characters of letters and digits (always both), not a common one. */
export function temporaryPassword(): string {
  let p = '';
  while (!/[A-Za-z]/.test(p) || !/\d/.test(p)) p = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return p;
}

/**
 * The operator resets a member's login password: a temporary one (answered once, for the operator to pass on), that
 * the member must change at the next login; every session and reset link ends.
 */
export async function resetMemberPassword(db: Db, argon2: Argon2Cost, merchantId: number, id: number, now: Date) {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password, argon2);
  return db.transaction(async (tx) => {
    const m = await memberOf(tx, merchantId, id);
    await tx.update(members).set({ passwordHash, passwordChangedAt: now, mustChangePassword: true }).where(and(eq(members.merchantId, merchantId), eq(members.id, id)));
    await endMemberAccess({ id, merchantId }, now, tx);
    return { username: m.username, temporaryPassword: password };
  });
}

export async function listNotes(db: DbOrTx, merchantId: number, memberId: number) {
  const rows = await db
    .select()
    .from(memberNotes)
    .where(and(eq(memberNotes.merchantId, merchantId), eq(memberNotes.memberId, memberId)))
    .orderBy(desc(memberNotes.id))
    .limit(100);
  return rows.map((n) => ({ id: n.id, author: n.author, text: n.text, createdAt: n.createdAt.toISOString() }));
}

export async function addNote(db: DbOrTx, merchantId: number, memberId: number, author: string, text: string) {
  await memberOf(db, merchantId, memberId);
  const [n] = await db.insert(memberNotes).values({ merchantId, memberId, author, text }).returning();
  return { id: n.id, author: n.author, text: n.text, createdAt: n.createdAt.toISOString() };
}
