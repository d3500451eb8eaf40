import { index, integer, pgTable, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import type { ApiKeyScope } from "../../../contract/api-keys";
import { users } from "../identity/identity.table";
import { organizations } from "../organizations/organizations.table";
import { volunteerCenters } from "../tenancy/tenancy.table";

/**
 * A key a centre admin hands a partner system (issue 43): it acts with its scopes only, until it expires or is
 * revoked. Only the SHA-256 of the key is kept; the key itself is shown once, when it is made.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    centerId: integer("center_id")
      .notNull()
      .references(() => volunteerCenters.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 100 }).notNull(),
    scopes: varchar("scopes", { length: 32 }).array().$type<ApiKeyScope[]>().notNull(),
    /** The one organization whose applications an applications:read key reads; null for the other scopes. */
    organizationId: integer("organization_id").references(() => organizations.id, { onDelete: "cascade" }),
    /** The key's first characters, shown in lists to tell keys apart. */
    prefix: varchar("prefix", { length: 16 }).notNull(),
    secretHash: varchar("secret_hash", { length: 64 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The admin who made it; his account's erasure leaves the key to the centre. */
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("api_keys_secret_hash").on(t.tenantId, t.secretHash),
    index("api_keys_center_created").on(t.tenantId, t.centerId, t.createdAt),
  ],
);
