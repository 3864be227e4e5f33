-- Missions' bonus rewards become promotions bonuses (issue 18, missions README): the missions' own wagering columns
-- go. A reward claimed under the old wagering ('claimed', or 'forfeited' after its take-back, which the ledger keeps
-- as journal `mission-remove:<id>`) was paid: it is 'issued' now, its old wagering no longer holds withdrawals.
UPDATE "mission_rewards" SET "status" = 'issued' WHERE "status" IN ('claimed', 'forfeited');--> statement-breakpoint
DROP INDEX "mission_rewards_wagering_idx";--> statement-breakpoint
ALTER TABLE "mission_rewards" ADD COLUMN "bonus_claim_id" integer;--> statement-breakpoint
ALTER TABLE "mission_rewards" DROP COLUMN "wagered";--> statement-breakpoint
ALTER TABLE "mission_rewards" DROP COLUMN "removed";--> statement-breakpoint
ALTER TABLE "mission_rewards" DROP COLUMN "removal_journal_id";--> statement-breakpoint
ALTER TABLE "mission_rewards" DROP COLUMN "wager_expires_at";