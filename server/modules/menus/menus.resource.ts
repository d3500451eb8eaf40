import type { z } from "zod";
import { menuItemResourceSchema } from "../../../contract/menu-items-resource";
import type { ResourceDefinition } from "../../http/jsonapi/document";
import type { MenuItemRow } from "./menus.service";

export const menuItemResource: ResourceDefinition<
  MenuItemRow & { translatedName?: string | null },
  z.output<typeof menuItemResourceSchema>
> = {
  type: "menu_items",
  schema: menuItemResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({
    menu: row.menu,
    name: row.name,
    nameEn: row.nameEn,
    translatedName: row.translatedName ?? null,
    parentId: row.parentId,
    linkType: row.linkType,
    pageId: row.pageId,
    page: row.page,
    systemPage: row.systemPage,
    position: row.position,
  }),
  selfLink: (row) => `/api/v1/menu_items/${row.id}`,
};
