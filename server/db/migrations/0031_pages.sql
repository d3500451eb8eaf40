CREATE TABLE "page_revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" varchar(32) NOT NULL,
	"page_id" integer NOT NULL,
	"content" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" varchar(32) NOT NULL,
	"center_id" integer NOT NULL,
	"slug" varchar(80) NOT NULL,
	"page_type" varchar(16) NOT NULL,
	"page_layout" varchar(16) NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"is_home" boolean DEFAULT false NOT NULL,
	"image_upload_id" integer,
	"draft" jsonb NOT NULL,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"publish_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_revisions" ADD CONSTRAINT "page_revisions_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_revisions" ADD CONSTRAINT "page_revisions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_center_id_volunteer_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_image_upload_id_uploads_id_fk" FOREIGN KEY ("image_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_revisions_page" ON "page_revisions" USING btree ("page_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_center_slug" ON "pages" USING btree ("center_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_center_home" ON "pages" USING btree ("center_id") WHERE "pages"."is_home";--> statement-breakpoint
CREATE INDEX "pages_center_type_published" ON "pages" USING btree ("tenant_id","center_id","page_type","published_at");--> statement-breakpoint
CREATE INDEX "pages_publish_at" ON "pages" USING btree ("publish_at") WHERE "pages"."publish_at" is not null;--> statement-breakpoint
-- The second lock on pages and their revisions (see 0001): a request sees only its own tenant's rows.
ALTER TABLE pages ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON pages
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
ALTER TABLE page_revisions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON page_revisions
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
