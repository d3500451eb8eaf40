CREATE TABLE "menu_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" varchar(32) NOT NULL,
	"center_id" integer NOT NULL,
	"menu" varchar(16) NOT NULL,
	"name" varchar(60) NOT NULL,
	"parent_id" integer,
	"link_type" varchar(16) NOT NULL,
	"page_id" integer,
	"system_page" varchar(32),
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_center_id_volunteer_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_parent_id_menu_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_items_center_menu" ON "menu_items" USING btree ("tenant_id","center_id","menu","parent_id","position");--> statement-breakpoint
-- An item links to exactly the one thing its link type names.
ALTER TABLE menu_items ADD CONSTRAINT menu_items_link CHECK (
  (link_type = 'content_page' AND page_id IS NOT NULL AND system_page IS NULL)
  OR (link_type = 'system_page' AND system_page IS NOT NULL AND page_id IS NULL)
);
--> statement-breakpoint
-- The second lock on menu items (see 0001): a request sees only its own tenant's rows.
ALTER TABLE menu_items ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON menu_items
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
