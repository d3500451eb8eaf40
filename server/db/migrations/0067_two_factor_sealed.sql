CREATE TABLE "platform_operator_two_factor_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform_operator_two_factor_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"operator_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_operator_two_factors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform_operator_two_factors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"operator_id" integer NOT NULL,
	"secret" varchar(200) NOT NULL,
	"confirmed_at" timestamp with time zone,
	"recovery_code_hashes" varchar(64)[] DEFAULT '{}' NOT NULL,
	"last_used_step" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_audit_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform_audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"action" varchar(64) NOT NULL,
	"subject_operator_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_two_factors" ALTER COLUMN "secret" SET DATA TYPE varchar(200);--> statement-breakpoint
ALTER TABLE "platform_operator_two_factor_tokens" ADD CONSTRAINT "platform_operator_two_factor_tokens_operator_id_platform_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."platform_operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_operator_two_factors" ADD CONSTRAINT "platform_operator_two_factors_operator_id_platform_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."platform_operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_audit_events" ADD CONSTRAINT "platform_audit_events_subject_operator_id_platform_operators_id_fk" FOREIGN KEY ("subject_operator_id") REFERENCES "public"."platform_operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "platform_operator_two_factor_tokens_hash" ON "platform_operator_two_factor_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "platform_operator_two_factor_tokens_operator" ON "platform_operator_two_factor_tokens" USING btree ("operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_operator_two_factors_operator" ON "platform_operator_two_factors" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "platform_audit_events_subject" ON "platform_audit_events" USING btree ("subject_operator_id");--> statement-breakpoint
-- The operators' two-step sign-in and the platform's audit are the platform's own, like platform_operators (0057):
-- closed to a tenant's transaction. The users' secrets this widens are sealed by the start right after (decision 34).
REVOKE ALL ON platform_operator_two_factors, platform_operator_two_factor_tokens, platform_audit_events FROM app_tenant;
