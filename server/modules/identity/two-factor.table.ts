import { index, integer, pgTable, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { users } from "./identity.table";

/**
 * A user's two-step sign-in (issue 44): the TOTP secret, in force once confirmed with a code. The secret is never sent
 * again after set-up and is kept sealed with the installation's key (decision 34); the recovery codes are kept as
 * SHA-256 hashes, each struck out when used.
 */
export const userTwoFactors = pgTable(
  "user_two_factors",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The base32 secret of the authenticator app, sealed (AES-256-GCM, `aes-256-gcm:<key id>:…`, secret-box.ts). */
    secret: varchar("secret", { length: 200 }).notNull(),
    /** Null while set-up waits for its first code: then sign-in does not ask for one. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    recoveryCodeHashes: varchar("recovery_code_hashes", { length: 64 }).array().notNull().default([]),
    /** The time step of the last accepted code: a code is used once (RFC 6238 section 5.2). */
    lastUsedStep: integer("last_used_step"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("user_two_factors_user").on(t.userId)],
);

/** A sign-in's challenge (5 minutes, single use) or a remembered device (30 days): only their SHA-256 is stored. */
export const twoFactorTokens = pgTable(
  "two_factor_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 16 }).$type<"challenge" | "device">().notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("two_factor_tokens_hash").on(t.tokenHash), index("two_factor_tokens_user").on(t.userId)],
);
