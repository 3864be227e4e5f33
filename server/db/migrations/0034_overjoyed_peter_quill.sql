CREATE TABLE "operator_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"roles" jsonb NOT NULL,
	"brands" jsonb NOT NULL,
	"totp_secret" text,
	"totp_enrolled_at" timestamp with time zone,
	"totp_last_step" integer DEFAULT 0 NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_failed_ck" CHECK ("operator_accounts"."failed_attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "operator_api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"roles" jsonb NOT NULL,
	"brands" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"verified" boolean NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_api_keys" ADD CONSTRAINT "operator_api_keys_operator_id_operator_accounts_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operator_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operator_accounts_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operator_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "operator_accounts_name_uq" ON "operator_accounts" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "operator_api_keys_token_uq" ON "operator_api_keys" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "operator_api_keys_operator_idx" ON "operator_api_keys" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "operator_sessions_operator_idx" ON "operator_sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "operator_sessions_expires_idx" ON "operator_sessions" USING btree ("expires_at");