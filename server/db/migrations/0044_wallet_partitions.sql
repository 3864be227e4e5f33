-- Issue 21 item 5: the ledger's per-bet tables wallet_journals and wallet_postings partitioned by month
-- (PARTITION BY RANGE (created_at)), keyed brand first. Hand-written (drizzle does not model partitions); it ends
-- in the shape of drizzle's snapshot: the same columns, the primary keys (merchant_id, id, created_at) (a partitioned
-- table's unique keys must contain the partition key), the same secondary indexes (now partitioned indexes).
-- Postings get created_at, their journal's (the journal and its postings are written in one transaction, so now()
-- is the same), so a journal and its postings always sit in the same month.
-- A month is the market's month (UTC+8, schema/api/market-day.ts REPORT_OFFSET_HOURS): wallet_journals_y2026m11
-- holds 2026-10-31 16:00 UTC up to 2026-11-30 16:00 UTC, so a history query by market dates prunes to whole
-- partitions. Later months are created ahead by wallet_ensure_partitions (server/modules/wallet/sql/partitions.sql,
-- at every open and by the daily job wallet.partitions); the DEFAULT partition takes anything outside them, so an
-- insert never fails. Ids keep their sequences (OWNED BY the new columns, so pg_get_serial_sequence still resolves).
ALTER TABLE "wallet_journals" RENAME TO "wallet_journals_old";--> statement-breakpoint
ALTER TABLE "wallet_journals_old" RENAME CONSTRAINT "wallet_journals_pkey" TO "wallet_journals_old_pkey";--> statement-breakpoint
ALTER INDEX "wallet_journals_member_idx" RENAME TO "wallet_journals_old_member_idx";--> statement-breakpoint
ALTER TABLE "wallet_postings" RENAME TO "wallet_postings_old";--> statement-breakpoint
ALTER TABLE "wallet_postings_old" RENAME CONSTRAINT "wallet_postings_pkey" TO "wallet_postings_old_pkey";--> statement-breakpoint
ALTER INDEX "wallet_postings_journal_idx" RENAME TO "wallet_postings_old_journal_idx";--> statement-breakpoint
ALTER INDEX "wallet_postings_account_idx" RENAME TO "wallet_postings_old_account_idx";--> statement-breakpoint
CREATE TABLE "wallet_journals" (
	"id" bigint DEFAULT nextval('wallet_journals_id_seq'::regclass) NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer,
	"request_key" text,
	"reverses_journal_id" bigint,
	"memo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_journals_merchant_id_id_created_at_pk" PRIMARY KEY("merchant_id","id","created_at")
) PARTITION BY RANGE ("created_at");--> statement-breakpoint
ALTER SEQUENCE "wallet_journals_id_seq" OWNED BY "wallet_journals"."id";--> statement-breakpoint
CREATE INDEX "wallet_journals_member_idx" ON "wallet_journals" USING btree ("merchant_id","member_id","created_at");--> statement-breakpoint
CREATE TABLE "wallet_journals_default" PARTITION OF "wallet_journals" DEFAULT;--> statement-breakpoint
CREATE TABLE "wallet_postings" (
	"id" bigint DEFAULT nextval('wallet_postings_id_seq'::regclass) NOT NULL,
	"journal_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_postings_merchant_id_id_created_at_pk" PRIMARY KEY("merchant_id","id","created_at")
) PARTITION BY RANGE ("created_at");--> statement-breakpoint
ALTER SEQUENCE "wallet_postings_id_seq" OWNED BY "wallet_postings"."id";--> statement-breakpoint
CREATE INDEX "wallet_postings_journal_idx" ON "wallet_postings" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "wallet_postings_account_idx" ON "wallet_postings" USING btree ("account_id","id");--> statement-breakpoint
CREATE TABLE "wallet_postings_default" PARTITION OF "wallet_postings" DEFAULT;--> statement-breakpoint
-- A partition for every market month that has rows, and this month (the function creates the months ahead).
DO $$
DECLARE
  v_month date;
  v_last date := date_trunc('month', (now() AT TIME ZONE 'UTC') + interval '8 hours')::date;
  v_lo text;
  v_hi text;
  t text;
BEGIN
  v_month := coalesce(least((SELECT date_trunc('month', (min("created_at") AT TIME ZONE 'UTC') + interval '8 hours')::date FROM "wallet_journals_old"), v_last), v_last);
  WHILE v_month <= v_last LOOP
    v_lo := quote_literal(to_char(v_month::timestamp - interval '8 hours', 'YYYY-MM-DD HH24:MI:SS') || '+00');
    v_hi := quote_literal(to_char((v_month + interval '1 month') - interval '8 hours', 'YYYY-MM-DD HH24:MI:SS') || '+00');
    FOREACH t IN ARRAY ARRAY['wallet_journals', 'wallet_postings'] LOOP
      EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%s) TO (%s)', t || to_char(v_month, '"_y"YYYY"m"MM'), t, v_lo, v_hi);
    END LOOP;
    v_month := (v_month + interval '1 month')::date;
  END LOOP;
END $$;--> statement-breakpoint
INSERT INTO "wallet_journals" ("id", "merchant_id", "kind", "member_id", "request_key", "reverses_journal_id", "memo", "created_at")
  SELECT "id", "merchant_id", "kind", "member_id", "request_key", "reverses_journal_id", "memo", "created_at" FROM "wallet_journals_old";--> statement-breakpoint
-- A posting whose journal is missing (no foreign keys since 0010; checkInvariants reports it) is kept, dated now.
INSERT INTO "wallet_postings" ("id", "journal_id", "merchant_id", "account_id", "amount", "balance_after", "created_at")
  SELECT p."id", p."journal_id", p."merchant_id", p."account_id", p."amount", p."balance_after", coalesce(j."created_at", now())
    FROM "wallet_postings_old" p LEFT JOIN "wallet_journals_old" j ON j."id" = p."journal_id";--> statement-breakpoint
DROP TABLE "wallet_postings_old";--> statement-breakpoint
DROP TABLE "wallet_journals_old";--> statement-breakpoint
ANALYZE "wallet_journals";--> statement-breakpoint
ANALYZE "wallet_postings";
