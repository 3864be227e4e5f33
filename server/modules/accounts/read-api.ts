// The accounts module's read API for other modules (issue 14 item 1): members by id or username, their
// identity and flags, and the payment-password hash the wallet keeps its rules on. Other modules call
// these (through ./index.ts) instead of selecting from the accounts tables.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
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

export async function getMemberByUsername(merchantId: number, username: string, db: DbOrTx): Promise<MemberIdentity | undefined> {
  const [row] = await db.select(identity).from(members).where(and(eq(members.merchantId, merchantId), eq(members.username, username)));
  return row;
}

/** Members of a brand among `usernames` (absent names are left out). */
export async function getMembersByUsernames(merchantId: number, usernames: string[], db: DbOrTx): Promise<MemberIdentity[]> {
  if (!usernames.length) return [];
  return db.select(identity).from(members).where(and(eq(members.merchantId, merchantId), inArray(members.username, usernames)));
}

/** Usernames by member id (ids that do not exist are left out). */
export async function usernamesByIds(ids: number[], db: DbOrTx): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db.select({ id: members.id, username: members.username }).from(members).where(inArray(members.id, unique));
  return new Map(rows.map((r) => [r.id, r.username]));
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
