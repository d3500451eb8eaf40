import { index, integer, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import type { MediaKind } from "../../../contract/media-files";
import { users } from "../identity/identity.table";
import { volunteerCenters } from "../tenancy/tenancy.table";
import { uploads } from "./media.table";

/**
 * A file of a centre's media library. An image points to its upload (the WebP variants vacancies and the centre
 * profile already refer to by upload id); a document (PDF) is stored as-is under `path`.
 */
export const mediaFiles = pgTable(
  "media_files",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    centerId: integer("center_id")
      .notNull()
      .references(() => volunteerCenters.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 16 }).$type<MediaKind>().notNull(),
    name: varchar("name", { length: 200 }).notNull(),
    altText: varchar("alt_text", { length: 250 }),
    uploadId: integer("upload_id").references(() => uploads.id, { onDelete: "restrict" }),
    /** A document's storage key; an image's keys are its upload's. */
    path: varchar("path", { length: 300 }),
    contentType: varchar("content_type", { length: 64 }).notNull(),
    /** Every stored byte of the file (both variants of an image): what the centre's quota counts. */
    bytes: integer("bytes").notNull(),
    uploadedById: integer("uploaded_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("media_files_center_created").on(t.tenantId, t.centerId, t.createdAt),
    // Whether an upload is in a library: asked for every upload's quota and by the hourly sweep.
    index("media_files_upload").on(t.uploadId),
  ],
);
