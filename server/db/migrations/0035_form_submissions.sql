CREATE TABLE "form_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" varchar(32) NOT NULL,
	"form_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "invitation_id" integer;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "multiple_submissions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "public_token" varchar(64) DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "form_invitations" ADD CONSTRAINT "form_invitations_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_invitations_form" ON "form_invitations" USING btree ("tenant_id","form_id");--> statement-breakpoint
CREATE UNIQUE INDEX "form_invitations_token" ON "form_invitations" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_invitation_id_form_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."form_invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "forms_public_token" ON "forms" USING btree ("public_token");--> statement-breakpoint
-- The second lock (see 0001): a request sees only its own tenant's invitations.
ALTER TABLE form_invitations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON form_invitations
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
