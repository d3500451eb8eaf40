ALTER TABLE "applications" ADD COLUMN "first_responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "response_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "volunteer_center_profiles" ADD COLUMN "response_reminder_days" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
CREATE INDEX "applications_awaiting_response" ON "applications" USING btree ("tenant_id","created_at") WHERE status = 'submitted' and first_responded_at is null and response_reminder_sent_at is null;--> statement-breakpoint
-- The first responses so far: a decision, or the first message in the application's conversation not by its applicant.
UPDATE "applications" a SET "first_responded_at" = least(
  CASE WHEN a.status IN ('accepted', 'rejected') THEN a.decided_at END,
  (SELECT min(m.created_at) FROM "conversations" c JOIN "conversation_messages" m ON m.conversation_id = c.id
    WHERE c.application_id = a.id AND m.sender_id IS DISTINCT FROM a.user_id)
);
