ALTER TABLE "users" ADD COLUMN "deletion_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deletion_requested_at" timestamp with time zone;