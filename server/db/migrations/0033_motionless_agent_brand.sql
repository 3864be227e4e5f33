CREATE TABLE "mission_progress" (
	"mission_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"last_day" text,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_progress_mission_id_member_id_period_key_pk" PRIMARY KEY("mission_id","member_id","period_key")
);
--> statement-breakpoint
CREATE TABLE "mission_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"mission_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"status" text DEFAULT 'claim' NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"wager_required" bigint DEFAULT 0 NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"wager_hours" integer DEFAULT 168 NOT NULL,
	"removed" bigint DEFAULT 0 NOT NULL,
	"request_id" text,
	"journal_id" integer,
	"removal_journal_id" integer,
	"earned_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"wager_expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"period" text NOT NULL,
	"goal" text NOT NULL,
	"game_type" text,
	"target" bigint NOT NULL,
	"reward_kind" text NOT NULL,
	"reward_amount" bigint DEFAULT 0 NOT NULL,
	"wager_multiple" integer DEFAULT 0 NOT NULL,
	"wager_hours" integer DEFAULT 168 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"claim_hours" integer DEFAULT 48 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"texts" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_rewards" ADD CONSTRAINT "mission_rewards_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_rewards" ADD CONSTRAINT "mission_rewards_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mission_progress_member_idx" ON "mission_progress" USING btree ("merchant_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mission_rewards_once_uq" ON "mission_rewards" USING btree ("mission_id","member_id","period_key");--> statement-breakpoint
CREATE INDEX "mission_rewards_member_idx" ON "mission_rewards" USING btree ("merchant_id","member_id","status");--> statement-breakpoint
CREATE INDEX "mission_rewards_board_idx" ON "mission_rewards" USING btree ("merchant_id","earned_at");--> statement-breakpoint
CREATE INDEX "mission_rewards_open_idx" ON "mission_rewards" USING btree ("expires_at") WHERE status = 'claim';--> statement-breakpoint
CREATE INDEX "mission_rewards_wagering_idx" ON "mission_rewards" USING btree ("wager_expires_at") WHERE status = 'claimed';--> statement-breakpoint
CREATE UNIQUE INDEX "missions_merchant_code_uq" ON "missions" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE INDEX "missions_merchant_goal_idx" ON "missions" USING btree ("merchant_id","goal");