-- Issue 21 item 5: the seamless wallet's per-bet tables, seamless_txs and seamless_rounds, partitioned by month like
-- the ledger's (0044). Hand-written (drizzle does not model partitions); it ends in the shape of drizzle's snapshot.
-- Their keys are natural (the vendor's txId, the vendor's round), so the partition key is a column of its own,
-- `month`: the market month (UTC+8, schema/api/market-day.ts) the row was first written in, as the date of its first
-- day. A partitioned table's unique keys must hold the partition key, so each key ends in it: (brand, vendor, key
-- space, txId, month) and (brand, vendor, member, round, month). seamless_batch looks a key up in this month and the
-- last and writes a round in the month it found it in (server/modules/wallet/sql/seamless-batch.sql says why the key
-- stays unique). Later months are made ahead by wallet_ensure_partitions (sql/partitions.sql), with the ledger's;
-- DEFAULT takes anything outside them, so an insert never fails. Rows keep their ids and sequences.
ALTER TABLE "seamless_txs" RENAME TO "seamless_txs_old";--> statement-breakpoint
ALTER TABLE "seamless_txs_old" RENAME CONSTRAINT "seamless_txs_key_pk" TO "seamless_txs_old_key_pk";--> statement-breakpoint
ALTER TABLE "seamless_rounds" RENAME TO "seamless_rounds_old";--> statement-breakpoint
ALTER TABLE "seamless_rounds_old" RENAME CONSTRAINT "seamless_rounds_merchant_id_vendor_code_member_id_round_id_pk" TO "seamless_rounds_old_pk";--> statement-breakpoint
ALTER INDEX "seamless_rounds_member_idx" RENAME TO "seamless_rounds_old_member_idx";--> statement-breakpoint
ALTER INDEX "seamless_rounds_board_idx" RENAME TO "seamless_rounds_old_board_idx";--> statement-breakpoint
CREATE TABLE "seamless_txs" (
	"id" bigint DEFAULT nextval('seamless_txs_id_seq'::regclass) NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"key_space" text NOT NULL,
	"tx_id" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer NOT NULL,
	"round_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"journal_id" bigint,
	"balance_after" bigint NOT NULL,
	"game_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"month" date DEFAULT (date_trunc('month', (now() AT TIME ZONE 'UTC') + interval '8 hours'))::date NOT NULL,
	CONSTRAINT "seamless_txs_key_pk" PRIMARY KEY("merchant_id","vendor_code","key_space","tx_id","month")
) PARTITION BY RANGE ("month");--> statement-breakpoint
ALTER SEQUENCE "seamless_txs_id_seq" OWNED BY "seamless_txs"."id";--> statement-breakpoint
CREATE TABLE "seamless_txs_default" PARTITION OF "seamless_txs" DEFAULT;--> statement-breakpoint
CREATE TABLE "seamless_rounds" (
	"merchant_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"round_id" text NOT NULL,
	"debits" integer DEFAULT 0 NOT NULL,
	"rolled_back" integer DEFAULT 0 NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"staked" bigint DEFAULT 0 NOT NULL,
	"max_multiplier" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"id" bigint DEFAULT nextval('seamless_rounds_id_seq'::regclass) NOT NULL,
	"game_id" integer,
	"game_type" text,
	"game_code" text,
	"stake" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"status" text,
	"detail" jsonb,
	"created_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"month" date DEFAULT (date_trunc('month', (now() AT TIME ZONE 'UTC') + interval '8 hours'))::date NOT NULL,
	CONSTRAINT "seamless_rounds_merchant_id_vendor_code_member_id_round_id_month_pk" PRIMARY KEY("merchant_id","vendor_code","member_id","round_id","month")
) PARTITION BY RANGE ("month");--> statement-breakpoint
ALTER SEQUENCE "seamless_rounds_id_seq" OWNED BY "seamless_rounds"."id";--> statement-breakpoint
CREATE INDEX "seamless_rounds_member_idx" ON "seamless_rounds" USING btree ("merchant_id","member_id","created_at") WHERE "seamless_rounds"."game_type" is not null;--> statement-breakpoint
CREATE INDEX "seamless_rounds_board_idx" ON "seamless_rounds" USING btree ("merchant_id","created_at") WHERE "seamless_rounds"."game_type" is not null;--> statement-breakpoint
CREATE TABLE "seamless_rounds_default" PARTITION OF "seamless_rounds" DEFAULT;--> statement-breakpoint
-- A partition for every market month that has rows, and this month (the function makes the months ahead). A
-- transaction's month is that of its created_at; a round's, that of its first write: its created_at (the record's
-- bet time, the caller's clock) when it has one, else its last update's.
DO $$
DECLARE
  v_month date;
  v_last date := date_trunc('month', (now() AT TIME ZONE 'UTC') + interval '8 hours')::date;
  t text;
BEGIN
  v_month := least(
    coalesce((SELECT date_trunc('month', (min("created_at") AT TIME ZONE 'UTC') + interval '8 hours')::date FROM "seamless_txs_old"), v_last),
    coalesce((SELECT date_trunc('month', (min(coalesce("created_at", "updated_at")) AT TIME ZONE 'UTC') + interval '8 hours')::date FROM "seamless_rounds_old"), v_last),
    v_last);
  WHILE v_month <= v_last LOOP
    FOREACH t IN ARRAY ARRAY['seamless_txs', 'seamless_rounds'] LOOP
      EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)', t || to_char(v_month, '"_y"YYYY"m"MM'), t,
                     v_month, (v_month + interval '1 month')::date);
    END LOOP;
    v_month := (v_month + interval '1 month')::date;
  END LOOP;
END $$;--> statement-breakpoint
INSERT INTO "seamless_txs" ("id", "merchant_id", "vendor_code", "key_space", "tx_id", "kind", "member_id", "round_id", "amount", "status", "journal_id", "balance_after", "game_code", "created_at", "month")
  SELECT "id", "merchant_id", "vendor_code", "key_space", "tx_id", "kind", "member_id", "round_id", "amount", "status", "journal_id", "balance_after", "game_code", "created_at",
         date_trunc('month', ("created_at" AT TIME ZONE 'UTC') + interval '8 hours')::date
    FROM "seamless_txs_old";--> statement-breakpoint
INSERT INTO "seamless_rounds" ("merchant_id", "vendor_code", "member_id", "round_id", "debits", "rolled_back", "credits", "staked", "max_multiplier", "updated_at", "id",
                               "game_id", "game_type", "game_code", "stake", "win", "status", "detail", "created_at", "settled_at", "month")
  SELECT "merchant_id", "vendor_code", "member_id", "round_id", "debits", "rolled_back", "credits", "staked", "max_multiplier", "updated_at", "id",
         "game_id", "game_type", "game_code", "stake", "win", "status", "detail", "created_at", "settled_at",
         date_trunc('month', (coalesce("created_at", "updated_at") AT TIME ZONE 'UTC') + interval '8 hours')::date
    FROM "seamless_rounds_old";--> statement-breakpoint
DROP TABLE "seamless_txs_old";--> statement-breakpoint
DROP TABLE "seamless_rounds_old";--> statement-breakpoint
ANALYZE "seamless_txs";--> statement-breakpoint
ANALYZE "seamless_rounds";
