// Session-side tables: the payload key pair, captchas, failed-login counters.
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from '../../tenancy/tables';

/** The (enc) payload RSA key pair, created on first start and shared by every node through the database. */
export const serverKeys = pgTable('server_keys', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  /** PKCS#8 base64 wrapped with the key-encryption key (auth/crypto-keys.ts), or unwrapped in development. */
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Issue 21 item 3: set when a newer key replaced it; it still decrypts until then. */
  retiresAt: timestamp('retires_at', { withTimezone: true }),
});

/** One answer per image: consumed on the first check, right or wrong. */
export const captchas = pgTable(
  'captchas',
  {
    id: text('id').notNull(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    answerHash: text('answer_hash').notNull(),
    ip: text('ip'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Keyed brand first (issue 21 item 5, migration 0051); checked with the request's brand (captcha/service.ts).
  (t) => [primaryKey({ columns: [t.merchantId, t.id] }), index('captchas_expires_idx').on(t.expiresAt)],
);

/** Failed logins per (merchant, lower(username)); after N the login asks for a captcha. Reset on success. */
export const loginFailures = pgTable(
  'login_failures',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    username: text('username').notNull(),
    failures: integer('failures').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.username] })],
);
