// SQL for sessions (tokens stored as sha256). The service opens transactions and passes them in.
import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { members, sessions } from '../member/tables';

export interface SessionMember {
  id: number;
  merchantId: number;
  username: string;
  isAgent: number;
}

/** A live session of this merchant (not revoked, not expired) and its member, or undefined. */
export async function findLiveSession(tokenHash: string, merchantId: number, now: Date, db: DbOrTx): Promise<SessionMember | undefined> {
  const [row] = await db
    .select({ id: members.id, merchantId: members.merchantId, username: members.username, isAgent: members.isAgent, status: members.status })
    .from(sessions)
    .innerJoin(members, and(eq(members.merchantId, sessions.merchantId), eq(members.id, sessions.memberId)))
    .where(
      and(
        eq(sessions.merchantId, merchantId),
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row || row.status !== 'active') return undefined;
  return { id: row.id, merchantId: row.merchantId, username: row.username, isAgent: row.isAgent };
}

export async function insertSession(
  values: { tokenHash: string; memberId: number; merchantId: number; ip: string | null; expiresAt: Date },
  db: DbOrTx,
): Promise<number> {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row.id;
}

/** Revokes every live session of a member (after a password change or reset), except `keepTokenHash`. */
export async function revokeMemberSessions(merchantId: number, memberId: number, now: Date, db: DbOrTx, keepTokenHash?: string): Promise<void> {
  const live = and(eq(sessions.merchantId, merchantId), eq(sessions.memberId, memberId), isNull(sessions.revokedAt));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(keepTokenHash ? and(live, ne(sessions.tokenHash, keepTokenHash)) : live);
}

/** Deletes sessions that expired before `before` (job accounts.sessions.purge); returns how many. */
export async function purgeExpiredSessions(before: Date, db: DbOrTx): Promise<number> {
  return (await db.delete(sessions).where(lt(sessions.expiresAt, before)).returning({ id: sessions.id })).length;
}
