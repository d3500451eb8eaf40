import { index, integer, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { uploads } from "../media/media.table";

/**
 * A tenant's stock image (spec section 3): texts and keywords in Dutch and English, the picture an upload row.
 * A vacancy that picks one points to that upload, so the upload outlives the stock image (restrict, not cascade).
 */
export const stockImages = pgTable(
  "stock_images",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    uploadId: integer("upload_id")
      .notNull()
      .references(() => uploads.id, { onDelete: "restrict" }),
    nameNl: varchar("name_nl", { length: 120 }).notNull(),
    nameEn: varchar("name_en", { length: 120 }).notNull(),
    shortDescriptionNl: varchar("short_description_nl", { length: 200 }).notNull(),
    shortDescriptionEn: varchar("short_description_en", { length: 200 }).notNull(),
    descriptionNl: text("description_nl").notNull(),
    descriptionEn: text("description_en").notNull(),
    keywordsNl: text("keywords_nl").array().notNull(),
    keywordsEn: text("keywords_en").array().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("stock_images_tenant_name").on(t.tenantId, t.nameNl)],
);
