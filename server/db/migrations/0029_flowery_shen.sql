CREATE TABLE "house_seeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "house_seeds" ADD CONSTRAINT "house_seeds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "house_seeds_active_uq" ON "house_seeds" USING btree ("merchant_id","member_id") WHERE "house_seeds"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "house_seeds_member_idx" ON "house_seeds" USING btree ("merchant_id","member_id","id");