DROP INDEX "outbox_events_pending_idx";--> statement-breakpoint
CREATE INDEX "outbox_events_due_idx" ON "outbox_events" USING btree ("id") WHERE "outbox_events"."delivered_at" is null;