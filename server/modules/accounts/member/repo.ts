// SQL for members. Every query is scoped by merchant_id; the service passes a tx as the last argument.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { members } from './tables';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

export async function insertMember(values: NewMember, db: DbOrTx): Promise<MemberRow> {
  const [row] = await db.insert(members).values(values).returning();
  return row;
}

export async function findById(merchantId: number, id: number, db: DbOrTx): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(and(eq(members.merchantId, merchantId), eq(members.id, id))).limit(1);
  return row;
}

export async function findByUsername(merchantId: number, username: string, db: DbOrTx): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), sql`lower(${members.username}) = lower(${username})`))
    .limit(1);
  return row;
}

/** Members whose stored national number is one of `nationals` (written with or without the trunk 0). */
export async function findByNationalNumbers(merchantId: number, nationals: string[], db: DbOrTx): Promise<MemberRow[]> {
  if (!nationals.length) return [];
  return db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), inArray(members.mobile, nationals)))
    .orderBy(members.id)
    .limit(10);
}

export async function findByAffiliateCode(merchantId: number, code: string, db: DbOrTx): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), sql`upper(${members.affiliateCode}) = upper(${code})`))
    .limit(1);
  return row;
}

export async function updateMember(merchantId: number, id: number, values: Partial<NewMember>, db: DbOrTx): Promise<void> {
  await db.update(members).set(values).where(and(eq(members.merchantId, merchantId), eq(members.id, id)));
}

export async function countMembers(merchantId: number, db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(members).where(eq(members.merchantId, merchantId));
  return Number(row.n);
}

export async function listDownlines(merchantId: number, uplineId: number, limit: number, offset: number, db: DbOrTx) {
  const where = and(eq(members.merchantId, merchantId), eq(members.uplineId, uplineId));
  const rows = await db
    .select({ id: members.id, username: members.username, nickname: members.nickname, isAgent: members.isAgent, createdAt: members.createdAt })
    .from(members)
    .where(where)
    .orderBy(members.id)
    .limit(limit)
    .offset(offset);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(members).where(where);
  return { rows, total: Number(n) };
}
