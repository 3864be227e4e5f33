// SQL for operator overrides (merchant_settings) and the audit log. Repositories never open transactions.
import { and, desc, eq, ilike, like } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog, merchantSettings } from './tables';

export async function readSettings(merchantId: number, prefix: string | undefined, db: DbOrTx): Promise<Map<string, unknown>> {
  const where = prefix
    ? and(eq(merchantSettings.merchantId, merchantId), like(merchantSettings.key, `${prefix.replace(/[%_\\]/g, '\\$&')}%`))
    : eq(merchantSettings.merchantId, merchantId);
  const rows = await db.select({ key: merchantSettings.key, value: merchantSettings.value }).from(merchantSettings).where(where);
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function readSetting<T>(merchantId: number, key: string, db: DbOrTx): Promise<T | undefined> {
  const [row] = await db
    .select({ value: merchantSettings.value })
    .from(merchantSettings)
    .where(and(eq(merchantSettings.merchantId, merchantId), eq(merchantSettings.key, key)));
  return row?.value as T | undefined;
}

/** One setting with its row locked until the end of the transaction ('update' or 'share'). */
export async function readSettingLocked<T>(merchantId: number, key: string, mode: 'update' | 'share', tx: DbOrTx): Promise<T | undefined> {
  const [row] = await tx
    .select({ value: merchantSettings.value })
    .from(merchantSettings)
    .where(and(eq(merchantSettings.merchantId, merchantId), eq(merchantSettings.key, key)))
    .for(mode);
  return row?.value as T | undefined;
}

export async function upsertSetting(merchantId: number, key: string, value: unknown, db: DbOrTx): Promise<void> {
  await db
    .insert(merchantSettings)
    .values({ merchantId, key, value })
    .onConflictDoUpdate({ target: [merchantSettings.merchantId, merchantSettings.key], set: { value, updatedAt: new Date() } });
}

export async function deleteSetting(merchantId: number, key: string, db: DbOrTx): Promise<void> {
  await db.delete(merchantSettings).where(and(eq(merchantSettings.merchantId, merchantId), eq(merchantSettings.key, key)));
}

export interface AuditEntry {
  actor: string;
  action: string;
  detail: Record<string, unknown>;
  ip?: string | null;
}

export async function insertAudit(merchantId: number, entry: AuditEntry, db: DbOrTx): Promise<void> {
  await db.insert(auditLog).values({ merchantId, actor: entry.actor, action: entry.action, detail: entry.detail, ip: entry.ip ?? null });
}

/** `text` as a LIKE pattern that matches it anywhere, its own % _ \ taken literally. */
const containing = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

/** The brand's audit log, newest first; `filter`: entries whose action / actor contain the text (any case). */
export async function listAudit(merchantId: number, limit: number, db: DbOrTx, filter: { action?: string; actor?: string } = {}) {
  const where = and(
    eq(auditLog.merchantId, merchantId),
    filter.action ? ilike(auditLog.action, containing(filter.action)) : undefined,
    filter.actor ? ilike(auditLog.actor, containing(filter.actor)) : undefined,
  );
  return db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(limit);
}
