CREATE TABLE "payment_password_attempts" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"attempts" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_password_attempts_merchant_id_member_id_pk" PRIMARY KEY("merchant_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "payment_password_attempts" ADD CONSTRAINT "payment_password_attempts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_password_attempts" ADD CONSTRAINT "payment_password_attempts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;