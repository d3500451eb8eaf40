CREATE TABLE "tenant_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant" varchar(32) NOT NULL,
	"kind" varchar(16) DEFAULT 'requested' NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"tables_done" integer DEFAULT 0 NOT NULL,
	"tables_total" integer DEFAULT 0 NOT NULL,
	"size_bytes" bigint,
	"storage_key" varchar(200),
	"error" text,
	"requested_by" varchar(254) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "tenant_exports_status" CHECK ("tenant_exports"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "tenant_exports_kind" CHECK ("tenant_exports"."kind" in ('requested', 'archive'))
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "erase_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenant_exports" ADD CONSTRAINT "tenant_exports_tenant_tenants_id_fk" FOREIGN KEY ("tenant") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenant_exports_tenant" ON "tenant_exports" USING btree ("tenant","created_at");--> statement-breakpoint
-- The platform's own table (decision 26), like tenants: no row-level security, and a tenant's transaction (role
-- app_tenant) may neither read nor change it.
REVOKE ALL ON tenant_exports FROM app_tenant;
