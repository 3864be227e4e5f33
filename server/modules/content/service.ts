// Content rules: language fallback, active announcements, banners, help (inbox: inbox-service.ts; feedback: feedback-service.ts).
import type { Announcement, AnnouncementType, Banner, HelpItem, NoticeResponse } from '../../../schema/api/content';
import type { DbOrTx } from '../../db/client';
import type { Tenant } from '../tenancy';
import { contentLanguage } from './language';
import * as repo from './repo';
import { sanitizePlain, sanitizeRich } from './sanitize';

/** An uploaded image's URL changes with each change of the banner (?v=), so no cache keeps the old image. */
export function bannerUrl(row: Pick<repo.BannerRow, 'id' | 'imageSvg' | 'imageMime' | 'imageUrl' | 'updatedAt'>): string {
  if (row.imageMime) return `/wps/content/banner-image/${row.id}?v=${row.updatedAt.getTime().toString(36)}`;
  return row.imageSvg ? `/wps/content/banner-image/${row.id}` : row.imageUrl;
}

function toBanner(row: repo.BannerRow): Banner {
  return { bannerId: row.id, groupName: row.groupName, title: sanitizePlain(row.title), url: bannerUrl(row), linkageType: row.linkageType, linkUrl: row.linkUrl };
}

/**
 * Issue 23 item 9: each group's banners in the asked language (image and alt text), else that group's
 * banners in the brand's default language (a row without a language is a default-language one).
 */
export async function getBanners(tenant: Tenant, groupName: string | undefined, lang: string | undefined, now: Date, db: DbOrTx): Promise<Banner[]> {
  const language = contentLanguage(lang, tenant);
  const fallback = tenant.manifest.languages.default;
  // Issue 19: only banners within their dates (an operator's activeFrom / activeUntil).
  const rows = (await repo.listBanners(tenant.merchantId, groupName, db)).filter((r) => (!r.activeFrom || r.activeFrom <= now) && (!r.activeUntil || r.activeUntil > now));
  const asked = new Set(rows.filter((r) => r.language === language).map((r) => r.groupName));
  return rows
    .filter((r) => (asked.has(r.groupName) ? r.language === language : (r.language ?? fallback) === fallback))
    .map(toBanner);
}

/** Rows in the asked language, else the brand's default language. */
async function withFallback<T>(tenant: Tenant, lang: string | undefined, load: (language: string) => Promise<T[]>): Promise<T[]> {
  const language = contentLanguage(lang, tenant);
  const rows = await load(language);
  if (rows.length || language === tenant.manifest.languages.default) return rows;
  return load(tenant.manifest.languages.default);
}

export async function getNotices(tenant: Tenant, lang: string | undefined, now: Date, db: DbOrTx): Promise<NoticeResponse> {
  const rows = await withFallback(tenant, lang, (l) => repo.listNotices(tenant.merchantId, l, db));
  const of = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => ({ id: r.id, title: sanitizePlain(r.title), content: sanitizeRich(r.content) }));
  return { player: of('player'), banners: await getBanners(tenant, undefined, lang, now, db), popup: of('popup'), promotion: of('promotion') };
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
