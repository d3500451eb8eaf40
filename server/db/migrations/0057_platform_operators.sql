CREATE TABLE "platform_operator_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform_operator_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"operator_id" integer NOT NULL,
	"client" varchar(64) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"previous_token_hash" varchar(64),
	"previous_valid_until" timestamp with time zone,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_operators" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform_operators_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" varchar(254) NOT NULL,
	"name" varchar(200) NOT NULL,
	"locale" varchar(2) DEFAULT 'nl' NOT NULL,
	"password_hash" text,
	"reset_password_token_hash" varchar(64),
	"reset_password_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_operator_tokens" ADD CONSTRAINT "platform_operator_tokens_operator_id_platform_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."platform_operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "platform_operator_tokens_operator_client" ON "platform_operator_tokens" USING btree ("operator_id","client");--> statement-breakpoint
CREATE INDEX "platform_operator_tokens_token" ON "platform_operator_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_operators_email" ON "platform_operators" USING btree ("email");--> statement-breakpoint
-- The platform's own tables (decision 26), like tenants: no row-level security, and a tenant's transaction (role
-- app_tenant) may neither read nor change them.
REVOKE ALL ON platform_operators, platform_operator_tokens FROM app_tenant;
