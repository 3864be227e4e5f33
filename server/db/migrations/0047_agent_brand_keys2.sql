-- Issue 21 item 5 (every table keyed by brand first), after 0046: the other agent tables get merchant_id first in
-- their primary keys ((merchant_id, member_id), (merchant_id, member_id, day), (merchant_id, id)) and unique indexes.
-- merchant_id is already there and NOT NULL on each, so nothing is backfilled. drizzle-kit cannot name a primary key
-- declared on a column: those are PostgreSQL's default "<table>_pkey" (migrations 0024 and 0037). No foreign key
-- points into these tables, so dropping their keys first is safe; serial ids keep NOT NULL and their sequences.
DROP INDEX "agent_contracts_active_uq";--> statement-breakpoint
DROP INDEX "agent_contracts_offered_uq";--> statement-breakpoint
DROP INDEX "agent_settlements_once_uq";--> statement-breakpoint
ALTER TABLE "agent_member_days" DROP CONSTRAINT "agent_member_days_member_id_day_pk";--> statement-breakpoint
ALTER TABLE "agent_announcements" DROP CONSTRAINT "agent_announcements_pkey";--> statement-breakpoint
ALTER TABLE "agent_contracts" DROP CONSTRAINT "agent_contracts_pkey";--> statement-breakpoint
ALTER TABLE "agent_nodes" DROP CONSTRAINT "agent_nodes_pkey";--> statement-breakpoint
ALTER TABLE "agent_settlements" DROP CONSTRAINT "agent_settlements_pkey";--> statement-breakpoint
ALTER TABLE "agent_transactions" DROP CONSTRAINT "agent_transactions_pkey";--> statement-breakpoint
ALTER TABLE "agent_announcements" ADD CONSTRAINT "agent_announcements_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "agent_member_days" ADD CONSTRAINT "agent_member_days_merchant_id_member_id_day_pk" PRIMARY KEY("merchant_id","member_id","day");--> statement-breakpoint
ALTER TABLE "agent_nodes" ADD CONSTRAINT "agent_nodes_merchant_id_member_id_pk" PRIMARY KEY("merchant_id","member_id");--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "agent_transactions" ADD CONSTRAINT "agent_transactions_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_active_uq" ON "agent_contracts" USING btree ("merchant_id","member_id","kind") WHERE "agent_contracts"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_offered_uq" ON "agent_contracts" USING btree ("merchant_id","member_id","kind") WHERE "agent_contracts"."status" = 'offered';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_settlements_once_uq" ON "agent_settlements" USING btree ("merchant_id","contract_id","period_key");
