// SQL for content. Every query is scoped by merchant_id; repositories never open transactions.
import { and, arrayContains, asc, count, desc, eq, getTableColumns, gt, gte, inArray, isNotNull, isNull, lt, lte, ne, not, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { announcements, banners, feedback, feedbackImages, helpArticles, inboxMessages, inboxReceipts, notices } from './tables';

/** A banner as lists read it: everything but the uploaded image's bytes (served by their own route). */
const { imageData: _bytes, ...bannerColumns } = getTableColumns(banners);
export type BannerRow = Omit<typeof banners.$inferSelect, 'imageData'>;
export type NewBanner = typeof banners.$inferInsert;
export type NewNotice = typeof notices.$inferInsert;
export type NewAnnouncement = typeof announcements.$inferInsert;
export type NewHelpArticle = typeof helpArticles.$inferInsert;
export type NewInboxMessage = typeof inboxMessages.$inferInsert;

export async function listBanners(merchantId: number, groupName: string | undefined, db: DbOrTx): Promise<BannerRow[]> {
  const where = groupName ? and(eq(banners.merchantId, merchantId), eq(banners.groupName, groupName)) : eq(banners.merchantId, merchantId);
  return db.select(bannerColumns).from(banners).where(where).orderBy(asc(banners.sortOrder), asc(banners.id));
}

/** A stored banner image: the seed's SVG or an operator's PNG/JPEG upload; null when the banner has none. */
export type StoredBannerImage = { mime: 'image/svg+xml'; body: string } | { mime: 'image/png' | 'image/jpeg'; body: Buffer };

export async function findBannerImage(merchantId: number, id: number, db: DbOrTx): Promise<StoredBannerImage | null> {
  const [row] = await db
    .select({ svg: banners.imageSvg, data: banners.imageData, mime: banners.imageMime })
    .from(banners)
    .where(and(eq(banners.merchantId, merchantId), eq(banners.id, id)));
  if (row?.data && row.mime) return { mime: row.mime, body: row.data };
  if (row?.svg) return { mime: 'image/svg+xml', body: row.svg };
  return null;
}

/** Operators: one banner of the brand, locked for a change (FOR UPDATE) when given a transaction. */
export async function findBannerForUpdate(merchantId: number, id: number, tx: DbOrTx): Promise<BannerRow | null> {
  const [row] = await tx
    .select(bannerColumns)
    .from(banners)
    .where(and(eq(banners.merchantId, merchantId), eq(banners.id, id)))
    .for('update');
  return row ?? null;
}

export async function insertBanner(row: NewBanner, tx: DbOrTx): Promise<BannerRow> {
  const [inserted] = await tx.insert(banners).values(row).returning(bannerColumns);
  return inserted;
}

export async function updateBanner(merchantId: number, id: number, change: Partial<NewBanner>, tx: DbOrTx): Promise<BannerRow> {
  const [updated] = await tx
    .update(banners)
    .set(change)
    .where(and(eq(banners.merchantId, merchantId), eq(banners.id, id)))
    .returning(bannerColumns);
  return updated;
}

export async function deleteBanner(merchantId: number, id: number, tx: DbOrTx): Promise<void> {
  await tx.delete(banners).where(and(eq(banners.merchantId, merchantId), eq(banners.id, id)));
}

/** The next sort order of a group (after its last banner). */
export async function nextBannerOrder(merchantId: number, groupName: string, tx: DbOrTx): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number>`coalesce(max(${banners.sortOrder}), -1)`.mapWith(Number) })
    .from(banners)
    .where(and(eq(banners.merchantId, merchantId), eq(banners.groupName, groupName)));
  return (row?.max ?? -1) + 1;
}

export async function listNotices(merchantId: number, language: string, db: DbOrTx) {
  return db
    .select()
    .from(notices)
    .where(and(eq(notices.merchantId, merchantId), eq(notices.language, language)))
    .orderBy(asc(notices.sortOrder), asc(notices.id));
}

export type NoticeRow = typeof notices.$inferSelect;

/** Operators: the brand's notices of every language (or one kind / language), in the site's order. */
export async function listAllNotices(merchantId: number, filter: { kind?: string; language?: string }, db: DbOrTx): Promise<NoticeRow[]> {
  return db
    .select()
    .from(notices)
    .where(
      and(
        eq(notices.merchantId, merchantId),
        filter.kind ? eq(notices.kind, filter.kind as NoticeRow['kind']) : undefined,
        filter.language ? eq(notices.language, filter.language) : undefined,
      ),
    )
    .orderBy(asc(notices.language), asc(notices.kind), asc(notices.sortOrder), asc(notices.id));
}

export async function findNoticeForUpdate(merchantId: number, id: number, tx: DbOrTx): Promise<NoticeRow | null> {
  const [row] = await tx
    .select()
    .from(notices)
    .where(and(eq(notices.merchantId, merchantId), eq(notices.id, id)))
    .for('update');
  return row ?? null;
}

export async function insertNotice(row: NewNotice, tx: DbOrTx): Promise<NoticeRow> {
  const [inserted] = await tx.insert(notices).values(row).returning();
  return inserted;
}

export async function updateNotice(merchantId: number, id: number, change: Partial<NewNotice>, tx: DbOrTx): Promise<NoticeRow> {
  const [updated] = await tx
    .update(notices)
    .set(change)
    .where(and(eq(notices.merchantId, merchantId), eq(notices.id, id)))
    .returning();
  return updated;
}

export async function deleteNotice(merchantId: number, id: number, tx: DbOrTx): Promise<void> {
  await tx.delete(notices).where(and(eq(notices.merchantId, merchantId), eq(notices.id, id)));
}

export type HelpRow = typeof helpArticles.$inferSelect;

/** Operators: the brand's help articles of every language (or one language / tag), in the site's order. */
export async function listAllHelp(merchantId: number, filter: { language?: string; tag?: string }, db: DbOrTx): Promise<HelpRow[]> {
  return db
    .select()
    .from(helpArticles)
    .where(
      and(
        eq(helpArticles.merchantId, merchantId),
        filter.language ? eq(helpArticles.language, filter.language) : undefined,
        filter.tag ? eq(helpArticles.tag, filter.tag) : undefined,
      ),
    )
    .orderBy(asc(helpArticles.language), asc(helpArticles.sortOrder), asc(helpArticles.id));
}

export async function findHelpForUpdate(merchantId: number, id: number, tx: DbOrTx): Promise<HelpRow | null> {
  const [row] = await tx
    .select()
    .from(helpArticles)
    .where(and(eq(helpArticles.merchantId, merchantId), eq(helpArticles.id, id)))
    .for('update');
  return row ?? null;
}

export async function insertHelpArticle(row: NewHelpArticle, tx: DbOrTx): Promise<HelpRow> {
  const [inserted] = await tx.insert(helpArticles).values(row).returning();
  return inserted;
}

export async function updateHelp(merchantId: number, id: number, change: Partial<NewHelpArticle>, tx: DbOrTx): Promise<HelpRow> {
  const [updated] = await tx
    .update(helpArticles)
    .set(change)
    .where(and(eq(helpArticles.merchantId, merchantId), eq(helpArticles.id, id)))
    .returning();
  return updated;
}

export async function deleteHelp(merchantId: number, id: number, tx: DbOrTx): Promise<void> {
  await tx.delete(helpArticles).where(and(eq(helpArticles.merchantId, merchantId), eq(helpArticles.id, id)));
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

// Inbox ------------------------------------------------------------------------------------------
// A member's inbox: their own messages not deleted, and the brand's broadcasts for everyone or for their VIP level
// that they have not deleted (inbox_receipts). read = the row's read_at (own) or the receipt's (broadcast).

/** Who is reading: the member and their VIP level (the level a broadcast's vipLevels is checked against). */
export interface Reader {
  merchantId: number;
  memberId: number;
  vipLevel: number;
  /** Issue 20: the member's exclusions, [from, to) (to null: permanent); broadcasts sent inside one are not theirs. */
  quiet?: { from: Date; to: Date | null }[];
}

/** A broadcast sent while one of the reader's exclusions ran (marketing must not reach an excluded person). */
const sentWhileExcluded = (r: Reader) =>
  (r.quiet ?? []).map((w) => (w.to ? and(gte(inboxMessages.createdAt, w.from), lt(inboxMessages.createdAt, w.to))! : gte(inboxMessages.createdAt, w.from)));

// The receipt's whole key, brand first (issue 21 item 5): (merchant_id, message_id, member_id).
const receiptOf = (memberId: number) => and(eq(inboxReceipts.merchantId, inboxMessages.merchantId), eq(inboxReceipts.messageId, inboxMessages.id), eq(inboxReceipts.memberId, memberId));

const visibleTo = (r: Reader) =>
  and(
    eq(inboxMessages.merchantId, r.merchantId),
    or(
      and(eq(inboxMessages.memberId, r.memberId), isNull(inboxMessages.deletedAt)),
      and(
        isNull(inboxMessages.memberId),
        or(isNull(inboxMessages.vipLevels), arrayContains(inboxMessages.vipLevels, [r.vipLevel])),
        isNull(inboxReceipts.deletedAt),
        ...sentWhileExcluded(r).map((w) => not(w)),
      ),
    ),
  );

const inboxColumns = {
  id: inboxMessages.id,
  memberId: inboxMessages.memberId,
  feedbackId: inboxMessages.feedbackId,
  title: inboxMessages.title,
  content: inboxMessages.content,
  ownReadAt: inboxMessages.readAt,
  receiptReadAt: inboxReceipts.readAt,
  createdAt: inboxMessages.createdAt,
};
export type InboxRow = { id: number; memberId: number | null; feedbackId: number | null; title: string; content: string; ownReadAt: Date | null; receiptReadAt: Date | null; createdAt: Date };

export async function listInbox(r: Reader, limit: number, offset: number, db: DbOrTx): Promise<InboxRow[]> {
  return db
    .select(inboxColumns)
    .from(inboxMessages)
    .leftJoin(inboxReceipts, receiptOf(r.memberId))
    .where(visibleTo(r))
    .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
    .limit(limit)
    .offset(offset);
}

export async function countInbox(r: Reader, db: DbOrTx): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${inboxMessages.readAt} is null and ${inboxReceipts.readAt} is null)`.mapWith(Number),
    })
    .from(inboxMessages)
    .leftJoin(inboxReceipts, receiptOf(r.memberId))
    .where(visibleTo(r));
  return { total: Number(row.total), unread: row.unread };
}

export async function findInbox(r: Reader, id: number, db: DbOrTx): Promise<InboxRow | undefined> {
  const [row] = await db
    .select(inboxColumns)
    .from(inboxMessages)
    .leftJoin(inboxReceipts, receiptOf(r.memberId))
    .where(and(visibleTo(r), eq(inboxMessages.id, id)));
  return row;
}

/** The member's own message: read_at set once. */
export async function markOwnRead(merchantId: number, memberId: number, id: number, now: Date, db: DbOrTx): Promise<void> {
  await db
    .update(inboxMessages)
    .set({ readAt: now })
    .where(and(eq(inboxMessages.merchantId, merchantId), eq(inboxMessages.memberId, memberId), eq(inboxMessages.id, id), isNull(inboxMessages.readAt)));
}

export async function softDeleteOwn(merchantId: number, memberId: number, id: number, now: Date, db: DbOrTx): Promise<boolean> {
  const rows = await db
    .update(inboxMessages)
    .set({ deletedAt: now })
    .where(and(eq(inboxMessages.merchantId, merchantId), eq(inboxMessages.memberId, memberId), eq(inboxMessages.id, id), isNull(inboxMessages.deletedAt)))
    .returning({ id: inboxMessages.id });
  return rows.length > 0;
}

/** A broadcast read by one member: their receipt's read_at, set once. */
export async function markBroadcastRead(merchantId: number, memberId: number, messageId: number, now: Date, db: DbOrTx): Promise<void> {
  await db
    .insert(inboxReceipts)
    .values({ merchantId, memberId, messageId, readAt: now })
    .onConflictDoUpdate({ target: [inboxReceipts.merchantId, inboxReceipts.messageId, inboxReceipts.memberId], set: { readAt: sql`coalesce(${inboxReceipts.readAt}, excluded.read_at)` } });
}

/** A broadcast deleted by one member: only their receipt changes; the others still see it. */
export async function deleteBroadcastFor(merchantId: number, memberId: number, messageId: number, now: Date, db: DbOrTx): Promise<void> {
  await db
    .insert(inboxReceipts)
    .values({ merchantId, memberId, messageId, deletedAt: now })
    .onConflictDoUpdate({ target: [inboxReceipts.merchantId, inboxReceipts.messageId, inboxReceipts.memberId], set: { deletedAt: sql`coalesce(${inboxReceipts.deletedAt}, excluded.deleted_at)` } });
}

export async function insertMessage(row: NewInboxMessage, db: DbOrTx): Promise<{ id: number; createdAt: Date }> {
  const [r] = await db.insert(inboxMessages).values(row).returning({ id: inboxMessages.id, createdAt: inboxMessages.createdAt });
  return r;
}

/** Messages operators sent (sent_by set), newest first, with how many members read each. */
export async function listSentMessages(merchantId: number, audience: 'member' | 'broadcast' | undefined, limit: number, db: DbOrTx) {
  const broadcastReads = db
    .select({ n: count() })
    .from(inboxReceipts)
    .where(and(eq(inboxReceipts.merchantId, inboxMessages.merchantId), eq(inboxReceipts.messageId, inboxMessages.id), isNotNull(inboxReceipts.readAt)));
  return db
    .select({
      id: inboxMessages.id,
      memberId: inboxMessages.memberId,
      vipLevels: inboxMessages.vipLevels,
      feedbackId: inboxMessages.feedbackId,
      title: inboxMessages.title,
      content: inboxMessages.content,
      sentBy: inboxMessages.sentBy,
      createdAt: inboxMessages.createdAt,
      readCount: sql<number>`case when ${inboxMessages.memberId} is null then (${broadcastReads}) when ${inboxMessages.readAt} is null then 0 else 1 end`.mapWith(Number),
    })
    .from(inboxMessages)
    .where(
      and(
        eq(inboxMessages.merchantId, merchantId),
        isNotNull(inboxMessages.sentBy),
        audience === 'member' ? isNotNull(inboxMessages.memberId) : audience === 'broadcast' ? isNull(inboxMessages.memberId) : undefined,
      ),
    )
    .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
    .limit(limit);
}

// Feedback ---------------------------------------------------------------------------------------

export type FeedbackRow = typeof feedback.$inferSelect;

export async function insertFeedback(row: typeof feedback.$inferInsert, db: DbOrTx): Promise<number> {
  const [r] = await db.insert(feedback).values(row).returning({ id: feedback.id });
  return r.id;
}

export async function insertFeedbackImage(row: typeof feedbackImages.$inferInsert, db: DbOrTx): Promise<void> {
  await db.insert(feedbackImages).values(row);
}

/** Image metadata (not the bytes) of these tickets, in upload order. */
export async function feedbackImagesOf(merchantId: number, feedbackIds: number[], db: DbOrTx) {
  if (!feedbackIds.length) return [];
  return db
    .select({ id: feedbackImages.id, feedbackId: feedbackImages.feedbackId, mime: feedbackImages.mime, size: feedbackImages.size })
    .from(feedbackImages)
    .where(and(eq(feedbackImages.merchantId, merchantId), inArray(feedbackImages.feedbackId, feedbackIds)))
    .orderBy(asc(feedbackImages.id));
}

/** One member's tickets, newest first, and how many there are. */
export async function listMemberFeedback(merchantId: number, memberId: number, limit: number, offset: number, db: DbOrTx) {
  const mine = and(eq(feedback.merchantId, merchantId), eq(feedback.memberId, memberId));
  const items = await db.select().from(feedback).where(mine).orderBy(desc(feedback.id)).limit(limit).offset(offset);
  const [total] = await db.select({ n: count() }).from(feedback).where(mine);
  return { items, total: Number(total.n) };
}

/** The brand's tickets for operators, newest first (optionally one status). */
export async function listBrandFeedback(merchantId: number, status: string | undefined, limit: number, db: DbOrTx): Promise<FeedbackRow[]> {
  return db
    .select()
    .from(feedback)
    .where(and(eq(feedback.merchantId, merchantId), status ? eq(feedback.status, status as FeedbackRow['status']) : undefined))
    .orderBy(desc(feedback.id))
    .limit(limit);
}

export async function findFeedback(merchantId: number, id: number, db: DbOrTx): Promise<FeedbackRow | undefined> {
  const [row] = await db
    .select()
    .from(feedback)
    .where(and(eq(feedback.merchantId, merchantId), eq(feedback.id, id)));
  return row;
}

/** open → replied, only from open (a concurrent second reply finds nothing to change). */
export async function setFeedbackReply(merchantId: number, id: number, reply: string, by: string, now: Date, close: boolean, db: DbOrTx): Promise<FeedbackRow | undefined> {
  const [row] = await db
    .update(feedback)
    .set({ reply, repliedBy: by, repliedAt: now, status: close ? 'closed' : 'replied', ...(close ? { closedAt: now } : {}) })
    .where(and(eq(feedback.merchantId, merchantId), eq(feedback.id, id), eq(feedback.status, 'open')))
    .returning();
  return row;
}

/** open or replied → closed. */
export async function closeFeedback(merchantId: number, id: number, now: Date, db: DbOrTx): Promise<FeedbackRow | undefined> {
  const [row] = await db
    .update(feedback)
    .set({ status: 'closed', closedAt: now })
    .where(and(eq(feedback.merchantId, merchantId), eq(feedback.id, id), ne(feedback.status, 'closed')))
    .returning();
  return row;
}

/** The image, only if it belongs to a ticket of this merchant (and of this member, when memberId is given). */
export async function findFeedbackImage(merchantId: number, memberId: number | null, feedbackId: number, imageId: number, db: DbOrTx) {
  const [row] = await db
    .select({ mime: feedbackImages.mime, data: feedbackImages.data })
    .from(feedbackImages)
    .innerJoin(feedback, and(eq(feedback.merchantId, feedbackImages.merchantId), eq(feedback.id, feedbackImages.feedbackId)))
    .where(
      and(
        eq(feedbackImages.merchantId, merchantId),
        eq(feedback.merchantId, merchantId),
        memberId === null ? undefined : eq(feedback.memberId, memberId),
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
