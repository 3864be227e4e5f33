// Content (spec §3 Banner, Notice, help items; §7 announcements, inbox, feedback). Every row carries merchant_id, and
// every table is keyed brand first (issue 21 item 5, migration 0048): merchant_id leads each primary key ((merchant_id,
// id) for the serial ids) and unique index, and a reference between these tables is (merchant_id, x_id), so a
// brand's rows sit together (Citus, a brand moved to its own database); every statement on them names the brand.
// Rich text columns hold HTML already sanitised on write (content/sanitize.ts); readers sanitise again.
import { sql } from 'drizzle-orm';
import { customType, foreignKey, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from '../tenancy/tables';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

const merchantId = () =>
  integer('merchant_id')
    .notNull()
    .references(() => merchants.id);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** spec §3 Banner: shown where groupName matches the current path (§2 Banner strip). */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').notNull(),
    merchantId: merchantId(),
    groupName: text('group_name').notNull(),
    /** The language of this variant (image and alt text); null: the brand's default language (issue 23 item 9). */
    language: text('language'),
    /** The image's alt text. */
    title: text('title').notNull(),
    /** Image URL; empty when the image is stored below (served at /wps/content/banner-image/:id). */
    imageUrl: text('image_url').notNull().default(''),
    /** A generated SVG (the demo seed). */
    imageSvg: text('image_svg'),
    /** An operator's upload: PNG or JPEG by its bytes (issue 19 item 2), served like the SVG. */
    imageData: bytea('image_data'),
    imageMime: text('image_mime').$type<'image/png' | 'image/jpeg'>(),
    /** Truthy: the image is clickable and opens linkUrl. */
    linkageType: integer('linkage_type').notNull().default(0),
    linkUrl: text('link_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Issue 19: the site shows the banner only from activeFrom (null: at once) until activeUntil (null: for good). */
    activeFrom: timestamp('active_from', { withTimezone: true }),
    activeUntil: timestamp('active_until', { withTimezone: true }),
    createdAt: createdAt(),
    /** Last change by an operator: the image URL carries it, so a replaced image is never served from a cache. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.id] }), index('banners_merchant_group_idx').on(t.merchantId, t.groupName)],
);

/** spec §3 Notice; kind = which list of the notice response it belongs to. */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').notNull(),
    merchantId: merchantId(),
    kind: text('kind').notNull().$type<'player' | 'popup' | 'promotion'>(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.id] }), index('notices_merchant_lang_idx').on(t.merchantId, t.language)],
);

/** spec §3 configuration: announcement types B, PL, PU, PR, H; platform W; execution type B. */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').notNull(),
    merchantId: merchantId(),
    type: text('type').notNull(),
    platform: text('platform').notNull().default('W'),
    executionType: text('execution_type').notNull().default('B'),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull().defaultNow(),
    endAt: timestamp('end_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.id] }), index('announcements_merchant_idx').on(t.merchantId, t.language, t.type)],
);

/** spec §7 helpCenter: help items (tag, title, content) per language and device; tags include term and agent. */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: serial('id').notNull(),
    merchantId: merchantId(),
    language: text('language').notNull(),
    device: text('device').notNull().default('WEB'),
    tag: text('tag').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  // One article per tag in a language and device: the tag is the site's anchor (/help#term) and the help modal's tab.
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    index('help_merchant_lang_idx').on(t.merchantId, t.language, t.device),
    uniqueIndex('help_merchant_tag_uq').on(t.merchantId, t.language, t.device, t.tag),
  ],
);

/**
 * Inbox (spec §2 messageV2, §7 CSP_unreadCount). A row is either one member's message (memberId set; read and
 * deleted on the row itself) or a broadcast to the brand (memberId null), optionally only to members of some VIP
 * levels (vipLevels, checked against the member's level when read); each member's read and delete of a broadcast
 * is a row of inbox_receipts, so one member deleting it leaves it for the others.
 */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: serial('id').notNull(),
    merchantId: merchantId(),
    /** null: a broadcast to the brand's members. */
    memberId: integer('member_id'),
    /** Broadcast only: the VIP levels it is for; null = every member. */
    vipLevels: integer('vip_levels').array(),
    /** Set when the message is an operator's reply to this feedback ticket. */
    feedbackId: integer('feedback_id'),
    /** The operator who sent it (audit actor, "operator:alice"); null for messages the platform wrote. */
    sentBy: text('sent_by'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    index('inbox_merchant_member_idx').on(t.merchantId, t.memberId),
    index('inbox_broadcast_idx')
      .on(t.merchantId, t.createdAt)
      .where(sql`${t.memberId} is null`),
  ],
);

/** One member's read / delete of a broadcast (inbox_messages.member_id null). */
export const inboxReceipts = pgTable(
  'inbox_receipts',
  {
    messageId: integer('message_id').notNull(),
    memberId: integer('member_id').notNull(),
    merchantId: merchantId(),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.messageId, t.memberId] }),
    // Named: drizzle's default name would pass PostgreSQL's 63-character limit (and be cut short there).
    foreignKey({ name: 'inbox_receipts_message_fk', columns: [t.merchantId, t.messageId], foreignColumns: [inboxMessages.merchantId, inboxMessages.id] }),
    index('inbox_receipts_member_idx').on(t.merchantId, t.memberId),
  ],
);

/**
 * spec §5 Feedback / §3 support ticket: question type, content, remarks (≤ 140), up to 3 images; the operator's
 * reply. status: open (new) → replied → closed (an operator may also close an open ticket without replying).
 * memberId null for a visitor.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').notNull(),
    merchantId: merchantId(),
    memberId: integer('member_id'),
    questionType: text('question_type').notNull().default('other'),
    content: text('content').notNull(),
    remarks: text('remarks').notNull().default(''),
    status: text('status').notNull().default('open').$type<'open' | 'replied' | 'closed'>(),
    reply: text('reply'),
    repliedBy: text('replied_by'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.id] }), index('feedback_merchant_member_idx').on(t.merchantId, t.memberId), index('feedback_merchant_status_idx').on(t.merchantId, t.status)],
);

export const feedbackImages = pgTable(
  'feedback_images',
  {
    id: serial('id').notNull(),
    merchantId: merchantId(),
    feedbackId: integer('feedback_id').notNull(),
    mime: text('mime').notNull().$type<'image/png' | 'image/jpeg'>(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    // Named: drizzle's default name would pass PostgreSQL's 63-character limit (and be cut short there).
    foreignKey({ name: 'feedback_images_feedback_fk', columns: [t.merchantId, t.feedbackId], foreignColumns: [feedback.merchantId, feedback.id] }),
    index('feedback_images_feedback_idx').on(t.merchantId, t.feedbackId),
  ],
);
