ALTER TABLE "mail_deliveries" ADD COLUMN "reply_to" varchar(254);--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "system_key" varchar(32);--> statement-breakpoint
CREATE UNIQUE INDEX "forms_system_key" ON "forms" USING btree ("tenant_id","center_id","system_key");