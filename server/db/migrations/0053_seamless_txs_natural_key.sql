-- Issue 21 item 5: seamless_txs keyed by its idempotency key, brand first, instead of (merchant_id, id) beside it
-- (0052): with two indexes starting merchant_id, seamless_batch's generic plan made while the table was empty took the
-- (merchant_id, id) key for the vendor tx look-up and read every transaction of the brand per call. One index per row.
DROP INDEX "seamless_txs_key_uq";--> statement-breakpoint
ALTER TABLE "seamless_txs" DROP CONSTRAINT "seamless_txs_merchant_id_id_pk";--> statement-breakpoint
ALTER TABLE "seamless_txs" ADD CONSTRAINT "seamless_txs_key_pk" PRIMARY KEY("merchant_id","vendor_code","key_space","tx_id");