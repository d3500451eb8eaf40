import {
  availableSystemPages,
  type MenuEntry,
  type MenuItem,
  type MenuName,
  menuTree,
  type SystemPageKey,
} from "../../../contract/menu-items";
import type { SiteSettings } from "../../../contract/volunteer-centers";
import { useTranslation } from "../../lib/i18n";
import { useLocalePath } from "../../lib/locale";
import { useSite } from "../../lib/site";

/** What a centre that has not made a menu yet shows, so that a visitor can still reach the site's screens. */
const DEFAULT_MENUS: Record<MenuName, SystemPageKey[]> = {
  "header-main": ["vacancy_bank"],
  footer: ["vacancy_bank", "activity_calendar", "one_on_one_help", "news", "workshops"],
};

/** A system page's name in the menu editor and in a default menu (one-on-one help has the tenant's own word). */
export function systemPageLabel(t: (key: string) => string, key: SystemPageKey, features: SiteSettings["features"] | undefined) {
  if (key === "one_on_one_help" && features?.personToPersonWording === "neighbour-help")
    return t("menus.systemPages.neighbour_help");
  return t(`menus.systemPages.${key}`);
}

/** One of the centre's menus as it is drawn: top-level items with their submenus, each with its address. */
export function useMenu(menu: MenuName): MenuEntry[] {
  const { t } = useTranslation();
  const to = useLocalePath();
  const site = useSite();
  const items = (site?.menuItems ?? []).filter((item) => item.menu === menu);
  if (items.length > 0) return menuTree(items, menu, to);
  const available = availableSystemPages(site?.site.features);
  const defaults = DEFAULT_MENUS[menu]
    .filter((key) => available.includes(key))
    .map(
      (key, position): MenuItem => ({
        id: `default-${key}`,
        type: "menu_items",
        menu,
        name: systemPageLabel(t, key, site?.site.features),
        nameEn: null,
        translatedName: systemPageLabel(t, key, site?.site.features),
        parentId: null,
        linkType: "system_page",
        pageId: null,
        page: null,
        systemPage: key,
        position,
      }),
    );
  return menuTree(defaults, menu, to);
}
