ALTER TABLE "banners" ADD COLUMN "image_data" "bytea";--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "image_mime" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;