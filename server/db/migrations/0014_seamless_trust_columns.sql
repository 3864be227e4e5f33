ALTER TABLE "seamless_rounds" ADD COLUMN "staked" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "seamless_rounds" ADD COLUMN "max_multiplier" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_vendors" ADD COLUMN "max_multiplier" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "max_multiplier" integer;