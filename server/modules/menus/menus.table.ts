import { type AnyPgColumn, index, integer, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import type { LinkType, MenuName, SystemPageKey } from "../../../contract/menu-items";
import { pages } from "../pages/pages.table";
import { volunteerCenters } from "../tenancy/tenancy.table";

/**
 * An item of one of a centre's menus (spec section 3): a link to a content page or to one of the product's screens,
 * at the top level or in the submenu of a top-level item. Removing a page or a parent removes its items.
 */
export const menuItems = pgTable(
  "menu_items",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    centerId: integer("center_id")
      .notNull()
      .references(() => volunteerCenters.id),
    menu: varchar("menu", { length: 16 }).$type<MenuName>().notNull(),
    name: varchar("name", { length: 60 }).notNull(),
    /** The English name where the centre wrote one (decision 28). */
    nameEn: varchar("name_en", { length: 60 }),
    parentId: integer("parent_id").references((): AnyPgColumn => menuItems.id, { onDelete: "cascade" }),
    linkType: varchar("link_type", { length: 16 }).$type<LinkType>().notNull(),
    pageId: integer("page_id").references(() => pages.id, { onDelete: "cascade" }),
    systemPage: varchar("system_page", { length: 32 }).$type<SystemPageKey>(),
    position: integer("position").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("menu_items_center_menu").on(t.tenantId, t.centerId, t.menu, t.parentId, t.position)],
);
