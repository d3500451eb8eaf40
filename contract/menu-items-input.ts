import { z } from "zod";
import { resourceId } from "./ids";
import { LINK_TYPES, MENU_LIMITS, MENUS, SYSTEM_PAGES, type SystemPage, type SystemPageKey } from "./menu-items";
import { optionalText } from "./optional-text";

const BUILT_SYSTEM_PAGES = (Object.keys(SYSTEM_PAGES) as SystemPageKey[]).filter(
  (key) => !(SYSTEM_PAGES[key] as SystemPage).planned,
) as [SystemPageKey, ...SystemPageKey[]];

const linkFields = {
  name: z.string().trim().min(1).max(MENU_LIMITS.name),
  /** The English name (decision 28); empty or null: none, /en shows the Dutch name marked as Dutch. */
  name_en: optionalText(MENU_LIMITS.name),
  link_type: z.enum(LINK_TYPES),
  page_id: resourceId.nullable().optional(),
  system_page: z.enum(BUILT_SYSTEM_PAGES).nullable().optional(),
  /** The item this one is a submenu item of; null for the menu's top level. */
  parent_id: resourceId.nullable().optional(),
};

/** POST /api/v1/menu_items: added at the end of its level. The route checks the page and parent belong to the centre. */
export const menuItemCreateSchema = z.object({ menu: z.enum(MENUS), ...linkFields });
export type MenuItemCreate = z.output<typeof menuItemCreateSchema>;

/** PATCH: the fields sent change; position (0 first) moves it among its level's items, under parent_id if sent. */
export const menuItemUpdateSchema = z
  .object({ ...linkFields, position: z.number().int().min(0).max(MENU_LIMITS.itemsPerMenu) })
  .partial();
export type MenuItemUpdate = z.output<typeof menuItemUpdateSchema>;
