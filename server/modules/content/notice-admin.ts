// Operators manage notices and popups (spec §3 Notice and notice response: player notices, popup, promotion; issue 19
// item 2). Rich content is sanitised on write exactly as the site's reads sanitise it (sanitize.ts), so what an
// operator previews (previewNotice) is what players see. Every change and its audit row (before, after) are one
// transaction. The site reads notices per request (GET /wps/content/notices), so nothing is cached to drop.
import type { OperatorNotice } from '../../../schema/api/content';
import type { Db, DbOrTx } from '../../db/client';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { insertAudit, type Tenant } from '../tenancy';
import type { Actor } from './inbox-service';
import { checkBrandLanguage } from './language';
import * as repo from './repo';
import { sanitizePlain, sanitizeRich } from './sanitize';

export type NoticeKind = repo.NoticeRow['kind'];

export interface NoticeText {
  title: string;
  content: string;
}

export interface NewNoticeInput extends NoticeText {
  kind: NoticeKind;
  language: string;
  sortOrder?: number;
}

export type NoticeChange = Partial<NewNoticeInput>;

export function toOperatorNotice(row: repo.NoticeRow): OperatorNotice {
  return { id: row.id, kind: row.kind, language: row.language, title: sanitizePlain(row.title), content: sanitizeRich(row.content), sortOrder: row.sortOrder, createdAt: row.createdAt.toISOString() };
}

/**
 * The title and content as the site will show them; refused (with the content kind's keys: notices, help articles)
 * when nothing of either is left.
 */
export function cleanText(text: NoticeText, keys = { title: 'err_notice_title', empty: 'err_notice_empty' }): NoticeText {
  const title = sanitizePlain(text.title).trim();
  const content = sanitizeRich(text.content).trim();
  if (!title) throw new BadRequestError(keys.title, undefined, 'validation_failed');
  if (!content) throw new BadRequestError(keys.empty, undefined, 'validation_failed');
  return { title, content };
}

export const previewNotice = (text: NoticeText): NoticeText => cleanText(text);

const checkLanguage = (tenant: Tenant, language: string | undefined) => checkBrandLanguage(tenant, language, 'err_notice_language');

export async function listNotices(db: DbOrTx, tenant: Tenant, filter: { kind?: string; language?: string }): Promise<OperatorNotice[]> {
  return (await repo.listAllNotices(tenant.merchantId, filter, db)).map(toOperatorNotice);
}

export async function createNotice(db: Db, tenant: Tenant, who: Actor, input: NewNoticeInput, now: Date): Promise<OperatorNotice> {
  checkLanguage(tenant, input.language);
  const text = previewNotice(input);
  return db.transaction(async (tx) => {
    const row = await repo.insertNotice({ merchantId: tenant.merchantId, kind: input.kind, language: input.language, ...text, sortOrder: input.sortOrder ?? 0, createdAt: now }, tx);
    const after = toOperatorNotice(row);
    await insertAudit(tenant.merchantId, { actor: who.actor, ip: who.ip, action: 'content.notice.create', detail: { noticeId: row.id, before: null, after } }, tx);
    return after;
  });
}

async function lockedNotice(tenant: Tenant, id: number, tx: DbOrTx): Promise<repo.NoticeRow> {
  const row = await repo.findNoticeForUpdate(tenant.merchantId, id, tx);
  if (!row) throw new NotFoundError('err_notice_not_found');
  return row;
}

export async function changeNotice(db: Db, tenant: Tenant, who: Actor, id: number, change: NoticeChange): Promise<OperatorNotice> {
  checkLanguage(tenant, change.language);
  return db.transaction(async (tx) => {
    const current = await lockedNotice(tenant, id, tx);
    const text = previewNotice({ title: change.title ?? current.title, content: change.content ?? current.content });
    const row = await repo.updateNotice(
      tenant.merchantId,
      id,
      {
        ...text,
        ...(change.kind === undefined ? {} : { kind: change.kind }),
        ...(change.language === undefined ? {} : { language: change.language }),
        ...(change.sortOrder === undefined ? {} : { sortOrder: change.sortOrder }),
      },
      tx,
    );
    const after = toOperatorNotice(row);
    await insertAudit(tenant.merchantId, { actor: who.actor, ip: who.ip, action: 'content.notice.update', detail: { noticeId: id, before: toOperatorNotice(current), after } }, tx);
    return after;
  });
}

export async function deleteNotice(db: Db, tenant: Tenant, who: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedNotice(tenant, id, tx);
    await repo.deleteNotice(tenant.merchantId, id, tx);
    await insertAudit(tenant.merchantId, { actor: who.actor, ip: who.ip, action: 'content.notice.delete', detail: { noticeId: id, before: toOperatorNotice(before), after: null } }, tx);
  });
}
