ALTER TABLE "game_vendors" ADD COLUMN "maintenance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "game_vendors" ADD COLUMN "maintenance_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "hot_order" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "maintenance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "maintenance_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "games_ops_idx" ON "games" USING btree ("merchant_id","game_type","sort_order","id");