ALTER TABLE "server_keys" ADD COLUMN "retires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "heartbeat_at" timestamp with time zone;