import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";

/**
 * The platform's operators (issue 39, decision 26): accounts above the tenants and part of none, signing in on the
 * operator host only. The platform's own table (no tenant id, no row-level security; a tenant's transaction may not
 * touch it, migration 0057). Password and set-password link as a user's: argon2id, a SHA-256 of a single-use token.
 */
export const platformOperators = pgTable(
  "platform_operators",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Lower-cased; the uid of the sign-in protocol. */
    email: varchar("email", { length: 254 }).notNull(),
    name: varchar("name", { length: 200 }).notNull(),
    locale: varchar("locale", { length: 2 }).$type<"nl" | "en">().notNull().default("nl"),
    passwordHash: text("password_hash"),
    resetPasswordTokenHash: varchar("reset_password_token_hash", { length: 64 }),
    resetPasswordSentAt: timestamp("reset_password_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("platform_operators_email").on(t.email)],
);

/** One row per signed-in device of an operator, as auth_tokens is for users; tokens stored as SHA-256 hashes. */
export const platformOperatorTokens = pgTable(
  "platform_operator_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer("operator_id")
      .notNull()
      .references(() => platformOperators.id, { onDelete: "cascade" }),
    client: varchar("client", { length: 64 }).notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    previousTokenHash: varchar("previous_token_hash", { length: 64 }),
    previousValidUntil: timestamp("previous_valid_until", { withTimezone: true }),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    userAgent: varchar("user_agent", { length: 300 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("platform_operator_tokens_operator_client").on(t.operatorId, t.client),
    index("platform_operator_tokens_token").on(t.tokenHash),
  ],
);

/** An operator's two-step sign-in (issue 44 item 4), required of every operator: as user_two_factors is for users. */
export const platformOperatorTwoFactors = pgTable(
  "platform_operator_two_factors",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer("operator_id")
      .notNull()
      .references(() => platformOperators.id, { onDelete: "cascade" }),
    /** Sealed with the installation's key, as a user's (decision 34). */
    secret: varchar("secret", { length: 200 }).notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    recoveryCodeHashes: varchar("recovery_code_hashes", { length: 64 }).array().notNull().default([]),
    lastUsedStep: integer("last_used_step"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("platform_operator_two_factors_operator").on(t.operatorId)],
);

/** An operator's sign-in challenge or remembered device, as two_factor_tokens is for users (SHA-256 only). */
export const platformOperatorTwoFactorTokens = pgTable(
  "platform_operator_two_factor_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer("operator_id")
      .notNull()
      .references(() => platformOperators.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 16 }).$type<"challenge" | "device">().notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("platform_operator_two_factor_tokens_hash").on(t.tokenHash),
    index("platform_operator_two_factor_tokens_operator").on(t.operatorId),
  ],
);
