CREATE TABLE "member_upline_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"from_upline_id" integer,
	"to_upline_id" integer NOT NULL,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"type" text NOT NULL,
	"order_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_upline_changes" ADD CONSTRAINT "member_upline_changes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_upline_changes" ADD CONSTRAINT "member_upline_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_transactions" ADD CONSTRAINT "agent_transactions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_upline_changes_member_idx" ON "member_upline_changes" USING btree ("merchant_id","member_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_transactions_order_uq" ON "agent_transactions" USING btree ("merchant_id","type","order_id");--> statement-breakpoint
CREATE INDEX "agent_transactions_member_idx" ON "agent_transactions" USING btree ("merchant_id","member_id","at");