CREATE TABLE "wallet_bet_guards" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_bet_guards_merchant_id_member_id_pk" PRIMARY KEY("merchant_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "wallet_bet_guards" ADD CONSTRAINT "wallet_bet_guards_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_bet_guards" ADD CONSTRAINT "wallet_bet_guards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Members who already have a limit or an exclusion (compliance) are checked from now on (wallet_bet_guards).
INSERT INTO "wallet_bet_guards" ("merchant_id", "member_id")
  SELECT merchant_id, member_id FROM "rg_limits" UNION SELECT merchant_id, member_id FROM "rg_exclusions"
  ON CONFLICT DO NOTHING;
