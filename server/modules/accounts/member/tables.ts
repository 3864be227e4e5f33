// spec §3 member entity, §6 roles (isAgent), §4 password states. Every row is scoped by merchant_id.
import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from '../../tenancy/tables';

// Every table here is keyed brand first (issue 21 item 5, migration 0051): (merchant_id, id) is the primary key, the
// unique indexes start with merchant_id, and every reference to a member, from any module, is (merchant_id, member_id)
// -> members(merchant_id, id), so a row cannot point at another brand's member and a brand's rows sit together (Citus,
// a brand moved to its own database). Every statement on them names the brand.

/**
 * isAgent (spec §6): 0 member, 1/2/41/42 agent types (AC feature), 4 trial (free play, not a real account).
 */
export const members = pgTable(
  'members',
  {
    id: serial('id').notNull(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    username: text('username').notNull(),
    mobile: text('mobile'),
    countryDialingCode: text('country_dialing_code'),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    paymentPasswordHash: text('payment_password_hash'),
    nickname: text('nickname'),
    /**
     * spec §3 real name (the registration payload's payeeName): once set it is locked (issue 15 item 2), and a
     * bank account's holder name must equal it (read API `realName`).
     */
    payeeName: text('payee_name'),
    isAgent: integer('is_agent').notNull().default(0),
    uplineId: integer('upline_id'),
    /** Code this member hands out; a registration carrying it attaches this member as upline. */
    affiliateCode: text('affiliate_code'),
    vipRankLevel: integer('vip_rank_level').notNull().default(0),
    clubLabel: text('club_label'),
    memberLabel: text('member_label'),
    avatar: text('avatar'),
    /** Registration extras (qq, line, whatsapp, facebook, wechat, idNumber, recommenderId, registerUrl...). */
    profile: text('profile'),
    // spec §3 profile fields a member fills in under my account (issue 15 item 2); which ones a brand shows is its
    // manifest's profileFields. Birthday yyyy-MM-dd or MM-dd-yyyy as entered (older rows keep it in `profile`).
    birthday: text('birthday'),
    telegram: text('telegram'),
    zalo: text('zalo'),
    address: text('address'),
    nationality: text('nationality'),
    occupation: text('occupation'),
    sourceOfIncome: text('source_of_income'),
    placeOfBirth: text('place_of_birth'),
    /** Set when the member proved the number / address with a code (registration with SMS on, or my account). */
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Forced change on next login (reset by operator, seeded default password). */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    firstLogin: boolean('first_login').notNull().default(true),
    status: text('status').notNull().default('active'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    foreignKey({ name: 'members_upline_fk', columns: [t.merchantId, t.uplineId], foreignColumns: [t.merchantId, t.id] }),
    uniqueIndex('members_merchant_username_uq').on(t.merchantId, t.username),
    uniqueIndex('members_merchant_mobile_uq').on(t.merchantId, t.mobile).where(sql`${t.mobile} is not null`),
    uniqueIndex('members_merchant_affiliate_uq').on(t.merchantId, t.affiliateCode).where(sql`${t.affiliateCode} is not null`),
    index('members_upline_idx').on(t.merchantId, t.uplineId),
  ],
);

/** Opaque session tokens: only sha256(token) is stored; revoked at logout. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').notNull(),
    tokenHash: text('token_hash').notNull(),
    memberId: integer('member_id').notNull(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    foreignKey({ name: 'sessions_member_fk', columns: [t.merchantId, t.memberId], foreignColumns: [members.merchantId, members.id] }),
    // A token is found with the request's brand (findLiveSession), so it is unique per brand.
    uniqueIndex('sessions_token_uq').on(t.merchantId, t.tokenHash),
    index('sessions_member_idx').on(t.merchantId, t.memberId),
  ],
);

/**
 * Issue 15 item 2: every login of a member (password, SMS code, registration, reset, free play), with the address and
 * the browser it came from, for my account's login history. Kept when the session itself is purged.
 */
export const loginHistory = pgTable(
  'login_history',
  {
    id: serial('id').notNull(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: integer('member_id').notNull(),
    /** The session this login opened (sessions.id; no foreign key: sessions are purged after expiry). */
    sessionId: integer('session_id'),
    ip: text('ip'),
    /** The User-Agent header as sent (cut to 300 characters). */
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    foreignKey({ name: 'login_history_member_fk', columns: [t.merchantId, t.memberId], foreignColumns: [members.merchantId, members.id] }),
    index('login_history_member_idx').on(t.merchantId, t.memberId, t.createdAt),
  ],
);

/** Password reset links sent by e-mail (token stored as sha256, one use, expires). */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').notNull(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: integer('member_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    foreignKey({ name: 'password_resets_member_fk', columns: [t.merchantId, t.memberId], foreignColumns: [members.merchantId, members.id] }),
    // A reset link is found with the request's brand (findLiveReset).
    uniqueIndex('password_resets_token_uq').on(t.merchantId, t.tokenHash),
  ],
);

/** Every e-mail the development provider "sends" (also logged); tests and GET /api/dev/outbox read it. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').notNull(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.id] })],
);

/**
 * Operator moves of a member (and its downline) under another agent of the brand (POST /api/operator/members/upline):
 * who moved whom from where to where, and when. The id is the key of the move's member.upline_changed event.
 */
export const memberUplineChanges = pgTable(
  'member_upline_changes',
  {
    id: serial('id').notNull(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: integer('member_id').notNull(),
    fromUplineId: integer('from_upline_id'),
    toUplineId: integer('to_upline_id').notNull(),
    changedBy: text('changed_by').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    foreignKey({ name: 'member_upline_changes_member_fk', columns: [t.merchantId, t.memberId], foreignColumns: [members.merchantId, members.id] }),
    index('member_upline_changes_member_idx').on(t.merchantId, t.memberId, t.changedAt),
  ],
);

/**
 * Issue 19 (operator console, Players): internal notes operators keep on a member. Never shown to the member; never
 * updated or deleted (a correction is a new note).
 */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: serial('id').notNull(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: integer('member_id').notNull(),
    /** The operator's audit actor ('operator:<name>'). */
    author: text('author').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    foreignKey({ name: 'member_notes_member_fk', columns: [t.merchantId, t.memberId], foreignColumns: [members.merchantId, members.id] }),
    index('member_notes_member_idx').on(t.merchantId, t.memberId, t.createdAt),
  ],
);
