-- One row per bet's round (issue 14 item 2, wallet README benchmark): the round's record (the games module's
-- game_rounds until now) moves into seamless_rounds beside the rules' counters, so a bet writes one row
-- (inserted by its debit, updated by its settling credit) instead of two. Existing records keep their id
-- (the records' tie-break), stake, win, status, detail and times; a record with no counters row (rounds
-- recorded before the seamless path wrote counters) gets one with zero counters, which the rules read as they
-- read a missing row.
ALTER TABLE "seamless_rounds" ADD COLUMN "id" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "seamless_rounds" ADD COLUMN "game_id" integer;--> statement-breakpoint
ALTER TABLE "seamless_rounds" ADD COLUMN "game_type" text;--> statement-breakpoint
ALTER TABLE "seamless_rounds" ADD COLUMN "game_code" text;--> statement-breakpoint
ALTER TABLE "seamless_rounds" ADD COLUMN "stake" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "seamless_rounds" ADD COLUMN "win" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "seamless_rounds" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "seamless_rounds" ADD COLUMN "detail" jsonb;--> statement-breakpoint
ALTER TABLE "seamless_rounds" ADD COLUMN "created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seamless_rounds" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
INSERT INTO "seamless_rounds" ("merchant_id", "vendor_code", "member_id", "round_id")
  SELECT g."merchant_id", g."vassalage", g."member_id", g."round_id" FROM "game_rounds" g
  ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "seamless_rounds" r SET "id" = g."id", "game_id" = g."game_id", "game_type" = g."game_type", "game_code" = g."game_code",
    "stake" = g."stake", "win" = g."win", "status" = g."status", "detail" = g."detail", "created_at" = g."created_at", "settled_at" = g."settled_at"
  FROM "game_rounds" g
  WHERE r."merchant_id" = g."merchant_id" AND r."vendor_code" = g."vassalage" AND r."member_id" = g."member_id" AND r."round_id" = g."round_id";--> statement-breakpoint
-- Rounds without a record keep the ids ADD COLUMN gave them; new rounds number after every existing id.
SELECT setval(pg_get_serial_sequence('seamless_rounds', 'id'), greatest((SELECT max("id") FROM "seamless_rounds"), 1));--> statement-breakpoint
DROP TABLE "game_rounds" CASCADE;--> statement-breakpoint
CREATE INDEX "seamless_rounds_member_idx" ON "seamless_rounds" USING btree ("merchant_id","member_id","created_at") WHERE "seamless_rounds"."game_type" is not null;--> statement-breakpoint
CREATE INDEX "seamless_rounds_board_idx" ON "seamless_rounds" USING btree ("merchant_id","created_at") WHERE "seamless_rounds"."game_type" is not null;
