import { integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per tenant manifest; every other row is scoped by merchant_id. */
export const merchants = pgTable('merchants', {
  id: serial('id').primaryKey(),
  tenantId: text('tenant_id').notNull().unique(),
  merchantCode: text('merchant_code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Operator overrides of manifest switches (spec §3 white-label flags); the manifest holds the defaults. */
export const merchantSettings = pgTable(
  'merchant_settings',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.key] })],
);

/**
 * Who changed what and when (operator overrides; spec issue 3 item 2). Never updated or deleted. Keyed brand first
 * (issue 21 item 5, migration 0051).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').notNull(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** Who: 'operator:<token fingerprint>' or 'seed'. */
    actor: text('actor').notNull(),
    /** What: e.g. 'maintenance.set', 'switch.set', 'blockedCountries.set'. */
    action: text('action').notNull(),
    /** The setting key touched and its old and new values. */
    detail: jsonb('detail').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.id] })],
);

/** One row per (tenant, seed name) once that seed has run: seeding runs once per tenant. */
export const seedRuns = pgTable(
  'seed_runs',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.name] })],
);
