CREATE TABLE "loyalty_activity" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"day" text NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"valid_bets" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "loyalty_activity_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "rebate_accruals" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"game_type" text NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_accruals_member_id_game_type_pk" PRIMARY KEY("member_id","game_type")
);
--> statement-breakpoint
CREATE TABLE "rebate_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"request_id" text,
	"vip_level" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"journal_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_birthday_bonuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"year" integer NOT NULL,
	"level" integer NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"journal_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"level" integer NOT NULL,
	"name" text NOT NULL,
	"min_deposit" bigint DEFAULT 0 NOT NULL,
	"min_valid_bet" bigint DEFAULT 0 NOT NULL,
	"upgrade_bonus" bigint DEFAULT 0 NOT NULL,
	"withdraw_daily_limit" bigint DEFAULT 0 NOT NULL,
	"birthday_bonus" bigint DEFAULT 0 NOT NULL,
	"rebate_rates" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_programs" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"period_days" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_upgrades" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"level" integer NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"journal_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loyalty_activity" ADD CONSTRAINT "loyalty_activity_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_accruals" ADD CONSTRAINT "rebate_accruals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_claims" ADD CONSTRAINT "rebate_claims_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_birthday_bonuses" ADD CONSTRAINT "vip_birthday_bonuses_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_programs" ADD CONSTRAINT "vip_programs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_upgrades" ADD CONSTRAINT "vip_upgrades_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_activity_merchant_idx" ON "loyalty_activity" USING btree ("merchant_id","member_id","day");--> statement-breakpoint
CREATE INDEX "rebate_accruals_merchant_idx" ON "rebate_accruals" USING btree ("merchant_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_claims_request_uq" ON "rebate_claims" USING btree ("member_id","request_id") WHERE "rebate_claims"."request_id" is not null;--> statement-breakpoint
CREATE INDEX "rebate_claims_member_idx" ON "rebate_claims" USING btree ("merchant_id","member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_birthday_member_year_uq" ON "vip_birthday_bonuses" USING btree ("member_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_levels_merchant_level_uq" ON "vip_levels" USING btree ("merchant_id","level");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_upgrades_member_level_uq" ON "vip_upgrades" USING btree ("member_id","level");--> statement-breakpoint
CREATE INDEX "vip_upgrades_merchant_idx" ON "vip_upgrades" USING btree ("merchant_id");