ALTER TABLE "organizations" ADD COLUMN "show_contact_details_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "themes" varchar(32)[] DEFAULT '{}'::varchar[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "show_contact_details" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- One switch for phone and e-mail now: a vacancy that showed the phone keeps showing its contact details.
UPDATE "vacancies" SET "show_contact_details" = "contact_phone_visible";--> statement-breakpoint
ALTER TABLE "vacancies" DROP COLUMN "contact_phone_visible";
