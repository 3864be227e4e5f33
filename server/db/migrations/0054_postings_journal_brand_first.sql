DROP INDEX "wallet_postings_journal_idx";--> statement-breakpoint
CREATE INDEX "wallet_postings_journal_idx" ON "wallet_postings" USING btree ("merchant_id","journal_id");