CREATE TABLE "point_accounts" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"carry" integer DEFAULT 0 NOT NULL,
	"earned" bigint DEFAULT 0 NOT NULL,
	"spent" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_accounts_balance_ck" CHECK ("point_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_journal" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"type" text NOT NULL,
	"change" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reference" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"kind" text NOT NULL,
	"reward_id" integer,
	"reward_kind" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"journal_id" integer,
	"bonus_claim_id" integer,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"texts" jsonb NOT NULL,
	"image" text,
	"points" integer NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"wager_multiple" integer DEFAULT 0 NOT NULL,
	"stock" integer,
	"per_member_limit" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_rewards_stock_ck" CHECK ("point_rewards"."stock" is null or "point_rewards"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"bet_rates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deposit_rate" integer DEFAULT 0 NOT NULL,
	"convert_points" integer DEFAULT 0 NOT NULL,
	"convert_cash" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "point_accounts" ADD CONSTRAINT "point_accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_journal" ADD CONSTRAINT "point_journal_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_reward_id_point_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."point_rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_rewards" ADD CONSTRAINT "point_rewards_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_settings" ADD CONSTRAINT "point_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_accounts_merchant_idx" ON "point_accounts" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_journal_reference_uq" ON "point_journal" USING btree ("member_id","reference");--> statement-breakpoint
CREATE INDEX "point_journal_member_idx" ON "point_journal" USING btree ("merchant_id","member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_redemptions_request_uq" ON "point_redemptions" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "point_redemptions_member_idx" ON "point_redemptions" USING btree ("merchant_id","member_id","id");--> statement-breakpoint
CREATE INDEX "point_redemptions_status_idx" ON "point_redemptions" USING btree ("merchant_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_rewards_code_uq" ON "point_rewards" USING btree ("merchant_id","code");