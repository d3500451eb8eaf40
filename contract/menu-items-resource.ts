import { z } from "zod";
import { LINK_TYPES, MENUS } from "./menu-items";
import { wireId, wireText } from "./wire";

// What the API sends (server/http/openapi/README.md): kept apart from the forms' schemas so no page bundles it.

/** A menu item as the API sends it. */
export const menuItemResourceSchema = z.object({
  menu: z.enum(MENUS),
  name: wireText,
  /** The English name where the centre wrote one. */
  nameEn: wireText,
  translatedName: wireText,
  parentId: wireId.nullable(),
  linkType: z.enum(LINK_TYPES),
  pageId: wireId.nullable(),
  page: z.object({ slug: z.string(), title: z.string(), isPublished: z.boolean(), isHome: z.boolean() }).nullable(),
  systemPage: wireText,
  position: z.number().int(),
});
