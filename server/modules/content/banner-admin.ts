// Operators manage the banner strip (spec §2 Banner strip, §3 Banner; issue 19 item 2): banners per group, each an
// uploaded PNG/JPEG (checked by its bytes, server/lib/image-upload.ts) or an https / same-origin image URL, with an
// optional link, a language (null: the brand's default) and an order. Every change and its audit row (before and
// after) are one transaction; the route then announces the change so the site's banner caches drop the brand.
import { BANNER_IMAGE_MAX_BYTES, type OperatorBanner } from '../../../schema/api/content';
import type { Db, DbOrTx } from '../../db/client';
import { decodeImageDataUrl } from '../../lib/image-upload';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { insertAudit, type Tenant } from '../tenancy';
import type { Actor } from './inbox-service';
import { checkBrandLanguage } from './language';
import * as repo from './repo';
import { bannerUrl } from './service';

export interface BannerImageInput {
  /** A data:image/png|jpeg;base64 URL. */
  image?: string;
  /** An https:// or same-origin (/...) URL. */
  imageUrl?: string;
}

/** Issue 19: when the site shows the banner (ISO date-times; null: no bound). */
export interface BannerDates {
  activeFrom?: string | null;
  activeUntil?: string | null;
}

export interface NewBannerInput extends BannerImageInput, BannerDates {
  groupName: string;
  language?: string | null;
  title: string;
  linkUrl?: string | null;
  sortOrder?: number;
}

export interface BannerChange extends BannerImageInput, BannerDates {
  title?: string;
  language?: string | null;
  linkUrl?: string | null;
}

export function toOperatorBanner(row: repo.BannerRow): OperatorBanner {
  return {
    id: row.id,
    groupName: row.groupName,
    language: row.language,
    title: row.title,
    url: bannerUrl(row),
    uploaded: row.imageMime !== null,
    linkUrl: row.linkUrl,
    sortOrder: row.sortOrder,
    activeFrom: row.activeFrom?.toISOString() ?? null,
    activeUntil: row.activeUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The image columns of the input: an upload replaces any URL or SVG, a URL any upload or SVG; undefined: neither. */
function imageColumns(input: BannerImageInput) {
  if (input.image !== undefined && input.imageUrl !== undefined) throw new BadRequestError('err_banner_image_one', undefined, 'validation_failed');
  if (input.image !== undefined) {
    const decoded = decodeImageDataUrl(input.image, BANNER_IMAGE_MAX_BYTES);
    if (!decoded.ok) throw new BadRequestError('err_banner_image', { reason: decoded.reason, maxBytes: BANNER_IMAGE_MAX_BYTES }, 'validation_failed');
    return { imageData: decoded.data, imageMime: decoded.mime, imageUrl: '', imageSvg: null };
  }
  if (input.imageUrl !== undefined) return { imageData: null, imageMime: null, imageUrl: input.imageUrl, imageSvg: null };
  return undefined;
}

/** A banner's language is one the brand offers, or null (the brand's default). */
const checkLanguage = (tenant: Tenant, language: string | null | undefined) => checkBrandLanguage(tenant, language, 'err_banner_language');

const toDate = (v: string | null | undefined) => (v === undefined ? undefined : v === null ? null : new Date(v));

/** The date columns of the input (undefined: unchanged); the window must not end before it starts. */
function dateColumns(input: BannerDates, before?: Pick<repo.BannerRow, 'activeFrom' | 'activeUntil'>) {
  const activeFrom = toDate(input.activeFrom);
  const activeUntil = toDate(input.activeUntil);
  for (const [field, d] of [['activeFrom', activeFrom], ['activeUntil', activeUntil]] as const) {
    if (d && Number.isNaN(d.getTime())) throw new BadRequestError('err_validation', { field }, 'validation_failed');
  }
  const from = activeFrom === undefined ? (before?.activeFrom ?? null) : activeFrom;
  const until = activeUntil === undefined ? (before?.activeUntil ?? null) : activeUntil;
  if (from && until && until.getTime() <= from.getTime()) throw new BadRequestError('err_banner_dates', undefined, 'validation_failed');
  return { ...(activeFrom === undefined ? {} : { activeFrom }), ...(activeUntil === undefined ? {} : { activeUntil }) };
}

const linkColumns = (linkUrl: string | null | undefined) => (linkUrl === undefined ? {} : { linkUrl: linkUrl || null, linkageType: linkUrl ? 1 : 0 });

/** The audit's view of a banner: what operators see, plus the upload's size (never its bytes). */
const audited = (row: repo.BannerRow, size?: number) => ({ ...toOperatorBanner(row), ...(size === undefined ? {} : { imageBytes: size }) });

export async function listBanners(db: DbOrTx, tenant: Tenant, groupName: string | undefined): Promise<OperatorBanner[]> {
  return (await repo.listBanners(tenant.merchantId, groupName, db)).map(toOperatorBanner);
}

export async function createBanner(db: Db, tenant: Tenant, who: Actor, input: NewBannerInput, now: Date): Promise<OperatorBanner> {
  checkLanguage(tenant, input.language);
  const image = imageColumns(input);
  if (!image) throw new BadRequestError('err_banner_image_one', undefined, 'validation_failed');
  const dates = dateColumns(input);
  return db.transaction(async (tx) => {
    const row = await repo.insertBanner(
      {
        merchantId: tenant.merchantId,
        groupName: input.groupName,
        language: input.language ?? null,
        title: input.title,
        ...image,
        ...linkColumns(input.linkUrl),
        ...dates,
        sortOrder: input.sortOrder ?? (await repo.nextBannerOrder(tenant.merchantId, input.groupName, tx)),
        createdAt: now,
        updatedAt: now,
      },
      tx,
    );
    await insertAudit(tenant.merchantId, { actor: who.actor, ip: who.ip, action: 'content.banner.create', detail: { bannerId: row.id, before: null, after: audited(row, image.imageData?.length) } }, tx);
    return toOperatorBanner(row);
  });
}

async function lockedBanner(tenant: Tenant, id: number, tx: DbOrTx): Promise<repo.BannerRow> {
  const row = await repo.findBannerForUpdate(tenant.merchantId, id, tx);
  if (!row) throw new NotFoundError('err_banner_not_found');
  return row;
}

/** Replaces a banner's image, link, alt text, language or dates. */
export async function changeBanner(db: Db, tenant: Tenant, who: Actor, id: number, change: BannerChange, now: Date): Promise<OperatorBanner> {
  checkLanguage(tenant, change.language);
  const image = imageColumns(change);
  return db.transaction(async (tx) => {
    const before = await lockedBanner(tenant, id, tx);
    const dates = dateColumns(change, before);
    const after = await repo.updateBanner(
      tenant.merchantId,
      id,
      {
        ...(change.title === undefined ? {} : { title: change.title }),
        ...(change.language === undefined ? {} : { language: change.language }),
        ...image,
        ...linkColumns(change.linkUrl),
        ...dates,
        updatedAt: now,
      },
      tx,
    );
    await insertAudit(tenant.merchantId, { actor: who.actor, ip: who.ip, action: 'content.banner.update', detail: { bannerId: id, before: audited(before), after: audited(after, image?.imageData?.length) } }, tx);
    return toOperatorBanner(after);
  });
}

/**
 * A group's banners in the given order (every id a banner of the group; the rest keep their order after them). The
 * images' URLs stay the same (updatedAt unchanged): only their places change.
 */
export async function reorderBanners(db: Db, tenant: Tenant, who: Actor, groupName: string, ids: number[]): Promise<OperatorBanner[]> {
  if (new Set(ids).size !== ids.length) throw new BadRequestError('err_banner_order', { groupName }, 'validation_failed');
  return db.transaction(async (tx) => {
    const group = await repo.listBanners(tenant.merchantId, groupName, tx);
    const known = new Set(group.map((b) => b.id));
    if (!ids.every((id) => known.has(id))) throw new BadRequestError('err_banner_order', { groupName }, 'validation_failed');
    const order = [...ids, ...group.map((b) => b.id).filter((id) => !ids.includes(id))];
    for (const [index, id] of order.entries()) {
      const current = group.find((b) => b.id === id)!;
      if (current.sortOrder !== index) await repo.updateBanner(tenant.merchantId, id, { sortOrder: index }, tx);
    }
    await insertAudit(
      tenant.merchantId,
      { actor: who.actor, ip: who.ip, action: 'content.banner.reorder', detail: { groupName, before: group.map((b) => b.id), after: order } },
      tx,
    );
    return (await repo.listBanners(tenant.merchantId, groupName, tx)).map(toOperatorBanner);
  });
}

export async function deleteBanner(db: Db, tenant: Tenant, who: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedBanner(tenant, id, tx);
    await repo.deleteBanner(tenant.merchantId, id, tx);
    await insertAudit(tenant.merchantId, { actor: who.actor, ip: who.ip, action: 'content.banner.delete', detail: { bannerId: id, before: audited(before), after: null } }, tx);
  });
}
