-- Trigram similarity: search that forgives small typos (both PostgreSQL and PGlite ship it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "application_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" varchar(32) NOT NULL,
	"application_id" integer NOT NULL,
	"author_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" varchar(32) NOT NULL,
	"vacancy_id" integer NOT NULL,
	"user_id" integer,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone_number" varchar(32),
	"message" text,
	"status" varchar(16) DEFAULT 'submitted' NOT NULL,
	"decision_message" text,
	"decided_at" timestamp with time zone,
	"decided_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacancies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vacancies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" varchar(32) NOT NULL,
	"center_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"contact_person_id" integer,
	"title" varchar(120) NOT NULL,
	"summary" varchar(300),
	"description" text NOT NULL,
	"description_text" text DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"vacancy_type" varchar(20) NOT NULL,
	"age_group_ids" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"tags" varchar(32)[] DEFAULT '{}'::varchar[] NOT NULL,
	"frequency" varchar(16),
	"contact_phone_visible" boolean DEFAULT false NOT NULL,
	"remote" boolean DEFAULT false NOT NULL,
	"street" varchar(100),
	"house_number" varchar(10),
	"postal_code" varchar(7),
	"city" varchar(100),
	"latitude" double precision,
	"longitude" double precision,
	"image_path" varchar(300),
	"hours_per_week" numeric(4, 1),
	"expenses_reimbursed" boolean DEFAULT false NOT NULL,
	"vog_required" boolean DEFAULT false NOT NULL,
	"minimum_age" smallint,
	"language_level" varchar(8) DEFAULT 'none' NOT NULL,
	"wheelchair_accessible" boolean DEFAULT false NOT NULL,
	"from_home" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"expiry_reminder_sent_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('dutch', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('dutch', coalesce(summary, '')), 'B') || setweight(to_tsvector('dutch', coalesce(description_text, '')), 'C') || setweight(to_tsvector('english', coalesce(description_text, '')), 'D')) STORED
);
--> statement-breakpoint
CREATE TABLE "vacancy_dates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vacancy_dates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" varchar(32) NOT NULL,
	"vacancy_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_center_id_volunteer_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_contact_person_id_users_id_fk" FOREIGN KEY ("contact_person_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_dates" ADD CONSTRAINT "vacancy_dates_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_notes_application" ON "application_notes" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "applications_vacancy" ON "applications" USING btree ("vacancy_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_user" ON "applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "applications_tenant_created" ON "applications" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "vacancies_tenant_status" ON "vacancies" USING btree ("tenant_id","status","published_at");--> statement-breakpoint
CREATE INDEX "vacancies_organization" ON "vacancies" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "vacancies_center" ON "vacancies" USING btree ("center_id");--> statement-breakpoint
CREATE INDEX "vacancies_expires" ON "vacancies" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "vacancies_search" ON "vacancies" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "vacancies_title_trgm" ON "vacancies" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vacancies_location" ON "vacancies" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "vacancy_dates_vacancy" ON "vacancy_dates" USING btree ("vacancy_id");--> statement-breakpoint
CREATE INDEX "vacancy_dates_starts" ON "vacancy_dates" USING btree ("tenant_id","starts_at");