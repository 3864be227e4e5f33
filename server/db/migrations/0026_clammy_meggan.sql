CREATE TABLE "agent_team_returns" (
	"agent_id" integer NOT NULL,
	"day" date NOT NULL,
	"gap" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_team_returns_agent_id_day_gap_pk" PRIMARY KEY("agent_id","day","gap")
);
--> statement-breakpoint
-- Hand-written (drizzle-kit has no operator classes on expressions): Team Management's username search is a
-- case-insensitive prefix search on this index (agents/team.ts).
CREATE INDEX "agent_nodes_username_prefix_idx" ON "agent_nodes" USING btree ("merchant_id", lower("username") text_pattern_ops);--> statement-breakpoint
-- Backfill: every team's returning-member counts from the member days already recorded (gap 100000 = first active day).
INSERT INTO "agent_team_returns" ("agent_id", "day", "gap", "n")
SELECT l."ancestor_id", d."day", d."gap", count(*)::int
FROM (SELECT "member_id", "day", coalesce("day" - lag("day") OVER (PARTITION BY "member_id" ORDER BY "day"), 100000) AS "gap" FROM "agent_member_days" WHERE "bets" > 0) d
JOIN "agent_links" l ON l."member_id" = d."member_id"
GROUP BY l."ancestor_id", d."day", d."gap";
