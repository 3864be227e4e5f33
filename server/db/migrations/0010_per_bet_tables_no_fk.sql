-- Per-bet tables without foreign keys (server/modules/wallet/tables.ts says why; checkInvariants
-- danglingReferences checks the same references from the tables).
ALTER TABLE "seamless_rounds" DROP CONSTRAINT "seamless_rounds_merchant_id_merchants_id_fk";
--> statement-breakpoint
ALTER TABLE "seamless_rounds" DROP CONSTRAINT "seamless_rounds_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "seamless_txs" DROP CONSTRAINT "seamless_txs_merchant_id_merchants_id_fk";
--> statement-breakpoint
ALTER TABLE "seamless_txs" DROP CONSTRAINT "seamless_txs_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "wallet_journals" DROP CONSTRAINT "wallet_journals_merchant_id_merchants_id_fk";
--> statement-breakpoint
ALTER TABLE "wallet_journals" DROP CONSTRAINT "wallet_journals_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "wallet_postings" DROP CONSTRAINT "wallet_postings_journal_id_wallet_journals_id_fk";
--> statement-breakpoint
ALTER TABLE "wallet_postings" DROP CONSTRAINT "wallet_postings_merchant_id_merchants_id_fk";
--> statement-breakpoint
ALTER TABLE "wallet_postings" DROP CONSTRAINT "wallet_postings_account_id_wallet_accounts_id_fk";
