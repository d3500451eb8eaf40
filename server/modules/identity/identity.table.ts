import { sql } from "drizzle-orm";
import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import type { Gender, Role, SignupMethod, UserStatus } from "../../../contract/identity";
import { volunteerCenters } from "../tenancy/tenancy.table";

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    centerId: integer("center_id")
      .notNull()
      .references(() => volunteerCenters.id),
    /** Lower-cased; the devise_token_auth uid. */
    email: varchar("email", { length: 254 }).notNull(),
    firstName: varchar("first_name", { length: 100 }).notNull(),
    lastName: varchar("last_name", { length: 100 }).notNull(),
    phoneNumber: varchar("phone_number", { length: 32 }),
    jobTitle: varchar("job_title", { length: 100 }),
    gender: varchar("gender", { length: 16 }).$type<Gender>(),
    status: varchar("status", { length: 16 }).$type<UserStatus>().notNull().default("active"),
    signupMethod: varchar("signup_method", { length: 32 }).$type<SignupMethod>().notNull().default("unknown"),
    /** ISO weekdays (1 = Monday) on which the periodic summary mail goes out. */
    digestDays: smallint("digest_days").array().notNull().default(sql`'{}'::smallint[]`),
    /** The configured site address (decision 7) the days were chosen on: the summary links there, as request mails do. */
    digestOrigin: varchar("digest_origin", { length: 200 }),
    /** Mails he turned off (MAIL_CHOICES): the notification in the app still comes. */
    mutedMails: varchar("muted_mails", { length: 40 }).array().notNull().default(sql`'{}'::varchar[]`),
    locale: varchar("locale", { length: 2 }).$type<"nl" | "en">().notNull().default("nl"),
    passwordHash: text("password_hash"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    acceptedTermsAt: timestamp("accepted_terms_at", { withTimezone: true }),
    /** SHA-256 of the e-mail confirmation token, and when it was sent (it lasts three days). */
    confirmationTokenHash: varchar("confirmation_token_hash", { length: 64 }),
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    /**
     * A requested new address waiting for its owner to confirm it (devise "reconfirmable"): the e-mail changes only
     * when the link sent there is followed. Own token columns, so a signup link to the old address never confirms it.
     */
    unconfirmedEmail: varchar("unconfirmed_email", { length: 254 }),
    /** SHA-256 of the e-mail change token, and when it was sent (it lasts three days, like the signup link). */
    emailChangeTokenHash: varchar("email_change_token_hash", { length: 64 }),
    emailChangeSentAt: timestamp("email_change_sent_at", { withTimezone: true }),
    /** SHA-256 of the single-use account deletion token (requested while signed out), and when it was sent. */
    deletionTokenHash: varchar("deletion_token_hash", { length: 64 }),
    deletionRequestedAt: timestamp("deletion_requested_at", { withTimezone: true }),
    /** SHA-256 of the single-use password reset token, and when it was sent (it lasts two hours). */
    resetPasswordTokenHash: varchar("reset_password_token_hash", { length: 64 }),
    resetPasswordSentAt: timestamp("reset_password_sent_at", { withTimezone: true }),
    /** SHA-256 of the secret in the address of the user's personal activity feed (iCal); null when he has none. */
    calendarFeedTokenHash: varchar("calendar_feed_token_hash", { length: 64 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_tenant_email").on(t.tenantId, t.email),
    index("users_center").on(t.centerId),
    uniqueIndex("users_calendar_feed_token").on(t.calendarFeedTokenHash).where(sql`calendar_feed_token_hash is not null`),
  ],
);

export const userRoles = pgTable(
  "user_roles",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: varchar("role", { length: 32 }).$type<Role>().notNull(),
    /** Organization-scoped roles name their organization; centre and tenant roles leave it empty. */
    organizationId: integer("organization_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("user_roles_unique").on(t.userId, t.role, sql`coalesce(${t.organizationId}, 0)`),
    index("user_roles_user").on(t.userId),
  ],
);

/** One row per signed-in device (devise_token_auth "client"); tokens are stored as SHA-256 hashes. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    client: varchar("client", { length: 64 }).notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    /** The token before the last rotation stays valid briefly, for requests already under way. */
    previousTokenHash: varchar("previous_token_hash", { length: 64 }),
    previousValidUntil: timestamp("previous_valid_until", { withTimezone: true }),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    userAgent: varchar("user_agent", { length: 300 }),
    /** Set when a tenant admin signed in as this user: the session shows a banner and leads back. */
    impersonatorUserId: integer("impersonator_user_id"),
    /** Set when a platform operator signed in as this user (decision 26): short-lived, audited, shows a banner. */
    impersonatorOperatorId: integer("impersonator_operator_id"),
    /** The operator's one-time handoff (hashed), exchanged on the tenant's host for this session's cookies. */
    handoffTokenHash: varchar("handoff_token_hash", { length: 64 }),
    handoffExpiresAt: timestamp("handoff_expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("auth_tokens_user_client").on(t.userId, t.client)],
);
