CREATE TABLE "workshop_registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workshop_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" varchar(32) NOT NULL,
	"workshop_id" integer NOT NULL,
	"user_id" integer,
	"name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"locale" varchar(2) NOT NULL,
	"status" varchar(16) NOT NULL,
	"cancel_token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workshops" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workshops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" varchar(32) NOT NULL,
	"center_id" integer NOT NULL,
	"title" varchar(120) NOT NULL,
	"description" text NOT NULL,
	"audience" varchar(16) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"location" varchar(200),
	"online" boolean DEFAULT false NOT NULL,
	"seats" integer NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workshop_registrations" ADD CONSTRAINT "workshop_registrations_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_registrations" ADD CONSTRAINT "workshop_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_center_id_volunteer_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workshop_registrations_workshop" ON "workshop_registrations" USING btree ("workshop_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_registrations_cancel_token" ON "workshop_registrations" USING btree ("cancel_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_registrations_one_per_email" ON "workshop_registrations" USING btree ("workshop_id",lower("email")) WHERE "workshop_registrations"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "workshops_center_starts" ON "workshops" USING btree ("tenant_id","center_id","starts_at");--> statement-breakpoint
-- The second lock on workshops and their sign-ups (see 0001): a request sees only its own tenant's rows.
ALTER TABLE workshops ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON workshops
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
ALTER TABLE workshop_registrations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON workshop_registrations
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
