import { index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import type { MatchFollowupAnswer, MatchFollowupParty } from "../../../contract/match-followups";
import type { ContentLocale } from "../../../locales/languages";
import { users } from "../identity/identity.table";
import { applications } from "./applications.table";

/** One mailed question "Is het gelukt?" to one person about one accepted application, in round 1 or 2 (issue 44). */
export const matchFollowups = pgTable(
  "match_followups",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    /** 1: some weeks after the acceptance (the centre's setting); 2: after three months. */
    round: smallint("round").notNull(),
    party: varchar("party", { length: 16 }).$type<MatchFollowupParty>().notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    email: varchar("email", { length: 254 }).notNull(),
    locale: varchar("locale", { length: 2 }).$type<ContentLocale>().notNull(),
    /** The mailed link's token, hashed; cleared once answered, so the link works once. */
    tokenHash: varchar("token_hash", { length: 64 }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    answer: varchar("answer", { length: 16 }).$type<MatchFollowupAnswer>(),
    comment: text("comment"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One mail per person per round, however many processes sweep.
    uniqueIndex("match_followups_once").on(t.applicationId, t.round, t.email),
    uniqueIndex("match_followups_token").on(t.tokenHash),
    index("match_followups_tenant_created").on(t.tenantId, t.createdAt),
  ],
);

/** Addresses without an account that asked for no more follow-up mails; an account mutes them in its mail choices. */
export const matchFollowupOptOuts = pgTable(
  "match_followup_opt_outs",
  {
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.email] })],
);
