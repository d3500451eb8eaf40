import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import type { ContentBlock } from "../../../contract/content-blocks";
import type { ContentLanguage } from "../../../contract/content-languages";
import type { PageContent, PageLayout, PageType } from "../../../contract/pages";
import { users } from "../identity/identity.table";
import { uploads } from "../media/media.table";
import { volunteerCenters } from "../tenancy/tenancy.table";

/** What is stored of a version: the blocks as sent (a Markdown block's HTML is made when it is read). */
export type StoredContent = Omit<PageContent, "blocks"> & { blocks: ContentBlock[] };

/**
 * A centre's content page (spec section 3). The draft is what editors change; `published` is what visitors see,
 * null until the first publication, so an edited draft never shows before it is published.
 */
export const pages = pgTable(
  "pages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    centerId: integer("center_id")
      .notNull()
      .references(() => volunteerCenters.id),
    slug: varchar("slug", { length: 80 }).notNull(),
    pageType: varchar("page_type", { length: 16 }).$type<PageType>().notNull(),
    pageLayout: varchar("page_layout", { length: 16 }).$type<PageLayout>().notNull(),
    featured: boolean("featured").notNull().default(false),
    isHome: boolean("is_home").notNull().default(false),
    imageUploadId: integer("image_upload_id").references(() => uploads.id, { onDelete: "set null" }),
    draft: jsonb("draft").$type<StoredContent>().notNull(),
    published: jsonb("published").$type<StoredContent>(),
    // The English version beside the Dutch one (decision 28): null while the page has none.
    draftEn: jsonb("draft_en").$type<StoredContent>(),
    publishedEn: jsonb("published_en").$type<StoredContent>(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("pages_center_slug").on(t.centerId, t.slug),
    // At most one home page per centre.
    uniqueIndex("pages_center_home").on(t.centerId).where(sql`${t.isHome}`),
    index("pages_center_type_published").on(t.tenantId, t.centerId, t.pageType, t.publishedAt),
    index("pages_publish_at").on(t.publishAt).where(sql`${t.publishAt} is not null`),
  ],
);

/** Every publication, so that an earlier version can be compared and restored. */
export const pageRevisions = pgTable(
  "page_revisions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    pageId: integer("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    content: jsonb("content").$type<StoredContent>().notNull(),
    language: varchar("language", { length: 8 }).$type<ContentLanguage>().notNull().default("nl"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    publishedBy: integer("published_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("page_revisions_page").on(t.pageId, t.publishedAt)],
);
