ALTER TABLE "auth_tokens" ADD COLUMN "impersonator_operator_id" integer;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "handoff_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "handoff_expires_at" timestamp with time zone;