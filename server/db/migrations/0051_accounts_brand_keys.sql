-- Issue 21 item 5 (every table keyed by brand first), after 0046-0050: the accounts module's 12 tables (members,
-- sessions, login_history, member_bank_accounts, member_notes, member_upline_changes, password_resets,
-- verification_codes, captchas, sms_outbox, email_outbox, audit_log) get (merchant_id, id) as their primary key, a
-- session token and a password reset token are unique per brand ((merchant_id, token_hash)), and every reference to a
-- member, from any module (accounts, wallet, compliance, and members.upline_id), becomes (merchant_id, member_id) ->
-- members(merchant_id, id), named <table>_member_fk (members_upline_fk). merchant_id is already there and NOT NULL on
-- each, so nothing is backfilled; the ids and their sequences stay. drizzle-kit cannot name a primary key declared on a
-- column: those are PostgreSQL's default "<table>_pkey". The 18 references to members depend on its primary key: they
-- are dropped first and added back, brand first, on the new key. The indexes by member (sessions, login_history) and
-- by upline (members) lead with merchant_id too.
ALTER TABLE "password_resets" DROP CONSTRAINT "password_resets_token_hash_unique";--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_token_hash_unique";--> statement-breakpoint
ALTER TABLE "login_history" DROP CONSTRAINT "login_history_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "member_notes" DROP CONSTRAINT "member_notes_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "member_upline_changes" DROP CONSTRAINT "member_upline_changes_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "members" DROP CONSTRAINT "members_upline_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "password_resets" DROP CONSTRAINT "password_resets_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "deposits" DROP CONSTRAINT "deposits_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "member_bank_accounts" DROP CONSTRAINT "member_bank_accounts_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_password_attempts" DROP CONSTRAINT "payment_password_attempts_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "wallet_accounts" DROP CONSTRAINT "wallet_accounts_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "wallet_adjustment_requests" DROP CONSTRAINT "wallet_adjustment_requests_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "wallet_bet_guards" DROP CONSTRAINT "wallet_bet_guards_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "withdrawals" DROP CONSTRAINT "withdrawals_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "compliance_alerts" DROP CONSTRAINT "compliance_alerts_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "kyc_documents" DROP CONSTRAINT "kyc_documents_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "rg_exclusions" DROP CONSTRAINT "rg_exclusions_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "rg_limits" DROP CONSTRAINT "rg_limits_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "rg_preferences" DROP CONSTRAINT "rg_preferences_member_id_members_id_fk";
--> statement-breakpoint
DROP INDEX "login_history_member_idx";--> statement-breakpoint
DROP INDEX "members_upline_idx";--> statement-breakpoint
DROP INDEX "sessions_member_idx";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_pkey";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_pkey";--> statement-breakpoint
ALTER TABLE "login_history" DROP CONSTRAINT "login_history_pkey";--> statement-breakpoint
ALTER TABLE "member_notes" DROP CONSTRAINT "member_notes_pkey";--> statement-breakpoint
ALTER TABLE "member_upline_changes" DROP CONSTRAINT "member_upline_changes_pkey";--> statement-breakpoint
ALTER TABLE "members" DROP CONSTRAINT "members_pkey";--> statement-breakpoint
ALTER TABLE "password_resets" DROP CONSTRAINT "password_resets_pkey";--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_pkey";--> statement-breakpoint
ALTER TABLE "captchas" DROP CONSTRAINT "captchas_pkey";--> statement-breakpoint
ALTER TABLE "sms_outbox" DROP CONSTRAINT "sms_outbox_pkey";--> statement-breakpoint
ALTER TABLE "verification_codes" DROP CONSTRAINT "verification_codes_pkey";--> statement-breakpoint
ALTER TABLE "member_bank_accounts" DROP CONSTRAINT "member_bank_accounts_pkey";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "login_history" ADD CONSTRAINT "login_history_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "member_notes" ADD CONSTRAINT "member_notes_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "member_upline_changes" ADD CONSTRAINT "member_upline_changes_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "captchas" ADD CONSTRAINT "captchas_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "member_bank_accounts" ADD CONSTRAINT "member_bank_accounts_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "login_history" ADD CONSTRAINT "login_history_member_fk" FOREIGN KEY ("merchant_id","member_id") REFERENCES "public"."members"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notes" ADD CONSTRAINT "member_notes_member_fk" FOREIGN KEY ("merchant_id","member_id") REFERENCES "public"."members"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_upline_changes" ADD CONSTRAINT "member_upline_changes_member_fk" FOREIGN KEY ("merchant_id","member_id") REFERENCES "public"."members"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_upline_fk" FOREIGN KEY ("merchant_id","upline_id") REFERENCES "public"."members"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_member_fk" FOREIGN KEY ("merchant_id","member_id") REFERENCES "public"."members"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_fk" FOREIGN KEY ("merchant_id","member_id") REFERENCES "public"."members"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_member_fk" FOREIGN KEY ("merchant_id","member_id") REFERENCES "public"."members"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bank_accounts" ADD CONSTRAINT "member_bank_accounts_member_fk" FOREIGN KEY ("merchant_id","member_id") REFERENCES "public"."members"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_password_attempts" ADD CONSTRAINT "payment_password_attempts_member_fk" FOREIGN KEY ("merchant_id","member_id") REFERENCES "public"."members"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_member_fk" FOREIGN KEY ("merchant_id","member_id") REFERENCES "public"."members"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_adjustment_requests" ADD CONSTRAINT "wallet_adjustment_requests_member_fk" FOREIGN KEY ("merchant_id","member_id") REFERENCES "public"."members"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_bet_guards" ADD CONSTRAINT "wallet_bet_guards_member_fk" FOREIGN KEY ("merchant_id","member_id") REFERENCES "public"."members"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_fk" FOREIGN KEY ("merchant_id","member_id") REFERENCES "public"."members"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_alerts" ADD CONSTRAINT "compliance_alerts_member_fk" FOREIGN KEY ("merchant_id","member_id") REFERENCES "public"."members"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_member_fk" FOREIGN KEY ("merchant_id","member_id") REFERENCES "public"."members"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_exclusions" ADD CONSTRAINT "rg_exclusions_member_fk" FOREIGN KEY ("merchant_id","member_id") REFERENCES "public"."members"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_limits" ADD CONSTRAINT "rg_limits_member_fk" FOREIGN KEY ("merchant_id","member_id") REFERENCES "public"."members"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_preferences" ADD CONSTRAINT "rg_preferences_member_fk" FOREIGN KEY ("merchant_id","member_id") REFERENCES "public"."members"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_uq" ON "password_resets" USING btree ("merchant_id","token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("merchant_id","token_hash");--> statement-breakpoint
CREATE INDEX "login_history_member_idx" ON "login_history" USING btree ("merchant_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "members_upline_idx" ON "members" USING btree ("merchant_id","upline_id");--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("merchant_id","member_id");