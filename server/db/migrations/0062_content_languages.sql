ALTER TABLE "menu_items" ADD COLUMN "name_en" varchar(60);--> statement-breakpoint
ALTER TABLE "page_revisions" ADD COLUMN "language" varchar(8) DEFAULT 'nl' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "draft_en" jsonb;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "published_en" jsonb;--> statement-breakpoint
ALTER TABLE "volunteer_center_profiles" ADD COLUMN "footer_columns_en" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "volunteer_center_profiles" ADD COLUMN "content_languages" jsonb DEFAULT '["nl"]'::jsonb NOT NULL;