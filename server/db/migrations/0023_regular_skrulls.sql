CREATE TABLE "lottery_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"draw_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"numero" text NOT NULL,
	"play_type" text NOT NULL,
	"number" text NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint,
	"status" text DEFAULT 'placed' NOT NULL,
	"request_id" text NOT NULL,
	"line" integer NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"numero" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"seed_hash" text NOT NULL,
	"seed" text NOT NULL,
	"result" jsonb,
	"lock_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"voided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_bets_request_uq" ON "lottery_bets" USING btree ("merchant_id","member_id","request_id","line");--> statement-breakpoint
CREATE INDEX "lottery_bets_draw_idx" ON "lottery_bets" USING btree ("draw_id","status");--> statement-breakpoint
CREATE INDEX "lottery_bets_member_idx" ON "lottery_bets" USING btree ("merchant_id","member_id","id");--> statement-breakpoint
CREATE INDEX "lottery_bets_number_idx" ON "lottery_bets" USING btree ("draw_id","play_type","number");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_game_numero_uq" ON "lottery_draws" USING btree ("merchant_id","game_code","numero");--> statement-breakpoint
CREATE INDEX "lottery_draws_due_idx" ON "lottery_draws" USING btree ("status","draw_at") WHERE status in ('open', 'locked', 'drawn', 'voided');--> statement-breakpoint
CREATE INDEX "lottery_draws_game_time_idx" ON "lottery_draws" USING btree ("merchant_id","game_code","draw_at");