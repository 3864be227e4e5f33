// Issue 20 item 4: identity checks (KYC). The player uploads an ID, a proof of address and a selfie (PNG, JPG or
// PDF, read from the bytes, at most 5 MB); each document is pending until the operator verifies or rejects it
// (with a reason). Identity is verified once an ID document is verified. A withdrawal above the brand's
// threshold, or withdrawals over its period summing above the cumulative threshold, need verified identity.
// Documents live in the database only and are read through the member's own or the operator's authenticated
// routes: never a public path, never another member's.
import { and, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, BadRequestError, NotFoundError } from '../../lib/errors';
import { sniffImage } from '../../lib/image-upload';
import { usernamesByIds } from '../accounts';
import type { Tenant } from '../tenancy';
import { insertAudit } from '../tenancy';
import { memberWithdrawnSince } from '../wallet';
import { kycDocuments } from './tables';

export const KYC_KINDS = ['id', 'address', 'selfie'] as const;
export type KycKind = (typeof KYC_KINDS)[number];
export type KycStatus = 'none' | 'pending' | 'verified' | 'rejected';
export const KYC_MAX_BYTES = 5 * 1024 * 1024;
export const DEFAULT_KYC_THRESHOLD = 100_000;
export const DEFAULT_KYC_CUMULATIVE = 500_000;
export const DEFAULT_KYC_DAYS = 30;

const DATA_URL = /^data:(image\/png|image\/jpeg|image\/jpg|application\/pdf);base64,([A-Za-z0-9+/]+={0,2})$/;
type DocMime = 'image/png' | 'image/jpeg' | 'application/pdf';

/** A PNG, JPEG or PDF data URL of at most 5 MB; the type comes from the bytes (magic numbers). */
export function decodeDocument(text: string): { ok: true; mime: DocMime; data: Buffer } | { ok: false; reason: 'format' | 'size' } {
  const m = DATA_URL.exec(text);
  if (!m) return { ok: false, reason: 'format' };
  const padding = m[2].endsWith('==') ? 2 : m[2].endsWith('=') ? 1 : 0;
  if ((m[2].length / 4) * 3 - padding > KYC_MAX_BYTES) return { ok: false, reason: 'size' };
  const data = Buffer.from(m[2], 'base64');
  const mime: DocMime | null = data.subarray(0, 5).toString('latin1') === '%PDF-' ? 'application/pdf' : sniffImage(data);
  if (!mime) return { ok: false, reason: 'format' };
  return { ok: true, mime, data };
}

const docView = (d: Omit<typeof kycDocuments.$inferSelect, 'data'>) => ({
  id: d.id,
  kind: d.kind,
  mime: d.mime,
  size: d.size,
  status: d.status,
  reason: d.reason,
  createdAt: d.createdAt.toISOString(),
  reviewedAt: d.reviewedAt?.toISOString() ?? null,
});
const withoutData = {
  id: kycDocuments.id,
  merchantId: kycDocuments.merchantId,
  memberId: kycDocuments.memberId,
  kind: kycDocuments.kind,
  mime: kycDocuments.mime,
  size: kycDocuments.size,
  status: kycDocuments.status,
  reason: kycDocuments.reason,
  reviewedBy: kycDocuments.reviewedBy,
  reviewedAt: kycDocuments.reviewedAt,
  createdAt: kycDocuments.createdAt,
};

/** The member's identity status: verified once an ID is verified; else pending while any waits; else rejected or none. */
export function kycStatusOf(docs: { kind: string; status: string }[]): KycStatus {
  if (docs.some((d) => d.kind === 'id' && d.status === 'verified')) return 'verified';
  if (docs.some((d) => d.status === 'pending')) return 'pending';
  return docs.length ? 'rejected' : 'none';
}

export async function memberKyc(db: DbOrTx, merchantId: number, memberId: number) {
  const docs = await db.select(withoutData).from(kycDocuments).where(and(eq(kycDocuments.merchantId, merchantId), eq(kycDocuments.memberId, memberId))).orderBy(desc(kycDocuments.id));
  return { status: kycStatusOf(docs), documents: docs.map(docView) };
}

export async function uploadDocument(db: Db, merchantId: number, memberId: number, input: { kind: KycKind; file: string }, now: Date) {
  const decoded = decodeDocument(input.file);
  if (!decoded.ok) throw new BadRequestError(decoded.reason === 'size' ? 'err_kyc_file_size' : 'err_kyc_file_type', { maxBytes: KYC_MAX_BYTES }, 'bad_kyc_file');
  const status = await memberKyc(db, merchantId, memberId);
  if (status.documents.some((d) => d.kind === input.kind && d.status === 'pending')) throw new AppError(409, 'kyc_pending', 'err_kyc_pending');
  const [row] = await db
    .insert(kycDocuments)
    .values({ merchantId, memberId, kind: input.kind, mime: decoded.mime, size: decoded.data.length, data: decoded.data, status: 'pending', createdAt: now })
    .returning(withoutData);
  return docView(row);
}

/** One document's bytes: the member's own (memberId given) or any of the brand's (operator). */
export async function documentFile(db: DbOrTx, merchantId: number, id: number, memberId?: number) {
  const [row] = await db
    .select({ mime: kycDocuments.mime, data: kycDocuments.data })
    .from(kycDocuments)
    .where(and(eq(kycDocuments.merchantId, merchantId), eq(kycDocuments.id, id), memberId === undefined ? undefined : eq(kycDocuments.memberId, memberId)));
  if (!row) throw new NotFoundError('err_kyc_not_found');
  return row;
}

export async function operatorDocuments(db: DbOrTx, merchantId: number, status: string | undefined, limit: number) {
  const rows = await db
    .select(withoutData)
    .from(kycDocuments)
    .where(and(eq(kycDocuments.merchantId, merchantId), status ? eq(kycDocuments.status, status as 'pending') : undefined))
    .orderBy(desc(kycDocuments.id))
    .limit(limit);
  const names = await usernamesByIds(merchantId, rows.map((r) => r.memberId), db);
  return rows.map((r) => ({ ...docView(r), memberId: r.memberId, username: names.get(r.memberId) ?? null, fileUrl: `/api/operator/kyc/documents/${r.id}/file` }));
}

/** The operator's decision on a pending document (a decided one answers 409), audited in its transaction. */
export async function reviewDocument(db: Db, merchantId: number, id: number, input: { decision: 'verified' | 'rejected'; reason?: string }, who: { actor: string; ip: string | null }, now: Date) {
  if (input.decision === 'rejected' && !input.reason?.trim()) throw new BadRequestError('err_kyc_reason_required', undefined, 'reason_required');
  return db.transaction(async (tx) => {
    const [doc] = await tx.select(withoutData).from(kycDocuments).where(and(eq(kycDocuments.merchantId, merchantId), eq(kycDocuments.id, id))).for('update');
    if (!doc) throw new NotFoundError('err_kyc_not_found');
    if (doc.status !== 'pending') throw new AppError(409, 'kyc_decided', 'err_kyc_decided', { status: doc.status });
    const [row] = await tx
      .update(kycDocuments)
      .set({ status: input.decision, reason: input.reason?.trim() || null, reviewedBy: who.actor, reviewedAt: now })
      .where(and(eq(kycDocuments.merchantId, merchantId), eq(kycDocuments.id, id)))
      .returning(withoutData);
    await insertAudit(merchantId, { actor: who.actor, ip: who.ip, action: `kyc.${input.decision}`, detail: { documentId: id, memberId: doc.memberId, kind: doc.kind, reason: input.reason ?? null } }, tx);
    return { ...docView(row), memberId: row.memberId };
  });
}

export function kycThresholds(tenant: Tenant) {
  const rg = tenant.manifest.responsibleGaming;
  return { single: rg.kycWithdrawalThreshold ?? DEFAULT_KYC_THRESHOLD, cumulative: rg.kycCumulativeThreshold ?? DEFAULT_KYC_CUMULATIVE, days: rg.kycCumulativeDays ?? DEFAULT_KYC_DAYS };
}

/** A withdrawal above the single or cumulative threshold without verified identity: 403 err_kyc_required. */
export async function withdrawalKycRefusal(db: DbOrTx, tenant: Tenant, memberId: number, amount: number, now: Date): Promise<void> {
  const t = kycThresholds(tenant);
  const over = amount > t.single || (await memberWithdrawnSince(db, tenant.merchantId, memberId, new Date(now.getTime() - t.days * 86_400_000))) + amount > t.cumulative;
  if (!over) return;
  const { status } = await memberKyc(db, tenant.merchantId, memberId);
  if (status !== 'verified') throw new AppError(403, 'kyc_required', 'err_kyc_required', { threshold: t.single, cumulative: t.cumulative, days: t.days, status });
}
