import { index, integer, pgTable, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import type { ImageType } from "../../../contract/media";
import { users } from "../identity/identity.table";

/** An uploaded image as stored: resized WebP in two sizes, under storage keys that are never rewritten. */
export const uploads = pgTable(
  "uploads",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    uploadedById: integer("uploaded_by_id").references(() => users.id, { onDelete: "set null" }),
    /** What the bytes were when they came in (by content, not by name). */
    sourceType: varchar("source_type", { length: 32 }).$type<ImageType>().notNull(),
    /** What is stored and served. */
    contentType: varchar("content_type", { length: 32 }).$type<"image/webp">().notNull(),
    path: varchar("path", { length: 300 }).notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    /** The small variant, for result cards and narrow screens. */
    smallPath: varchar("small_path", { length: 300 }).notNull(),
    smallWidth: integer("small_width").notNull(),
    smallHeight: integer("small_height").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("uploads_path").on(t.path),
    index("uploads_tenant_created").on(t.tenantId, t.createdAt),
    // Each upload sums its uploader's others (the quota), and an erased account lets go of its uploads.
    index("uploads_uploaded_by").on(t.uploadedById),
  ],
);
