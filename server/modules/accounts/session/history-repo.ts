// SQL for the login history (issue 15 item 2) and the member's live sessions. Every query is scoped by merchant and member.
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { loginHistory, sessions } from '../member/tables';

export type LoginHistoryRow = typeof loginHistory.$inferSelect;

export async function insertLoginHistory(values: typeof loginHistory.$inferInsert, db: DbOrTx): Promise<void> {
  await db.insert(loginHistory).values(values);
}

export async function listLoginHistory(merchantId: number, memberId: number, limit: number, offset: number, db: DbOrTx) {
  const where = and(eq(loginHistory.merchantId, merchantId), eq(loginHistory.memberId, memberId));
  const rows = await db.select().from(loginHistory).where(where).orderBy(desc(loginHistory.createdAt), desc(loginHistory.id)).limit(limit).offset(offset);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(loginHistory).where(where);
  return { rows, total: Number(n) };
}

/** Ids of the member's live sessions (not revoked, not expired) among `ids`. */
export async function liveSessionIds(merchantId: number, memberId: number, ids: number[], now: Date, db: DbOrTx): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.merchantId, merchantId), eq(sessions.memberId, memberId), inArray(sessions.id, ids), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return new Set(rows.map((r) => r.id));
}

/** How many live sessions the member has besides the one with `tokenHash`. */
export async function countOtherLiveSessions(merchantId: number, memberId: number, tokenHash: string, now: Date, db: DbOrTx): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(
      and(eq(sessions.merchantId, merchantId), eq(sessions.memberId, memberId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), sql`${sessions.tokenHash} <> ${tokenHash}`),
    );
  return Number(n);
}

export async function sessionIdOf(merchantId: number, tokenHash: string, db: DbOrTx): Promise<number | undefined> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.merchantId, merchantId), eq(sessions.tokenHash, tokenHash)))
    .limit(1);
  return row?.id;
}
