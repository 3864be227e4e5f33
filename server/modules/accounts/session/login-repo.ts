// Failed-login counters (per merchant and lower-cased username).
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { loginFailures } from './tables';

export async function addFailure(merchantId: number, username: string, now: Date, db: DbOrTx): Promise<number> {
  const [row] = await db
    .insert(loginFailures)
    .values({ merchantId, username: username.toLowerCase(), failures: 1, updatedAt: now })
    .onConflictDoUpdate({ target: [loginFailures.merchantId, loginFailures.username], set: { failures: sql`${loginFailures.failures} + 1`, updatedAt: now } })
    .returning({ failures: loginFailures.failures });
  return row.failures;
}

export async function clearFailures(merchantId: number, username: string, db: DbOrTx): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.merchantId, merchantId), eq(loginFailures.username, username.toLowerCase())));
}
