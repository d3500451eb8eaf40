ALTER TABLE "import_rows" ADD COLUMN "label" varchar(254);--> statement-breakpoint
ALTER TABLE "import_rows" ADD COLUMN "cells" jsonb;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "organization_id" integer;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "source" jsonb;