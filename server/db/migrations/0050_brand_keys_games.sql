-- Issue 21 item 5 (every table keyed by brand first), after 0046-0049: the games module's tables get merchant_id first
-- in their primary keys ((merchant_id, id) for games, game_vendors, game_launches and house_seeds; game_favourites and
-- game_recents, which had only a unique index on (merchant_id, member_id, game_id), get it as their primary key), the
-- launch token is unique per brand (merchant_id, token_hash), and the references to games become (merchant_id, game_id)
-- -> (merchant_id, id). merchant_id is already there and NOT NULL on each, so nothing is backfilled. drizzle-kit cannot
-- name a primary key declared on a column: those are PostgreSQL's default "<table>_pkey". The three references to games
-- depend on its primary key: they are dropped first and added back, brand first, on the new key.
ALTER TABLE "game_launches" DROP CONSTRAINT "game_launches_token_hash_unique";--> statement-breakpoint
ALTER TABLE "game_favourites" DROP CONSTRAINT "game_favourites_game_id_games_id_fk";
--> statement-breakpoint
ALTER TABLE "game_launches" DROP CONSTRAINT "game_launches_game_id_games_id_fk";
--> statement-breakpoint
ALTER TABLE "game_recents" DROP CONSTRAINT "game_recents_game_id_games_id_fk";
--> statement-breakpoint
DROP INDEX "game_favourites_uq";--> statement-breakpoint
DROP INDEX "game_recents_uq";--> statement-breakpoint
DROP INDEX "game_favourites_game_idx";--> statement-breakpoint
ALTER TABLE "game_launches" DROP CONSTRAINT "game_launches_pkey";--> statement-breakpoint
ALTER TABLE "game_vendors" DROP CONSTRAINT "game_vendors_pkey";--> statement-breakpoint
ALTER TABLE "games" DROP CONSTRAINT "games_pkey";--> statement-breakpoint
ALTER TABLE "house_seeds" DROP CONSTRAINT "house_seeds_pkey";--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_merchant_id_member_id_game_id_pk" PRIMARY KEY("merchant_id","member_id","game_id");--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "game_recents" ADD CONSTRAINT "game_recents_merchant_id_member_id_game_id_pk" PRIMARY KEY("merchant_id","member_id","game_id");--> statement-breakpoint
ALTER TABLE "game_vendors" ADD CONSTRAINT "game_vendors_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "house_seeds" ADD CONSTRAINT "house_seeds_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_game_fk" FOREIGN KEY ("merchant_id","game_id") REFERENCES "public"."games"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_game_fk" FOREIGN KEY ("merchant_id","game_id") REFERENCES "public"."games"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_recents" ADD CONSTRAINT "game_recents_game_fk" FOREIGN KEY ("merchant_id","game_id") REFERENCES "public"."games"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_launches_token_uq" ON "game_launches" USING btree ("merchant_id","token_hash");--> statement-breakpoint
CREATE INDEX "game_favourites_game_idx" ON "game_favourites" USING btree ("merchant_id","game_id");