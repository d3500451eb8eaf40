ALTER TABLE "partners" ADD COLUMN "text_en" varchar(300);--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "title_en" varchar(120);--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "description_en_text" text;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "title_en" varchar(120);--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "vacancies" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('dutch', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('dutch', coalesce(summary, '')), 'B') || setweight(to_tsvector('dutch', coalesce(description_text, '')), 'C') || setweight(to_tsvector('english', coalesce(description_text, '')), 'D') || setweight(to_tsvector('english', coalesce(title_en, '')), 'A') || setweight(to_tsvector('english', coalesce(description_en_text, '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "vacancies_search" ON "vacancies" USING gin ("search_vector");
