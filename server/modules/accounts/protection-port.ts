// Issue 20 (player protection): what the compliance module needs from accounts, without accounts importing it
// (issue 14 item 1: no module loops). Like access-revokers.ts, other modules register checks here at start:
// a login check (time-out, self-exclusion: the member sees until when) and a registration check (an excluded
// person cannot open a new account on any brand of the operator when mobile, e-mail or ID number match).
// Identities are compared on normalised keys: the full international number (phoneKey), the e-mail in lower
// case, the ID number without spaces or dashes in upper case.
import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { revokeMemberResets } from './member/reset-repo';
import { loginHistory, members } from './member/tables';
import { runAccessRevokers } from './session/access-revokers';
import { revokeMemberSessions } from './session/repo';
import { phoneKey } from './verification/phone-number';
import { verifyPassword } from '../../lib/crypto-password';

/** The keys an identity is matched on across brands; null where the member gave none. */
export interface IdentityKeys {
  mobileKey: string | null;
  email: string | null;
  idNumber: string | null;
}

export type LoginCheck = (member: { id: number; merchantId: number } & IdentityKeys, db: DbOrTx) => Promise<void>;
export type RegisterCheck = (who: { merchantId: number } & IdentityKeys, db: DbOrTx) => Promise<void>;

const loginChecks = new Set<LoginCheck>();
const registerChecks = new Set<RegisterCheck>();

/** A check that throws an AppError to refuse a login (after the password or code was right). */
export function onLoginCheck(check: LoginCheck): void {
  loginChecks.add(check);
}
/** A check that throws an AppError to refuse a registration (before anything is written). */
export function onRegisterCheck(check: RegisterCheck): void {
  registerChecks.add(check);
}

export async function runLoginChecks(member: { id: number; merchantId: number } & IdentityKeys, db: DbOrTx): Promise<void> {
  for (const check of loginChecks) await check(member, db);
}
export async function runRegisterChecks(who: { merchantId: number } & IdentityKeys, db: DbOrTx): Promise<void> {
  for (const check of registerChecks) await check(who, db);
}

const DEFAULT_CC = '60';
export const normaliseEmail = (e: string | null | undefined) => (e?.trim() ? e.trim().toLowerCase() : null);
export const normaliseIdNumber = (n: string | null | undefined) => {
  const v = (n ?? '').replace(/[\s-]/g, '').toUpperCase();
  return v || null;
};
export const mobileKeyOf = (mobile: string | null | undefined, countryDialingCode: string | null | undefined) => {
  if (!mobile?.replace(/\D/g, '')) return null;
  return phoneKey((countryDialingCode ?? '').replace(/\D/g, '') || DEFAULT_CC, mobile);
};

/** The identity keys of a member row (profile JSON holds the registration's idNumber). */
export function identityKeysOf(m: { mobile: string | null; countryDialingCode: string | null; email: string | null; profile: string | null }): IdentityKeys {
  let idNumber: string | null = null;
  try {
    idNumber = normaliseIdNumber((JSON.parse(m.profile ?? '{}') as { idNumber?: string }).idNumber);
  } catch {
    idNumber = null;
  }
  return { mobileKey: mobileKeyOf(m.mobile, m.countryDialingCode), email: normaliseEmail(m.email), idNumber };
}

/** What player protection reads of a member: identity keys, birthday and the start of the current session. */
export async function protectionProfile(merchantId: number, memberId: number, db: DbOrTx) {
  const [m] = await db
    .select({ mobile: members.mobile, countryDialingCode: members.countryDialingCode, email: members.email, profile: members.profile, birthday: members.birthday, lastLoginAt: members.lastLoginAt, username: members.username })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.merchantId, merchantId)));
  if (!m) return undefined;
  return { ...identityKeysOf(m), birthday: m.birthday, lastLoginAt: m.lastLoginAt, username: m.username };
}

/** Ends every session, launch token and reset link of the member (time-out, self-exclusion, session limit). */
export async function endMemberAccess(member: { id: number; merchantId: number }, now: Date, tx: DbOrTx): Promise<void> {
  await revokeMemberSessions(member.merchantId, member.id, now, tx);
  await runAccessRevokers(member, tx);
  await revokeMemberResets(member.merchantId, member.id, now, tx);
}

/** The member's login password is right (a time-out or self-exclusion is confirmed with it). */
export async function loginPasswordMatches(merchantId: number, memberId: number, password: string, db: DbOrTx): Promise<boolean> {
  const [m] = await db
    .select({ hash: members.passwordHash })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.merchantId, merchantId)));
  return !!m && (await verifyPassword(m.hash, password));
}

/** IP addresses from which at least `min` different members of a brand logged in since `since` (alert rule). */
export async function sharedLoginAddresses(merchantId: number, since: Date, min: number, db: DbOrTx): Promise<{ ip: string; memberIds: number[] }[]> {
  const rows = await db
    .select({ ip: loginHistory.ip, ids: sql<number[]>`array_agg(distinct ${loginHistory.memberId} order by ${loginHistory.memberId})` })
    .from(loginHistory)
    .where(and(eq(loginHistory.merchantId, merchantId), gte(loginHistory.createdAt, since), isNotNull(loginHistory.ip)))
    .groupBy(loginHistory.ip)
    .having(sql`count(distinct ${loginHistory.memberId}) >= ${min}`);
  return rows.map((r) => ({ ip: r.ip!, memberIds: r.ids.map(Number) }));
}
