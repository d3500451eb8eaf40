CREATE TABLE "profile_replies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "profile_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" varchar(32) NOT NULL,
	"volunteer_profile_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"sender_id" integer,
	"volunteer_id" integer NOT NULL,
	"body" text NOT NULL,
	"state" varchar(16) DEFAULT 'open' NOT NULL,
	"conversation_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "volunteer_profiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "volunteer_profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" varchar(32) NOT NULL,
	"center_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"vacancy_types" text[] DEFAULT '{}' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"activity_type_ids" integer[] DEFAULT '{}' NOT NULL,
	"skills" text[] DEFAULT '{}' NOT NULL,
	"availability" text[] DEFAULT '{}' NOT NULL,
	"hours_per_week" smallint,
	"postal_code" varchar(7),
	"place" varchar(100),
	"latitude" double precision,
	"longitude" double precision,
	"distance_km" smallint DEFAULT 10 NOT NULL,
	"languages" text[] DEFAULT '{}' NOT NULL,
	"certificate_of_conduct" boolean DEFAULT false NOT NULL,
	"visible" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_replies" ADD CONSTRAINT "profile_replies_volunteer_profile_id_volunteer_profiles_id_fk" FOREIGN KEY ("volunteer_profile_id") REFERENCES "public"."volunteer_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_replies" ADD CONSTRAINT "profile_replies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_replies" ADD CONSTRAINT "profile_replies_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_replies" ADD CONSTRAINT "profile_replies_volunteer_id_users_id_fk" FOREIGN KEY ("volunteer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_replies" ADD CONSTRAINT "profile_replies_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_profiles" ADD CONSTRAINT "volunteer_profiles_center_id_volunteer_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_profiles" ADD CONSTRAINT "volunteer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profile_replies_one_open" ON "profile_replies" USING btree ("volunteer_profile_id","organization_id") WHERE "profile_replies"."state" = 'open';--> statement-breakpoint
CREATE INDEX "profile_replies_volunteer" ON "profile_replies" USING btree ("volunteer_id","created_at");--> statement-breakpoint
CREATE INDEX "profile_replies_organization" ON "profile_replies" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "volunteer_profiles_user" ON "volunteer_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "volunteer_profiles_pool" ON "volunteer_profiles" USING btree ("tenant_id","center_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "volunteer_profiles"."visible";--> statement-breakpoint
CREATE INDEX "volunteer_profiles_pool_place" ON "volunteer_profiles" USING btree ("tenant_id","center_id","latitude","longitude") WHERE "volunteer_profiles"."visible";--> statement-breakpoint
CREATE INDEX "volunteer_profiles_vacancy_types" ON "volunteer_profiles" USING gin ("vacancy_types");--> statement-breakpoint
CREATE INDEX "volunteer_profiles_activity_types" ON "volunteer_profiles" USING gin ("activity_type_ids");--> statement-breakpoint
CREATE INDEX "volunteer_profiles_availability" ON "volunteer_profiles" USING gin ("availability");--> statement-breakpoint
CREATE INDEX "volunteer_profiles_languages" ON "volunteer_profiles" USING gin ("languages");--> statement-breakpoint
-- The second lock (see 0001): a request sees only its own tenant's profiles and replies.
ALTER TABLE volunteer_profiles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON volunteer_profiles
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
ALTER TABLE profile_replies ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON profile_replies
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
