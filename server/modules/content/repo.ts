// SQL for content. Every query is scoped by merchant_id; repositories never open transactions.
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { announcements, banners, feedback, feedbackImages, helpArticles, inboxMessages, notices } from './tables';

export type BannerRow = typeof banners.$inferSelect;
export type NewBanner = typeof banners.$inferInsert;
export type NewNotice = typeof notices.$inferInsert;
export type NewAnnouncement = typeof announcements.$inferInsert;
export type NewHelpArticle = typeof helpArticles.$inferInsert;
export type NewInboxMessage = typeof inboxMessages.$inferInsert;

export async function listBanners(merchantId: number, groupName: string | undefined, db: DbOrTx): Promise<BannerRow[]> {
  const where = groupName ? and(eq(banners.merchantId, merchantId), eq(banners.groupName, groupName)) : eq(banners.merchantId, merchantId);
  return db.select().from(banners).where(where).orderBy(asc(banners.sortOrder), asc(banners.id));
}

export async function findBannerSvg(merchantId: number, id: number, db: DbOrTx): Promise<string | null> {
  const [row] = await db
    .select({ svg: banners.imageSvg })
    .from(banners)
    .where(and(eq(banners.merchantId, merchantId), eq(banners.id, id)));
  return row?.svg ?? null;
}

export async function listNotices(merchantId: number, language: string, db: DbOrTx) {
  return db
    .select()
    .from(notices)
    .where(and(eq(notices.merchantId, merchantId), eq(notices.language, language)))
    .orderBy(asc(notices.sortOrder), asc(notices.id));
}

export async function listAnnouncements(merchantId: number, language: string, types: string[], platform: string, executionType: string, now: Date, db: DbOrTx) {
  return db
    .select()
    .from(announcements)
    .where(
      and(
        eq(announcements.merchantId, merchantId),
        eq(announcements.language, language),
        inArray(announcements.type, types),
        eq(announcements.platform, platform),
        eq(announcements.executionType, executionType),
        lte(announcements.startAt, now),
        or(isNull(announcements.endAt), gt(announcements.endAt, now)),
      ),
    )
    .orderBy(desc(announcements.startAt), desc(announcements.id));
}

export async function listHelp(merchantId: number, language: string, device: string, db: DbOrTx) {
  return db
    .select()
    .from(helpArticles)
    .where(and(eq(helpArticles.merchantId, merchantId), eq(helpArticles.language, language), eq(helpArticles.device, device)))
    .orderBy(asc(helpArticles.sortOrder), asc(helpArticles.id));
}

const liveInbox = (merchantId: number, memberId: number) =>
  and(eq(inboxMessages.merchantId, merchantId), eq(inboxMessages.memberId, memberId), isNull(inboxMessages.deletedAt));

export async function listInbox(merchantId: number, memberId: number, limit: number, offset: number, db: DbOrTx) {
  return db.select().from(inboxMessages).where(liveInbox(merchantId, memberId)).orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id)).limit(limit).offset(offset);
}

export async function countInbox(merchantId: number, memberId: number, db: DbOrTx): Promise<{ total: number; unread: number }> {
  const [all] = await db.select({ n: count() }).from(inboxMessages).where(liveInbox(merchantId, memberId));
  const [unread] = await db
    .select({ n: count() })
    .from(inboxMessages)
    .where(and(liveInbox(merchantId, memberId), isNull(inboxMessages.readAt)));
  return { total: Number(all.n), unread: Number(unread.n) };
}

export async function findInbox(merchantId: number, memberId: number, id: number, db: DbOrTx) {
  const [row] = await db.select().from(inboxMessages).where(and(liveInbox(merchantId, memberId), eq(inboxMessages.id, id)));
  return row;
}

export async function markInboxRead(merchantId: number, memberId: number, id: number, now: Date, db: DbOrTx): Promise<boolean> {
  const rows = await db
    .update(inboxMessages)
    .set({ readAt: now })
    .where(and(liveInbox(merchantId, memberId), eq(inboxMessages.id, id), isNull(inboxMessages.readAt)))
    .returning({ id: inboxMessages.id });
  return rows.length > 0;
}

export async function softDeleteInbox(merchantId: number, memberId: number, id: number, now: Date, db: DbOrTx): Promise<boolean> {
  const rows = await db
    .update(inboxMessages)
    .set({ deletedAt: now })
    .where(and(liveInbox(merchantId, memberId), eq(inboxMessages.id, id)))
    .returning({ id: inboxMessages.id });
  return rows.length > 0;
}

export async function insertFeedback(row: typeof feedback.$inferInsert, db: DbOrTx): Promise<number> {
  const [r] = await db.insert(feedback).values(row).returning({ id: feedback.id });
  return r.id;
}

export async function insertFeedbackImage(row: typeof feedbackImages.$inferInsert, db: DbOrTx): Promise<void> {
  await db.insert(feedbackImages).values(row);
}

export async function listFeedback(merchantId: number, memberId: number, db: DbOrTx) {
  const items = await db
    .select()
    .from(feedback)
    .where(and(eq(feedback.merchantId, merchantId), eq(feedback.memberId, memberId)))
    .orderBy(desc(feedback.id))
    .limit(50);
  const images = items.length
    ? await db
        .select({ id: feedbackImages.id, feedbackId: feedbackImages.feedbackId, mime: feedbackImages.mime, size: feedbackImages.size })
        .from(feedbackImages)
        .where(and(eq(feedbackImages.merchantId, merchantId), inArray(feedbackImages.feedbackId, items.map((i) => i.id))))
        .orderBy(asc(feedbackImages.id))
    : [];
  return { items, images };
}

/** The image, only if it belongs to feedback of this member of this merchant. */
export async function findFeedbackImage(merchantId: number, memberId: number, feedbackId: number, imageId: number, db: DbOrTx) {
  const [row] = await db
    .select({ mime: feedbackImages.mime, data: feedbackImages.data })
    .from(feedbackImages)
    .innerJoin(feedback, eq(feedback.id, feedbackImages.feedbackId))
    .where(
      and(
        eq(feedbackImages.merchantId, merchantId),
        eq(feedback.merchantId, merchantId),
        eq(feedback.memberId, memberId),
        eq(feedbackImages.feedbackId, feedbackId),
        eq(feedbackImages.id, imageId),
      ),
    );
  return row;
}

// Seeding helpers (server/seed/content.ts).
export async function insertBanners(rows: NewBanner[], db: DbOrTx) {
  return rows.length ? db.insert(banners).values(rows).returning({ id: banners.id, imageUrl: banners.imageUrl }) : [];
}
export async function setBannerImageUrl(merchantId: number, id: number, url: string, db: DbOrTx) {
  await db.update(banners).set({ imageUrl: url }).where(and(eq(banners.merchantId, merchantId), eq(banners.id, id)));
}
export async function insertNotices(rows: NewNotice[], db: DbOrTx) {
  if (rows.length) await db.insert(notices).values(rows);
}
export async function insertAnnouncements(rows: NewAnnouncement[], db: DbOrTx) {
  if (rows.length) await db.insert(announcements).values(rows);
}
export async function insertHelp(rows: NewHelpArticle[], db: DbOrTx) {
  if (rows.length) await db.insert(helpArticles).values(rows);
}
export async function insertInbox(rows: NewInboxMessage[], db: DbOrTx) {
  if (rows.length) await db.insert(inboxMessages).values(rows);
}
