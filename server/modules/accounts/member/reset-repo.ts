// SQL for e-mail password reset tokens (sha256, one use, expiry).
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { passwordResets } from './tables';

export async function insertReset(values: typeof passwordResets.$inferInsert, db: DbOrTx): Promise<void> {
  await db.insert(passwordResets).values(values);
}

export async function findLiveReset(merchantId: number, tokenHash: string, now: Date, db: DbOrTx) {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.merchantId, merchantId), eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .limit(1);
  return row;
}

export async function useReset(merchantId: number, id: number, now: Date, db: DbOrTx): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.merchantId, merchantId), eq(passwordResets.id, id), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  return rows.length === 1;
}

/** Uses up every outstanding reset link of a member (issue 24 item 5). */
export async function revokeMemberResets(merchantId: number, memberId: number, now: Date, db: DbOrTx): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.merchantId, merchantId), eq(passwordResets.memberId, memberId), isNull(passwordResets.usedAt)));
}

/** Deletes reset links that expired before `before` (job accounts.password-resets.purge); returns how many. */
export async function purgeExpiredResets(before: Date, db: DbOrTx): Promise<number> {
  return (await db.delete(passwordResets).where(lt(passwordResets.expiresAt, before)).returning({ id: passwordResets.id })).length;
}
