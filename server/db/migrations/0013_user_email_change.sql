ALTER TABLE "users" ADD COLUMN "unconfirmed_email" varchar(254);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_change_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_change_sent_at" timestamp with time zone;