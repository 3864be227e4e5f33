CREATE TABLE "deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"gateway_ref" text NOT NULL,
	"member_ref" text,
	"journal_id" bigint,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"gateway" text NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enabled" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seamless_rounds" (
	"merchant_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"round_id" text NOT NULL,
	"debits" integer DEFAULT 0 NOT NULL,
	"rolled_back" integer DEFAULT 0 NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seamless_rounds_merchant_id_vendor_code_member_id_round_id_pk" PRIMARY KEY("merchant_id","vendor_code","member_id","round_id")
);
--> statement-breakpoint
CREATE TABLE "seamless_txs" (
	"id" bigserial PRIMARY KEY NOT NULL,
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
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer,
	"kind" text NOT NULL,
	"vendor_code" text DEFAULT '' NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_accounts_member_non_negative" CHECK ("wallet_accounts"."member_id" is null or "wallet_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_journals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer,
	"request_key" text,
	"reverses_journal_id" bigint,
	"memo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"journal_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_requests" (
	"merchant_id" integer NOT NULL,
	"scope" text NOT NULL,
	"request_id" text NOT NULL,
	"operation" text NOT NULL,
	"fingerprint" text NOT NULL,
	"journal_id" bigint,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_requests_merchant_id_scope_request_id_pk" PRIMARY KEY("merchant_id","scope","request_id")
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"request_journal_id" bigint,
	"decision_journal_id" bigint,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"reason" text,
	"receipt_status" text,
	"received_amount" bigint,
	"proof_image" text,
	"receipt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_channel_id_payment_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_channels" ADD CONSTRAINT "payment_channels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_rounds" ADD CONSTRAINT "seamless_rounds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_rounds" ADD CONSTRAINT "seamless_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_txs" ADD CONSTRAINT "seamless_txs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_txs" ADD CONSTRAINT "seamless_txs_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_journals" ADD CONSTRAINT "wallet_journals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_journals" ADD CONSTRAINT "wallet_journals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_postings" ADD CONSTRAINT "wallet_postings_journal_id_wallet_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."wallet_journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_postings" ADD CONSTRAINT "wallet_postings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_postings" ADD CONSTRAINT "wallet_postings_account_id_wallet_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_requests" ADD CONSTRAINT "wallet_requests_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_gateway_ref_uq" ON "deposits" USING btree ("merchant_id","gateway_ref");--> statement-breakpoint
CREATE INDEX "deposits_member_idx" ON "deposits" USING btree ("merchant_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_channels_code_uq" ON "payment_channels" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "seamless_txs_key_uq" ON "seamless_txs" USING btree ("merchant_id","vendor_code","key_space","tx_id");--> statement-breakpoint
CREATE INDEX "seamless_txs_round_idx" ON "seamless_txs" USING btree ("merchant_id","vendor_code","member_id","round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_member_uq" ON "wallet_accounts" USING btree ("merchant_id","member_id","kind","vendor_code") WHERE "wallet_accounts"."member_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_system_uq" ON "wallet_accounts" USING btree ("merchant_id","kind") WHERE "wallet_accounts"."member_id" is null;--> statement-breakpoint
CREATE INDEX "wallet_journals_member_idx" ON "wallet_journals" USING btree ("merchant_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_postings_journal_idx" ON "wallet_postings" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "wallet_postings_account_idx" ON "wallet_postings" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_member_idx" ON "withdrawals" USING btree ("merchant_id","member_id","created_at");