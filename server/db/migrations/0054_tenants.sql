CREATE TABLE "tenant_hosts" (
	"host" varchar(253) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(32) NOT NULL,
	"center_slug" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_hosts_lower_case" CHECK ("tenant_hosts"."host" = lower("tenant_hosts"."host"))
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"app_name" varchar(100),
	"app_context" varchar(16) NOT NULL,
	"switches" jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_app_context" CHECK ("tenants"."app_context" in ('meedoen', 'gelderland')),
	CONSTRAINT "tenants_status" CHECK ("tenants"."status" in ('active', 'suspended', 'archived'))
);
--> statement-breakpoint
ALTER TABLE "tenant_hosts" ADD CONSTRAINT "tenant_hosts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenant_hosts_tenant" ON "tenant_hosts" USING btree ("tenant_id");--> statement-breakpoint
-- The platform's own tables, not a tenant's (decision 3): no row-level security. The server reads them on its own
-- connection (the tenant registry); a tenant's transaction (role app_tenant) may neither read nor change them.
REVOKE ALL ON tenants, tenant_hosts FROM app_tenant;
--> statement-breakpoint
-- The spec's five tenants with the switches they had in code (featureFlagsFor before issue 39), and their hosts.
INSERT INTO tenants (id, name, app_name, app_context, switches) VALUES
  ('oldebroek', 'Vrijwilligerswerk Oldebroek', NULL, 'gelderland',
    '{"personToPerson": true, "personToPersonWording": "neighbour-help", "centerSharing": false, "internationalization": false, "activities": true}'),
  ('roermond', 'Vrijwilligerswerk Roermond', 'Vrijwilligerswerk Roermond', 'gelderland',
    '{"personToPerson": false, "personToPersonWording": "one-on-one", "centerSharing": false, "internationalization": false, "activities": true}'),
  ('meedoen', 'Meedoen', 'Meedoen', 'meedoen',
    '{"personToPerson": false, "personToPersonWording": "one-on-one", "centerSharing": false, "internationalization": false, "activities": true}'),
  ('demo', 'Volunteerly Demo', 'Volunteerly Demo', 'gelderland',
    '{"personToPerson": false, "personToPersonWording": "one-on-one", "centerSharing": false, "internationalization": false, "activities": true}'),
  ('public', 'Vrijwilligersplatform', NULL, 'gelderland',
    '{"personToPerson": true, "personToPersonWording": "one-on-one", "centerSharing": true, "internationalization": true, "activities": true}')
ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
INSERT INTO tenant_hosts (host, tenant_id, center_slug) VALUES
  ('www.vrijwilligerswerkoldebroek.nl', 'oldebroek', NULL),
  ('www.vrijwilligerswerkroermond.nl', 'roermond', NULL),
  ('meedoen.gelderland.nl', 'meedoen', NULL),
  ('heumen.localhost', 'public', 'heumen'),
  ('ede.localhost', 'public', 'ede')
ON CONFLICT (host) DO NOTHING;
