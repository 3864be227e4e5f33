// SQL for SMS verification codes and the outboxes.
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { emailOutbox } from '../member/tables';
import { smsOutbox, verificationCodes } from './tables';

export type CodeRow = typeof verificationCodes.$inferSelect;

export async function insertCode(values: typeof verificationCodes.$inferInsert, db: DbOrTx): Promise<void> {
  await db.insert(verificationCodes).values(values);
}

/** Codes sent since `since` to this number (any purpose) and from this IP. */
export async function recentCounts(merchantId: number, mobile: string, ip: string | null, since: Date, db: DbOrTx) {
  const [byMobile] = await db
    .select({ n: sql<number>`count(*)::int`, last: sql<string | null>`max(${verificationCodes.createdAt})` })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.merchantId, merchantId), eq(verificationCodes.mobile, mobile), gt(verificationCodes.createdAt, since)));
  const [byIp] = ip
    ? await db
        .select({ n: sql<number>`count(*)::int`, last: sql<string | null>`max(${verificationCodes.createdAt})` })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.ip, ip), gt(verificationCodes.createdAt, since)))
    : [{ n: 0, last: null }];
  const toDate = (v: string | Date | null) => (v ? new Date(v) : null);
  return { mobileCount: Number(byMobile.n), mobileLast: toDate(byMobile.last), ipCount: Number(byIp.n), ipLast: toDate(byIp.last) };
}

/** The newest unused code for (merchant, purpose, mobile), expired or not. */
export async function latestUnusedCode(merchantId: number, purpose: string, mobile: string, db: DbOrTx): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(eq(verificationCodes.merchantId, merchantId), eq(verificationCodes.purpose, purpose), eq(verificationCodes.mobile, mobile), isNull(verificationCodes.usedAt)),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  return row;
}

export async function bumpAttempts(merchantId: number, id: number, db: DbOrTx): Promise<number> {
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.merchantId, merchantId), eq(verificationCodes.id, id)))
    .returning({ attempts: verificationCodes.attempts });
  return row?.attempts ?? 0;
}

/** Marks a code used; false when another request used it first. */
export async function useCode(merchantId: number, id: number, now: Date, db: DbOrTx): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.merchantId, merchantId), eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

export async function listSmsOutbox(merchantId: number, limit: number, db: DbOrTx) {
  return db.select().from(smsOutbox).where(eq(smsOutbox.merchantId, merchantId)).orderBy(desc(smsOutbox.id)).limit(limit);
}

export async function listEmailOutbox(merchantId: number, limit: number, db: DbOrTx) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.merchantId, merchantId)).orderBy(desc(emailOutbox.id)).limit(limit);
}

/**
 * Deletes SMS codes made before `before` (job accounts.verification-codes.purge). The hourly caps count rows of
 * the last hour, so the job keeps a day of them.
 */
export async function purgeOldCodes(before: Date, db: DbOrTx): Promise<number> {
  return (await db.delete(verificationCodes).where(and(lt(verificationCodes.createdAt, before), lt(verificationCodes.expiresAt, before))).returning({ id: verificationCodes.id })).length;
}
