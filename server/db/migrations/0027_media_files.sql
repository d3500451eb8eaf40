CREATE TABLE "media_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" varchar(32) NOT NULL,
	"center_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"name" varchar(200) NOT NULL,
	"alt_text" varchar(250),
	"upload_id" integer,
	"path" varchar(300),
	"content_type" varchar(64) NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_center_id_volunteer_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_files_center_created" ON "media_files" USING btree ("tenant_id","center_id","created_at");--> statement-breakpoint
-- The second lock on media_files (see 0001): a request sees only its own tenant's files.
ALTER TABLE media_files ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON media_files
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
