CREATE TABLE "saved_vacancies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_vacancies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"vacancy_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacancy_alert_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vacancy_alert_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" varchar(32) NOT NULL,
	"alert_id" integer NOT NULL,
	"day" date NOT NULL,
	"unsubscribe_token_hash" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacancy_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vacancy_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" varchar(32) NOT NULL,
	"center_id" integer NOT NULL,
	"user_id" integer,
	"email" varchar(254) NOT NULL,
	"locale" varchar(2) DEFAULT 'nl' NOT NULL,
	"query" jsonb NOT NULL,
	"frequency" varchar(8) NOT NULL,
	"confirm_token_hash" varchar(64),
	"confirmed_at" timestamp with time zone,
	"center_ids" jsonb,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_vacancies" ADD CONSTRAINT "saved_vacancies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_vacancies" ADD CONSTRAINT "saved_vacancies_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_alert_runs" ADD CONSTRAINT "vacancy_alert_runs_alert_id_vacancy_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."vacancy_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_alerts" ADD CONSTRAINT "vacancy_alerts_center_id_volunteer_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_alerts" ADD CONSTRAINT "vacancy_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_vacancies_user_vacancy" ON "saved_vacancies" USING btree ("tenant_id","user_id","vacancy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vacancy_alert_runs_alert_day" ON "vacancy_alert_runs" USING btree ("alert_id","day");--> statement-breakpoint
CREATE INDEX "vacancy_alert_runs_token" ON "vacancy_alert_runs" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "vacancy_alerts_confirm_token" ON "vacancy_alerts" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "vacancy_alerts_tenant" ON "vacancy_alerts" USING btree ("tenant_id");--> statement-breakpoint
-- The second lock (see 0001): a request sees only its own tenant's saved vacancies and alerts.
ALTER TABLE saved_vacancies ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON saved_vacancies
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
ALTER TABLE vacancy_alerts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON vacancy_alerts
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
ALTER TABLE vacancy_alert_runs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON vacancy_alert_runs
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
