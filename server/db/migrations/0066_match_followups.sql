CREATE TABLE "match_followup_opt_outs" (
	"tenant_id" varchar(32) NOT NULL,
	"email" varchar(254) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_followup_opt_outs_tenant_id_email_pk" PRIMARY KEY("tenant_id","email")
);
--> statement-breakpoint
CREATE TABLE "match_followups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "match_followups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" varchar(32) NOT NULL,
	"application_id" integer NOT NULL,
	"round" smallint NOT NULL,
	"party" varchar(16) NOT NULL,
	"user_id" integer,
	"email" varchar(254) NOT NULL,
	"locale" varchar(2) NOT NULL,
	"token_hash" varchar(64),
	"expires_at" timestamp with time zone NOT NULL,
	"answer" varchar(16),
	"comment" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "match_outcome" varchar(16);--> statement-breakpoint
ALTER TABLE "volunteer_center_profiles" ADD COLUMN "match_followup_weeks" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "match_followups" ADD CONSTRAINT "match_followups_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_followups" ADD CONSTRAINT "match_followups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_followups_once" ON "match_followups" USING btree ("application_id","round","email");--> statement-breakpoint
CREATE UNIQUE INDEX "match_followups_token" ON "match_followups" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "match_followups_tenant_created" ON "match_followups" USING btree ("tenant_id","created_at");--> statement-breakpoint
-- The second lock (see 0001): a request sees only its own tenant's follow-ups and opt-outs.
ALTER TABLE match_followups ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON match_followups
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
ALTER TABLE match_followup_opt_outs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON match_followup_opt_outs
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
