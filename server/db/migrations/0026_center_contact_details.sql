ALTER TABLE "volunteer_center_profiles" ADD COLUMN "contact_email" varchar(254);--> statement-breakpoint
ALTER TABLE "volunteer_center_profiles" ADD COLUMN "contact_phone" varchar(32);--> statement-breakpoint
ALTER TABLE "volunteer_center_profiles" ADD COLUMN "visiting_address" text;