ALTER TABLE "users" ADD COLUMN "confirmation_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "confirmation_sent_at" timestamp with time zone;