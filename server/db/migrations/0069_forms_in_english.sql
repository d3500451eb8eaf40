ALTER TABLE "form_questions" ADD COLUMN "text_en" varchar(1000);--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "title_en" varchar(120);--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "description_en" text;--> statement-breakpoint
-- Each option gets a key (o1, o2... in its order) and keeps its label; submissions keep what they stored.
UPDATE "form_questions" q SET "options" = (
  SELECT jsonb_agg(jsonb_build_object('id', 'o' || t.ord, 'label', t.label) ORDER BY t.ord)
  FROM jsonb_array_elements_text(q.options) WITH ORDINALITY AS t(label, ord)
) WHERE jsonb_typeof(q.options) = 'array' AND jsonb_array_length(q.options) > 0
  AND jsonb_typeof(q.options -> 0) = 'string';
