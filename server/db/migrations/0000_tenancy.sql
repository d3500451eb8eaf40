CREATE TABLE "volunteer_center_profiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "volunteer_center_profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" varchar(32) NOT NULL,
	"center_id" integer NOT NULL,
	"primary_color" varchar(32),
	"primary_color_shades" jsonb,
	"secondary_color" varchar(32),
	"secondary_color_shades" jsonb,
	"muted_color" varchar(32),
	"muted_color_shades" jsonb,
	"background_color" varchar(32),
	"text_color" varchar(32),
	"website_logo_url" text,
	"website_logo_dark_mode_url" text,
	"favicon_url" text,
	"gtag_id" varchar(32),
	"footer_columns" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"show_anbi_logo" boolean DEFAULT false NOT NULL,
	"show_nov_logo" boolean DEFAULT false NOT NULL,
	"theme_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"home_page" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volunteer_center_profiles_center_id_unique" UNIQUE("center_id")
);
--> statement-breakpoint
CREATE TABLE "volunteer_centers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "volunteer_centers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" varchar(32) NOT NULL,
	"slug" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "volunteer_center_profiles" ADD CONSTRAINT "volunteer_center_profiles_center_id_volunteer_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "volunteer_centers_tenant_slug" ON "volunteer_centers" USING btree ("tenant_id","slug");