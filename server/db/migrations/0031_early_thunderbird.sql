CREATE TABLE "vip_reviews" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"month" text NOT NULL,
	"from_level" integer NOT NULL,
	"to_level" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_reviews_member_id_month_pk" PRIMARY KEY("member_id","month")
);
--> statement-breakpoint
ALTER TABLE "vip_levels" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vip_reviews" ADD CONSTRAINT "vip_reviews_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vip_reviews_merchant_idx" ON "vip_reviews" USING btree ("merchant_id","month");