// Operator accounts (issue 19 item 1): the people who run the platform, not players. Platform-wide, not per brand:
// an operator is scoped to every brand ('*') or a list of tenant ids, checked on every operator route
// (system/operators.ts). Passwords are argon2id; the TOTP secret is wrapped with the KEK when one is configured
// (PAYLOAD_KEK, as the payload keys); session tokens and API keys are stored as SHA-256 digests only.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const operatorAccounts = pgTable(
  'operator_accounts',
  {
    id: serial('id').primaryKey(),
    /** Sign-in and audit name ([A-Za-z0-9_.@-], 1-64), unique case-insensitively. */
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** owner, finance, support, marketing, compliance, readonly (system/operators.ts OPERATOR_ROLES). */
    roles: jsonb('roles').$type<string[]>().notNull(),
    /** '*' or tenant ids. */
    brands: jsonb('brands').$type<'*' | string[]>().notNull(),
    /** The TOTP secret (base32), wrapped when a KEK is configured; set at the first sign-in (enrolment). */
    totpSecret: text('totp_secret'),
    /** Null until the operator has proved one code of the secret: every sign-in then asks for a code. */
    totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code is never accepted twice (replay). */
    totpLastStep: integer('totp_last_step').notNull().default(0),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    disabled: boolean('disabled').notNull().default(false),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operator_accounts_name_uq').on(sql`lower(${t.name})`), check('operator_failed_ck', sql`${t.failedAttempts} >= 0`)],
);

/**
 * Console sessions (cookie `ops_session`) and sign-in tickets (the step between the password and the TOTP code):
 * `verified` false = a ticket, good for 5 minutes and only for the code step. Expired rows are swept by the job
 * `operators.sessions-sweep`.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operatorAccounts.id),
    verified: boolean('verified').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** Absolute end (12 hours after sign-in; 5 minutes for a ticket); idle end is last_seen_at + 30 minutes. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId), index('operator_sessions_expires_idx').on(t.expiresAt)],
);

/** Per-operator API keys for the CLI and automation: scopes are a subset of the operator's roles and brands. */
export const operatorApiKeys = pgTable(
  'operator_api_keys',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operatorAccounts.id),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The key's first characters, to tell keys apart in a list (the key itself is shown once). */
    prefix: text('prefix').notNull(),
    roles: jsonb('roles').$type<string[]>().notNull(),
    brands: jsonb('brands').$type<'*' | string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('operator_api_keys_token_uq').on(t.tokenHash), index('operator_api_keys_operator_idx').on(t.operatorId)],
);
