ALTER TABLE "organizations" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "longitude" double precision;--> statement-breakpoint
CREATE INDEX "organizations_social_map" ON "organizations" USING btree ("tenant_id","center_id","name") WHERE status = 'approved' and show_on_social_map;