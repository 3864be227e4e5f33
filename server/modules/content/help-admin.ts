// Operators manage the help centre (issue 19 item 2; spec §7 /wps/system/helpCenter: help items with a tag, title and
// content per language and device; the tags 'term' and 'agent' are the footer's terms and the affiliate page). Rich
// content is sanitised on write as the site's reads sanitise it (cleanText, as notices), so the preview is what players
// read. One article per tag in a language and device (the site's anchor, /help#term): a second is refused with 409.
// Every change and its audit row (before, after) are one transaction. The site reads help per request.
import type { OperatorHelpArticle } from '../../../schema/api/content';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/client';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { insertAudit, type Tenant } from '../tenancy';
import type { Actor } from './inbox-service';
import { checkBrandLanguage } from './language';
import { cleanText, type NoticeText } from './notice-admin';
import * as repo from './repo';
import { sanitizePlain, sanitizeRich } from './sanitize';

export const HELP_DEVICES = ['WEB'] as const;

export interface NewHelpInput extends NoticeText {
  language: string;
  tag: string;
  device?: (typeof HELP_DEVICES)[number];
  sortOrder?: number;
}

export type HelpChange = Partial<NewHelpInput>;

const KEYS = { title: 'err_help_title', empty: 'err_help_empty' };

export function toOperatorHelp(row: repo.HelpRow): OperatorHelpArticle {
  return {
    id: row.id,
    language: row.language,
    device: row.device,
    tag: row.tag,
    title: sanitizePlain(row.title),
    content: sanitizeRich(row.content),
    sortOrder: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
  };
}

export const previewHelp = (text: NoticeText): NoticeText => cleanText(text, KEYS);

const checkLanguage = (tenant: Tenant, language: string | undefined) => checkBrandLanguage(tenant, language, 'err_help_language');

/** A second article with the same tag in a language and device: refused, nothing written. */
async function uniqueTag<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw new ConflictError('err_help_tag_taken', 'help_tag_taken');
    throw err;
  }
}

export async function listHelpArticles(db: DbOrTx, tenant: Tenant, filter: { language?: string; tag?: string }): Promise<OperatorHelpArticle[]> {
  return (await repo.listAllHelp(tenant.merchantId, filter, db)).map(toOperatorHelp);
}

export async function createHelp(db: Db, tenant: Tenant, who: Actor, input: NewHelpInput, now: Date): Promise<OperatorHelpArticle> {
  checkLanguage(tenant, input.language);
  const text = previewHelp(input);
  return uniqueTag(() =>
    db.transaction(async (tx) => {
      const row = await repo.insertHelpArticle(
        { merchantId: tenant.merchantId, language: input.language, device: input.device ?? 'WEB', tag: input.tag, ...text, sortOrder: input.sortOrder ?? 0, createdAt: now },
        tx,
      );
      const after = toOperatorHelp(row);
      await insertAudit(tenant.merchantId, { actor: who.actor, ip: who.ip, action: 'content.help.create', detail: { helpId: row.id, before: null, after } }, tx);
      return after;
    }),
  );
}

async function lockedHelp(tenant: Tenant, id: number, tx: DbOrTx): Promise<repo.HelpRow> {
  const row = await repo.findHelpForUpdate(tenant.merchantId, id, tx);
  if (!row) throw new NotFoundError('err_help_not_found');
  return row;
}

export async function changeHelp(db: Db, tenant: Tenant, who: Actor, id: number, change: HelpChange): Promise<OperatorHelpArticle> {
  checkLanguage(tenant, change.language);
  return uniqueTag(() =>
    db.transaction(async (tx) => {
      const current = await lockedHelp(tenant, id, tx);
      const text = previewHelp({ title: change.title ?? current.title, content: change.content ?? current.content });
      const { title: _t, content: _c, ...rest } = change;
      const row = await repo.updateHelp(tenant.merchantId, id, { ...text, ...rest }, tx);
      const after = toOperatorHelp(row);
      await insertAudit(tenant.merchantId, { actor: who.actor, ip: who.ip, action: 'content.help.update', detail: { helpId: id, before: toOperatorHelp(current), after } }, tx);
      return after;
    }),
  );
}

export async function deleteHelpArticle(db: Db, tenant: Tenant, who: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedHelp(tenant, id, tx);
    await repo.deleteHelp(tenant.merchantId, id, tx);
    await insertAudit(tenant.merchantId, { actor: who.actor, ip: who.ip, action: 'content.help.delete', detail: { helpId: id, before: toOperatorHelp(before), after: null } }, tx);
  });
}
