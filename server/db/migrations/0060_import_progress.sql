ALTER TABLE "imports" ADD COLUMN "rows_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "done_through_row" integer DEFAULT 0 NOT NULL;