import { index, integer, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import { uploads } from "../media/media.table";
import { volunteerCenters } from "../tenancy/tenancy.table";

/**
 * A partner of a centre (issue 15, item 7): a name, a link to its website, a line of text and a logo from the
 * centre's media library, in the centre's own order. Shown on /partners and by the LogoBar block.
 */
export const partners = pgTable(
  "partners",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    centerId: integer("center_id")
      .notNull()
      .references(() => volunteerCenters.id),
    name: varchar("name", { length: 120 }).notNull(),
    url: varchar("url", { length: 300 }),
    text: varchar("text", { length: 300 }),
    /** The English line where the centre wrote one (decision 35). */
    textEn: varchar("text_en", { length: 300 }),
    /** The logo's upload (a media library image); a forced delete of the file lets go of it. */
    logoUploadId: integer("logo_upload_id").references(() => uploads.id, { onDelete: "set null" }),
    position: integer("position").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("partners_center_position").on(t.tenantId, t.centerId, t.position)],
);
