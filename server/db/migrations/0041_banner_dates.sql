ALTER TABLE "banners" ADD COLUMN "active_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "active_until" timestamp with time zone;