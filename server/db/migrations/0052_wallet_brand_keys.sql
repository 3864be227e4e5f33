-- Issue 21 item 5 (every table keyed by brand first), after 0046-0051: the wallet's remaining tables get merchant_id
-- first in their primary keys ((merchant_id, id) for wallet_accounts, seamless_txs, deposits, withdrawals,
-- payment_channels and wallet_adjustment_requests; (merchant_id, deposit_id) for deposit_receipts), and the references
-- between them become (merchant_id, x_id) -> (merchant_id, id): deposits -> payment_channels (deposits_channel_fk) and
-- deposit_receipts -> deposits (deposit_receipts_deposit_fk). Their unique indexes started with merchant_id already.
-- merchant_id is NOT NULL on each, so nothing is backfilled. drizzle-kit cannot name a primary key declared on a
-- column: those are PostgreSQL's default "<table>_pkey". The two references depend on the old primary keys: they are
-- dropped first and added back, brand first, on the new keys. No foreign key into members is changed here.
ALTER TABLE "deposit_receipts" DROP CONSTRAINT "deposit_receipts_deposit_id_deposits_id_fk";
--> statement-breakpoint
ALTER TABLE "deposits" DROP CONSTRAINT "deposits_channel_id_payment_channels_id_fk";
--> statement-breakpoint
ALTER TABLE "deposit_receipts" DROP CONSTRAINT "deposit_receipts_pkey";--> statement-breakpoint
ALTER TABLE "deposits" DROP CONSTRAINT "deposits_pkey";--> statement-breakpoint
ALTER TABLE "payment_channels" DROP CONSTRAINT "payment_channels_pkey";--> statement-breakpoint
ALTER TABLE "seamless_txs" DROP CONSTRAINT "seamless_txs_pkey";--> statement-breakpoint
ALTER TABLE "wallet_accounts" DROP CONSTRAINT "wallet_accounts_pkey";--> statement-breakpoint
ALTER TABLE "wallet_adjustment_requests" DROP CONSTRAINT "wallet_adjustment_requests_pkey";--> statement-breakpoint
ALTER TABLE "withdrawals" DROP CONSTRAINT "withdrawals_pkey";--> statement-breakpoint
ALTER TABLE "deposit_receipts" ADD CONSTRAINT "deposit_receipts_merchant_id_deposit_id_pk" PRIMARY KEY("merchant_id","deposit_id");--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "payment_channels" ADD CONSTRAINT "payment_channels_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "seamless_txs" ADD CONSTRAINT "seamless_txs_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "wallet_adjustment_requests" ADD CONSTRAINT "wallet_adjustment_requests_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "deposit_receipts" ADD CONSTRAINT "deposit_receipts_deposit_fk" FOREIGN KEY ("merchant_id","deposit_id") REFERENCES "public"."deposits"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_channel_fk" FOREIGN KEY ("merchant_id","channel_id") REFERENCES "public"."payment_channels"("merchant_id","id") ON DELETE no action ON UPDATE no action;