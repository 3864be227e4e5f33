// SMS verification codes (stored hashed, with expiry) and the development SMS outbox. Keyed brand first (issue 21
// item 5, migration 0051): (merchant_id, id), and every statement on them names the brand.
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from '../../tenancy/tables';

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').notNull(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** 'register' | 'login' (noLogin: login by code and reset by phone). */
    purpose: text('purpose').notNull(),
    /** countryDialingCode + national number, digits only. */
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    index('verification_codes_lookup_idx').on(t.merchantId, t.mobile, t.createdAt), index('verification_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** Every SMS the development provider "sends" (also logged); tests and GET /api/dev/outbox read it. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').notNull(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    mobile: text('mobile').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.id] })],
);
