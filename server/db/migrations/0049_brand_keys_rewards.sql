-- Issue 21 item 5 (every table keyed by brand first), after 0046 and 0047 (agents) and 0048 (content, compliance, lottery): the loyalty, points, missions
-- and promotions tables get merchant_id first in their primary keys ((merchant_id, id) for serial ids, otherwise
-- merchant_id before the former key) and unique indexes, and their foreign keys to one another become composite
-- (merchant_id, x_id) -> (merchant_id, id). merchant_id is already there and NOT NULL on each, so nothing is
-- backfilled. drizzle-kit cannot name a primary key declared on a column: those are PostgreSQL's default
-- "<table>_pkey". The single-column foreign keys into promotions, promotion_claims, point_rewards and missions are
-- dropped before those tables' keys, and the composite ones added after the new keys. The indexes
-- loyalty_activity_merchant_idx, rebate_accruals_merchant_idx, vip_upgrades_merchant_idx and
-- point_accounts_merchant_idx are dropped: the new primary keys (or unique index) start with the same columns.
ALTER TABLE "promotion_application_images" DROP CONSTRAINT "promotion_application_images_claim_id_promotion_claims_id_fk";
--> statement-breakpoint
ALTER TABLE "promotion_claims" DROP CONSTRAINT "promotion_claims_promotion_id_promotions_id_fk";
--> statement-breakpoint
ALTER TABLE "point_redemptions" DROP CONSTRAINT "point_redemptions_reward_id_point_rewards_id_fk";
--> statement-breakpoint
ALTER TABLE "mission_progress" DROP CONSTRAINT "mission_progress_mission_id_missions_id_fk";
--> statement-breakpoint
ALTER TABLE "mission_rewards" DROP CONSTRAINT "mission_rewards_mission_id_missions_id_fk";
--> statement-breakpoint
DROP INDEX "loyalty_activity_merchant_idx";--> statement-breakpoint
DROP INDEX "rebate_accruals_merchant_idx";--> statement-breakpoint
DROP INDEX "vip_upgrades_merchant_idx";--> statement-breakpoint
DROP INDEX "point_accounts_merchant_idx";--> statement-breakpoint
DROP INDEX "promotion_application_images_claim_idx";--> statement-breakpoint
DROP INDEX "promotion_claims_once_uq";--> statement-breakpoint
DROP INDEX "rebate_claims_request_uq";--> statement-breakpoint
DROP INDEX "vip_birthday_member_year_uq";--> statement-breakpoint
DROP INDEX "vip_upgrades_member_level_uq";--> statement-breakpoint
DROP INDEX "point_journal_reference_uq";--> statement-breakpoint
DROP INDEX "point_redemptions_request_uq";--> statement-breakpoint
DROP INDEX "mission_rewards_once_uq";--> statement-breakpoint
ALTER TABLE "loyalty_activity" DROP CONSTRAINT "loyalty_activity_member_id_day_pk";--> statement-breakpoint
ALTER TABLE "rebate_accruals" DROP CONSTRAINT "rebate_accruals_member_id_game_type_pk";--> statement-breakpoint
ALTER TABLE "vip_reviews" DROP CONSTRAINT "vip_reviews_member_id_month_pk";--> statement-breakpoint
ALTER TABLE "mission_progress" DROP CONSTRAINT "mission_progress_mission_id_member_id_period_key_pk";--> statement-breakpoint
ALTER TABLE "promotion_application_images" DROP CONSTRAINT "promotion_application_images_pkey";--> statement-breakpoint
ALTER TABLE "promotion_claims" DROP CONSTRAINT "promotion_claims_pkey";--> statement-breakpoint
ALTER TABLE "promotions" DROP CONSTRAINT "promotions_pkey";--> statement-breakpoint
ALTER TABLE "rebate_claims" DROP CONSTRAINT "rebate_claims_pkey";--> statement-breakpoint
ALTER TABLE "referral_friends" DROP CONSTRAINT "referral_friends_pkey";--> statement-breakpoint
ALTER TABLE "vip_birthday_bonuses" DROP CONSTRAINT "vip_birthday_bonuses_pkey";--> statement-breakpoint
ALTER TABLE "vip_levels" DROP CONSTRAINT "vip_levels_pkey";--> statement-breakpoint
ALTER TABLE "vip_upgrades" DROP CONSTRAINT "vip_upgrades_pkey";--> statement-breakpoint
ALTER TABLE "point_accounts" DROP CONSTRAINT "point_accounts_pkey";--> statement-breakpoint
ALTER TABLE "point_journal" DROP CONSTRAINT "point_journal_pkey";--> statement-breakpoint
ALTER TABLE "point_redemptions" DROP CONSTRAINT "point_redemptions_pkey";--> statement-breakpoint
ALTER TABLE "point_rewards" DROP CONSTRAINT "point_rewards_pkey";--> statement-breakpoint
ALTER TABLE "mission_rewards" DROP CONSTRAINT "mission_rewards_pkey";--> statement-breakpoint
ALTER TABLE "missions" DROP CONSTRAINT "missions_pkey";--> statement-breakpoint
ALTER TABLE "promotion_application_images" ADD CONSTRAINT "promotion_application_images_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "loyalty_activity" ADD CONSTRAINT "loyalty_activity_merchant_id_member_id_day_pk" PRIMARY KEY("merchant_id","member_id","day");--> statement-breakpoint
ALTER TABLE "rebate_accruals" ADD CONSTRAINT "rebate_accruals_merchant_id_member_id_game_type_pk" PRIMARY KEY("merchant_id","member_id","game_type");--> statement-breakpoint
ALTER TABLE "rebate_claims" ADD CONSTRAINT "rebate_claims_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "referral_friends" ADD CONSTRAINT "referral_friends_merchant_id_friend_id_pk" PRIMARY KEY("merchant_id","friend_id");--> statement-breakpoint
ALTER TABLE "vip_birthday_bonuses" ADD CONSTRAINT "vip_birthday_bonuses_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "vip_reviews" ADD CONSTRAINT "vip_reviews_merchant_id_member_id_month_pk" PRIMARY KEY("merchant_id","member_id","month");--> statement-breakpoint
ALTER TABLE "vip_upgrades" ADD CONSTRAINT "vip_upgrades_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "point_accounts" ADD CONSTRAINT "point_accounts_merchant_id_member_id_pk" PRIMARY KEY("merchant_id","member_id");--> statement-breakpoint
ALTER TABLE "point_journal" ADD CONSTRAINT "point_journal_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "point_rewards" ADD CONSTRAINT "point_rewards_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_merchant_id_mission_id_member_id_period_key_pk" PRIMARY KEY("merchant_id","mission_id","member_id","period_key");--> statement-breakpoint
ALTER TABLE "mission_rewards" ADD CONSTRAINT "mission_rewards_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_merchant_id_id_pk" PRIMARY KEY("merchant_id","id");--> statement-breakpoint
ALTER TABLE "promotion_application_images" ADD CONSTRAINT "promotion_application_images_claim_fk" FOREIGN KEY ("merchant_id","claim_id") REFERENCES "public"."promotion_claims"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_promotion_fk" FOREIGN KEY ("merchant_id","promotion_id") REFERENCES "public"."promotions"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_reward_fk" FOREIGN KEY ("merchant_id","reward_id") REFERENCES "public"."point_rewards"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_mission_fk" FOREIGN KEY ("merchant_id","mission_id") REFERENCES "public"."missions"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_rewards" ADD CONSTRAINT "mission_rewards_mission_fk" FOREIGN KEY ("merchant_id","mission_id") REFERENCES "public"."missions"("merchant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_application_images_claim_idx" ON "promotion_application_images" USING btree ("merchant_id","claim_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_claims_once_uq" ON "promotion_claims" USING btree ("merchant_id","promotion_id","member_id","period_key");--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_claims_request_uq" ON "rebate_claims" USING btree ("merchant_id","member_id","request_id") WHERE "rebate_claims"."request_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "vip_birthday_member_year_uq" ON "vip_birthday_bonuses" USING btree ("merchant_id","member_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_upgrades_member_level_uq" ON "vip_upgrades" USING btree ("merchant_id","member_id","level");--> statement-breakpoint
CREATE UNIQUE INDEX "point_journal_reference_uq" ON "point_journal" USING btree ("merchant_id","member_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "point_redemptions_request_uq" ON "point_redemptions" USING btree ("merchant_id","member_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mission_rewards_once_uq" ON "mission_rewards" USING btree ("merchant_id","mission_id","member_id","period_key");