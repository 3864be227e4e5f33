// Content rules: language fallback, active announcements, inbox ownership, feedback limits (spec §5, §9).
import type { Announcement, AnnouncementType, Banner, FeedbackItem, HelpItem, InboxPage, NoticeResponse } from '../../../schema/api/content';
import { countWords, FEEDBACK_LIMITS } from '../../../schema/api/content';
import type { Db, DbOrTx } from '../../db/client';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import type { Tenant } from '../tenancy';
import { contentLanguage } from './language';
import * as repo from './repo';
import { sanitizePlain, sanitizeRich } from './sanitize';

export function bannerUrl(row: repo.BannerRow): string {
  return row.imageSvg ? `/wps/content/banner-image/${row.id}` : row.imageUrl;
}

function toBanner(row: repo.BannerRow): Banner {
  return { bannerId: row.id, groupName: row.groupName, title: sanitizePlain(row.title), url: bannerUrl(row), linkageType: row.linkageType, linkUrl: row.linkUrl };
}

export async function getBanners(tenant: Tenant, groupName: string | undefined, db: DbOrTx): Promise<Banner[]> {
  return (await repo.listBanners(tenant.merchantId, groupName, db)).map(toBanner);
}

/** Rows in the asked language, else the brand's default language. */
async function withFallback<T>(tenant: Tenant, lang: string | undefined, load: (language: string) => Promise<T[]>): Promise<T[]> {
  const language = contentLanguage(lang, tenant);
  const rows = await load(language);
  if (rows.length || language === tenant.manifest.languages.default) return rows;
  return load(tenant.manifest.languages.default);
}

export async function getNotices(tenant: Tenant, lang: string | undefined, db: DbOrTx): Promise<NoticeResponse> {
  const rows = await withFallback(tenant, lang, (l) => repo.listNotices(tenant.merchantId, l, db));
  const of = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => ({ id: r.id, title: sanitizePlain(r.title), content: sanitizeRich(r.content) }));
  return { player: of('player'), banners: await getBanners(tenant, undefined, db), popup: of('popup'), promotion: of('promotion') };
}

export interface AnnouncementQuery {
  types?: AnnouncementType[];
  platform?: string;
  executionType?: string;
  language?: string;
}

export async function getAnnouncements(tenant: Tenant, q: AnnouncementQuery, now: Date, db: DbOrTx): Promise<Announcement[]> {
  const types = q.types?.length ? q.types : ['B', 'PL', 'PU', 'PR', 'H'];
  const rows = await withFallback(tenant, q.language, (l) => repo.listAnnouncements(tenant.merchantId, l, types, q.platform ?? 'W', q.executionType ?? 'B', now, db));
  return rows.map((r) => ({
    id: r.id,
    type: r.type as AnnouncementType,
    platform: r.platform,
    executionType: r.executionType,
    title: sanitizePlain(r.title),
    content: sanitizeRich(r.content),
    startTime: r.startAt.toISOString(),
    endTime: r.endAt?.toISOString() ?? null,
  }));
}

export async function getHelp(tenant: Tenant, lang: string | undefined, device: string, db: DbOrTx): Promise<HelpItem[]> {
  const rows = await withFallback(tenant, lang, (l) => repo.listHelp(tenant.merchantId, l, device, db));
  return rows.map((r) => ({ id: r.id, tag: r.tag, title: sanitizePlain(r.title), content: sanitizeRich(r.content) }));
}

// Inbox ------------------------------------------------------------------------------------------

export async function getInbox(tenant: Tenant, memberId: number, pageNo: number, pageSize: number, db: DbOrTx): Promise<InboxPage> {
  const rows = await repo.listInbox(tenant.merchantId, memberId, pageSize, (pageNo - 1) * pageSize, db);
  const { total, unread } = await repo.countInbox(tenant.merchantId, memberId, db);
  return {
    list: rows.map((r) => ({ id: r.id, title: sanitizePlain(r.title), content: sanitizeRich(r.content), read: r.readAt !== null, createdAt: r.createdAt.toISOString() })),
    totalPages: Math.ceil(total / pageSize),
    unread,
  };
}

export async function readInboxMessage(tenant: Tenant, memberId: number, id: number, db: DbOrTx) {
  const r = await repo.findInbox(tenant.merchantId, memberId, id, db);
  if (!r) throw new NotFoundError('err_message_not_found');
  return { id: r.id, title: sanitizePlain(r.title), content: sanitizeRich(r.content), read: r.readAt !== null, createdAt: r.createdAt.toISOString() };
}

export async function markRead(tenant: Tenant, memberId: number, id: number, now: Date, db: DbOrTx): Promise<void> {
  await readInboxMessage(tenant, memberId, id, db); // 404 when not this member's
  await repo.markInboxRead(tenant.merchantId, memberId, id, now, db);
}

export async function deleteMessage(tenant: Tenant, memberId: number, id: number, now: Date, db: DbOrTx): Promise<void> {
  if (!(await repo.softDeleteInbox(tenant.merchantId, memberId, id, now, db))) throw new NotFoundError('err_message_not_found');
}

export async function unreadCount(tenant: Tenant, memberId: number, db: DbOrTx): Promise<number> {
  return (await repo.countInbox(tenant.merchantId, memberId, db)).unread;
}

// Feedback ---------------------------------------------------------------------------------------

export interface FeedbackImageInput {
  data: Buffer;
  /** Declared by the client; never trusted: the type comes from the magic bytes. */
  declaredName?: string;
}

/** PNG or JPEG by magic bytes; anything else is refused whatever its name or content type says. */
export function sniffImage(data: Buffer): 'image/png' | 'image/jpeg' | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  return null;
}

export function checkFeedback(content: string, remarks: string, images: FeedbackImageInput[]): ('image/png' | 'image/jpeg')[] {
  const words = countWords(content.trim());
  if (words === 0) throw new BadRequestError('err_feedback_empty', undefined, 'validation_failed');
  if (words < FEEDBACK_LIMITS.minWords || words > FEEDBACK_LIMITS.maxWords) {
    throw new BadRequestError('err_feedback_words', { min: FEEDBACK_LIMITS.minWords, max: FEEDBACK_LIMITS.maxWords, words }, 'validation_failed');
  }
  if ([...remarks].length > FEEDBACK_LIMITS.remarksMaxChars) throw new BadRequestError('err_feedback_remarks', { max: FEEDBACK_LIMITS.remarksMaxChars }, 'validation_failed');
  if (images.length > FEEDBACK_LIMITS.maxImages) throw new BadRequestError('err_feedback_image_count', { max: FEEDBACK_LIMITS.maxImages }, 'validation_failed');
  return images.map((img, index) => {
    if (img.data.length > FEEDBACK_LIMITS.maxImageBytes) throw new BadRequestError('err_feedback_image_size', { index, maxBytes: FEEDBACK_LIMITS.maxImageBytes }, 'validation_failed');
    const mime = sniffImage(img.data);
    if (!mime) throw new BadRequestError('err_feedback_image_type', { index }, 'validation_failed');
    return mime;
  });
}

export async function submitFeedback(tenant: Tenant, memberId: number, content: string, remarks: string, images: FeedbackImageInput[], db: Db): Promise<number> {
  const mimes = checkFeedback(content, remarks, images);
  return db.transaction(async (tx) => {
    const id = await repo.insertFeedback({ merchantId: tenant.merchantId, memberId, content: sanitizePlain(content.trim()), remarks: sanitizePlain(remarks.trim()) }, tx);
    for (const [i, img] of images.entries()) {
      await repo.insertFeedbackImage({ merchantId: tenant.merchantId, feedbackId: id, mime: mimes[i], size: img.data.length, data: img.data }, tx);
    }
    return id;
  });
}

export async function myFeedback(tenant: Tenant, memberId: number, db: DbOrTx): Promise<FeedbackItem[]> {
  const { items, images } = await repo.listFeedback(tenant.merchantId, memberId, db);
  return items.map((f) => ({
    id: f.id,
    content: f.content,
    remarks: f.remarks,
    createdAt: f.createdAt.toISOString(),
    images: images
      .filter((i) => i.feedbackId === f.id)
      .map((i) => ({ id: i.id, mime: i.mime, size: i.size, url: `/wps/feedback/${f.id}/images/${i.id}` })),
  }));
}

export async function feedbackImage(tenant: Tenant, memberId: number, feedbackId: number, imageId: number, db: DbOrTx) {
  const row = await repo.findFeedbackImage(tenant.merchantId, memberId, feedbackId, imageId, db);
  if (!row) throw new NotFoundError('err_not_found');
  return row;
}
