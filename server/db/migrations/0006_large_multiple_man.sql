CREATE TABLE "game_favourites" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_launches" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"free_play" boolean DEFAULT false NOT NULL,
	"free_balance" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_launches_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "game_recents" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"launched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer,
	"game_type" text NOT NULL,
	"vassalage" text NOT NULL,
	"game_code" text NOT NULL,
	"round_id" text NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vassalage" text NOT NULL,
	"game_type" text NOT NULL,
	"display_name" text NOT NULL,
	"account_type_id" integer NOT NULL,
	"is_hot" integer DEFAULT 0 NOT NULL,
	"adapter" text NOT NULL,
	"callback_secret" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"node_id" text NOT NULL,
	"game_type" text NOT NULL,
	"vassalage" text NOT NULL,
	"account_type_name" text NOT NULL,
	"game_code" text NOT NULL,
	"code" text NOT NULL,
	"default_play_type" text DEFAULT '' NOT NULL,
	"is_game" text DEFAULT 'GAME' NOT NULL,
	"game_classify" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ms" text NOT NULL,
	"name_zh" text NOT NULL,
	"search_text" text NOT NULL,
	"min_bet" bigint NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"rtp_bp" integer DEFAULT 9600 NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"free_play" boolean DEFAULT true NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_recents" ADD CONSTRAINT "game_recents_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_recents" ADD CONSTRAINT "game_recents_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_vendors" ADD CONSTRAINT "game_vendors_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_favourites_uq" ON "game_favourites" USING btree ("merchant_id","member_id","game_id");--> statement-breakpoint
CREATE INDEX "game_favourites_game_idx" ON "game_favourites" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "game_launches_expires_idx" ON "game_launches" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_recents_uq" ON "game_recents" USING btree ("merchant_id","member_id","game_id");--> statement-breakpoint
CREATE INDEX "game_recents_member_idx" ON "game_recents" USING btree ("merchant_id","member_id","launched_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_vendor_round_uq" ON "game_rounds" USING btree ("merchant_id","vassalage","round_id");--> statement-breakpoint
CREATE INDEX "game_rounds_member_idx" ON "game_rounds" USING btree ("merchant_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "game_rounds_win_idx" ON "game_rounds" USING btree ("merchant_id","created_at") WHERE "game_rounds"."status" = 'settled' and "game_rounds"."win" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "game_vendors_merchant_vass_type_uq" ON "game_vendors" USING btree ("merchant_id","vassalage","game_type");--> statement-breakpoint
CREATE UNIQUE INDEX "games_merchant_node_uq" ON "games" USING btree ("merchant_id","node_id");--> statement-breakpoint
CREATE INDEX "games_list_idx" ON "games" USING btree ("merchant_id","game_type","sort_order","id") WHERE "games"."enabled";--> statement-breakpoint
CREATE INDEX "games_list_vendor_idx" ON "games" USING btree ("merchant_id","game_type","vassalage","sort_order","id") WHERE "games"."enabled";--> statement-breakpoint
CREATE INDEX "games_hot_idx" ON "games" USING btree ("merchant_id","game_type","sort_order") WHERE "games"."enabled" and "games"."is_hot";--> statement-breakpoint
CREATE INDEX "games_vendor_code_idx" ON "games" USING btree ("merchant_id","vassalage","game_code");