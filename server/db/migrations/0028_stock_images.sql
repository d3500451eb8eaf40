CREATE TABLE "stock_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" varchar(32) NOT NULL,
	"upload_id" integer NOT NULL,
	"name_nl" varchar(120) NOT NULL,
	"name_en" varchar(120) NOT NULL,
	"short_description_nl" varchar(200) NOT NULL,
	"short_description_en" varchar(200) NOT NULL,
	"description_nl" text NOT NULL,
	"description_en" text NOT NULL,
	"keywords_nl" text[] NOT NULL,
	"keywords_en" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_images" ADD CONSTRAINT "stock_images_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_images_tenant_name" ON "stock_images" USING btree ("tenant_id","name_nl");--> statement-breakpoint
-- The second lock on stock_images (see 0001): a request sees only its own tenant's library.
ALTER TABLE stock_images ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON stock_images
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
