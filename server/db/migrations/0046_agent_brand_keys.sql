-- Issue 21 item 5 (every table keyed by brand first): agent_links and the three agent_team_* tables get merchant_id,
-- first in their primary keys and in agent_links_member_idx. Hand-ordered (drizzle's order swaps the keys before the
-- column exists): the column is added nullable, existing rows take their brand from agent_nodes (a link by its member,
-- a team row by its agent, which is always a node: both are written only for members the tree holds), then NOT NULL,
-- and the keys are swapped. A row without a node would stop the migration at SET NOT NULL rather than be guessed.
ALTER TABLE "agent_links" ADD COLUMN "merchant_id" integer;--> statement-breakpoint
ALTER TABLE "agent_team_days" ADD COLUMN "merchant_id" integer;--> statement-breakpoint
ALTER TABLE "agent_team_returns" ADD COLUMN "merchant_id" integer;--> statement-breakpoint
ALTER TABLE "agent_team_slots" ADD COLUMN "merchant_id" integer;--> statement-breakpoint
UPDATE "agent_links" l SET "merchant_id" = n."merchant_id" FROM "agent_nodes" n WHERE n."member_id" = l."member_id";--> statement-breakpoint
UPDATE "agent_team_days" t SET "merchant_id" = n."merchant_id" FROM "agent_nodes" n WHERE n."member_id" = t."agent_id";--> statement-breakpoint
UPDATE "agent_team_returns" t SET "merchant_id" = n."merchant_id" FROM "agent_nodes" n WHERE n."member_id" = t."agent_id";--> statement-breakpoint
UPDATE "agent_team_slots" t SET "merchant_id" = n."merchant_id" FROM "agent_nodes" n WHERE n."member_id" = t."agent_id";--> statement-breakpoint
ALTER TABLE "agent_links" ALTER COLUMN "merchant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_team_days" ALTER COLUMN "merchant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_team_returns" ALTER COLUMN "merchant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_team_slots" ALTER COLUMN "merchant_id" SET NOT NULL;--> statement-breakpoint
DROP INDEX "agent_links_member_idx";--> statement-breakpoint
ALTER TABLE "agent_links" DROP CONSTRAINT "agent_links_ancestor_id_member_id_pk";--> statement-breakpoint
ALTER TABLE "agent_team_days" DROP CONSTRAINT "agent_team_days_agent_id_day_pk";--> statement-breakpoint
ALTER TABLE "agent_team_returns" DROP CONSTRAINT "agent_team_returns_agent_id_day_gap_pk";--> statement-breakpoint
ALTER TABLE "agent_team_slots" DROP CONSTRAINT "agent_team_slots_agent_id_slot_pk";--> statement-breakpoint
ALTER TABLE "agent_links" ADD CONSTRAINT "agent_links_merchant_id_ancestor_id_member_id_pk" PRIMARY KEY("merchant_id","ancestor_id","member_id");--> statement-breakpoint
ALTER TABLE "agent_team_days" ADD CONSTRAINT "agent_team_days_merchant_id_agent_id_day_pk" PRIMARY KEY("merchant_id","agent_id","day");--> statement-breakpoint
ALTER TABLE "agent_team_returns" ADD CONSTRAINT "agent_team_returns_merchant_id_agent_id_day_gap_pk" PRIMARY KEY("merchant_id","agent_id","day","gap");--> statement-breakpoint
ALTER TABLE "agent_team_slots" ADD CONSTRAINT "agent_team_slots_merchant_id_agent_id_slot_pk" PRIMARY KEY("merchant_id","agent_id","slot");--> statement-breakpoint
ALTER TABLE "agent_links" ADD CONSTRAINT "agent_links_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_team_days" ADD CONSTRAINT "agent_team_days_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_team_returns" ADD CONSTRAINT "agent_team_returns_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_team_slots" ADD CONSTRAINT "agent_team_slots_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_links_member_idx" ON "agent_links" USING btree ("merchant_id","member_id");
