CREATE TABLE "digest_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "digest_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"unsubscribe_token_hash" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_deliveries" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "digest_runs" ADD CONSTRAINT "digest_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "digest_runs_user_day" ON "digest_runs" USING btree ("tenant_id","user_id","day");--> statement-breakpoint
CREATE INDEX "digest_runs_token" ON "digest_runs" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
-- The second lock (see 0001): a request sees only its own tenant's summaries.
ALTER TABLE digest_runs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON digest_runs
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
