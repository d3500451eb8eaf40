CREATE TABLE "uploads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" varchar(32) NOT NULL,
	"uploaded_by_id" integer,
	"source_type" varchar(32) NOT NULL,
	"content_type" varchar(32) NOT NULL,
	"path" varchar(300) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"small_path" varchar(300) NOT NULL,
	"small_width" integer NOT NULL,
	"small_height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "image_upload_id" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_path" ON "uploads" USING btree ("path");--> statement-breakpoint
CREATE INDEX "uploads_tenant_created" ON "uploads" USING btree ("tenant_id","created_at");--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_image_upload_id_uploads_id_fk" FOREIGN KEY ("image_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The second lock on uploads (see 0001): a request sees only its own tenant's files.
ALTER TABLE uploads ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON uploads
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
