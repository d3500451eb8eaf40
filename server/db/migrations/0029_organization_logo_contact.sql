ALTER TABLE "organizations" ADD COLUMN "logo_url" varchar(500);--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "contact_person_id" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "contact_email" varchar(254);--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "phone_visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_contact_person_id_users_id_fk" FOREIGN KEY ("contact_person_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;