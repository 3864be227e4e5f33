-- Issue 21 item 5 (every table keyed by brand first), after 0046 and 0047: the content, compliance and lottery tables
-- get merchant_id first in their primary keys ((merchant_id, id) for the serial ids, inbox_receipts (merchant_id,
-- message_id, member_id)), and the references between them become (merchant_id, x_id) -> (merchant_id, id). merchant_id
-- is already there and NOT NULL on each, so nothing is backfilled. drizzle-kit cannot name a primary key declared on a
-- column: those are PostgreSQL's default "<table>_pkey". The three references between these tables depend on the
-- primary keys they point at: they are dropped first and added back, brand first, on the new keys last.
ALTER TABLE "feedback_images" DROP CONSTRAINT "feedback_images_feedback_id_feedback_id_fk";
--> statement-breakpoint
ALTER TABLE "inbox_receipts" DROP CONSTRAINT "inbox_receipts_message_id_inbox_messages_id_fk";
--> statement-breakpoint
ALTER TABLE "lottery_bets" DROP CONSTRAINT "lottery_bets_draw_id_lottery_draws_id_fk";
--> statement-breakpoint
ALTER TABLE "inbox_receipts" DROP CONSTRAINT "inbox_receipts_message_id_member_id_pk";--> statement-breakpoint
ALTER TABLE "announcements" DROP CONSTRAINT "announcements_pkey";--> statement-breakpoint
ALTER TABLE "banners" DROP CONSTRAINT "banners_pkey";--> statement-breakpoint
ALTER TABLE "feedback" DROP CONSTRAINT "feedback_pkey";--> statement-breakpoint
ALTER TABLE "feedback_images" DROP CONSTRAINT "feedback_images_pkey";--> statement-breakpoint
ALTER TABLE "help_articles" DROP CONSTRAINT "help_articles_pkey";--> statement-breakpoint
ALTER TABLE "inbox_messages" DROP CONSTRAINT "inbox_messages_pkey";--> statement-breakpoint
ALTER TABLE "notices" DROP CONSTRAINT "notices_pkey";--> statement-breakpoint
ALTER TABLE "lottery_bets" DROP CONSTRAINT "lottery_bets_pkey";--> statement-breakpoint
ALTER TABLE "lottery_draws" DROP CONSTRAINT "lottery_draws_pkey";--> statement-breakpoint
ALTER TABLE "compliance_alerts" DROP CONSTRAINT "compliance_alerts_pkey";--> statement-breakpoint
ALTER TABLE "kyc_documents" DROP CONSTRAINT "kyc_documents_pkey";--> statement-breakpoint
ALTER TABLE "rg_exclusions" DROP CONSTRAINT "rg_exclusions_pkey";--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "feedback_images" ADD CONSTRAINT "feedback_images_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "inbox_receipts" ADD CONSTRAINT "inbox_receipts_merchant_id_message_id_member_id_pk" PRIMARY KEY("merchant_id","message_id","member_id");--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "compliance_alerts" ADD CONSTRAINT "compliance_alerts_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "rg_exclusions" ADD CONSTRAINT "rg_exclusions_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "feedback_images" ADD CONSTRAINT "feedback_images_feedback_fk" FOREIGN KEY ("merchant_id","feedback_id") REFERENCES "public"."feedback"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_receipts" ADD CONSTRAINT "inbox_receipts_message_fk" FOREIGN KEY ("merchant_id","message_id") REFERENCES "public"."inbox_messages"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_draw_fk" FOREIGN KEY ("merchant_id","draw_id") REFERENCES "public"."lottery_draws"("merchant_id","id") ON DELETE no action ON UPDATE no action;