import type { SiteSettings } from "./volunteer-centers";

// No zod here: every public page draws the menus, and the schemas live in menu-items-input.ts.

/** The centre's menus (spec section 3, Menu item): the header's main menu and the footer's. */
export const MENUS = ["header-main", "footer"] as const;
export type MenuName = (typeof MENUS)[number];

export const LINK_TYPES = ["content_page", "system_page"] as const;
export type LinkType = (typeof LINK_TYPES)[number];

export const MENU_LIMITS = { name: 60, itemsPerMenu: 60 } as const;

type Feature = Exclude<keyof SiteSettings["features"], "personToPersonWording">;

export interface SystemPage {
  path: string;
  /** Shown only where the tenant has this feature on. */
  feature?: Feature;
  /** The screen is not built yet: no menu may link to it until it is (a link to a 404 helps nobody). */
  planned?: true;
}

/** The product's own public screens a menu item can link to, in the order an editor is offered them. */
export const SYSTEM_PAGES = {
  home: { path: "/" },
  vacancy_bank: { path: "/vacancies/search" },
  activity_calendar: { path: "/activiteitenkalender", feature: "volunteerProfiles" },
  one_on_one_help: { path: "/een-op-een-hulp", feature: "personToPerson" },
  news: { path: "/nieuws" },
  workshops: { path: "/workshops" },
  partners: { path: "/partners" },
  social_map: { path: "/sociale-kaart" },
  contact_form: { path: "/contactformulier" },
  organization_signup: { path: "/organizations/signup" },
  volunteer_signup: { path: "/signup" },
  login: { path: "/auth/login-1" },
} as const satisfies Record<string, SystemPage>;
export type SystemPageKey = keyof typeof SYSTEM_PAGES;

/** The system pages that exist on this site: built, and their feature on. */
export function availableSystemPages(features: SiteSettings["features"] | undefined): SystemPageKey[] {
  return (Object.entries(SYSTEM_PAGES) as [SystemPageKey, SystemPage][])
    .filter(([, page]) => !page.planned && (!page.feature || features?.[page.feature] === true))
    .map(([key]) => key);
}

/** A menu item as the client sees it; `page` is the linked page's slug and title (visitors: published pages only). */
export interface MenuItem {
  id: string;
  type: "menu_items";
  menu: MenuName;
  name: string;
  /** The centre's English name, null where it wrote none (decision 28). */
  nameEn: string | null;
  /** The product's name for a system page in the request's language, while the item keeps the product's Dutch name. */
  translatedName: string | null;
  parentId: number | null;
  linkType: LinkType;
  pageId: number | null;
  page: { slug: string; title: string; isPublished: boolean; isHome: boolean } | null;
  systemPage: SystemPageKey | null;
  position: number;
}

/** A top-level item with its submenu, as a menu is drawn. */
export interface MenuEntry {
  item: MenuItem;
  href: string;
  children: { item: MenuItem; href: string }[];
}

/** Where an item leads, without the language prefix; null when it leads nowhere a visitor may go. */
export function menuItemPath(item: MenuItem): string | null {
  if (item.linkType === "system_page") return item.systemPage ? SYSTEM_PAGES[item.systemPage].path : null;
  if (!item.page?.isPublished) return null;
  return item.page.isHome ? "/" : `/${item.page.slug}`;
}

/** A menu's items as a tree in their order, leaving out what leads nowhere (and the submenu of such an item). */
export function menuTree(items: MenuItem[], menu: MenuName, localePath: (path: string) => string): MenuEntry[] {
  const of = (parentId: number | null) =>
    items
      .filter((item) => item.menu === menu && item.parentId === parentId)
      .sort((a, b) => a.position - b.position)
      .flatMap((item) => {
        const path = menuItemPath(item);
        return path === null ? [] : [{ item, href: localePath(path) }];
      });
  return of(null).map((top) => ({ ...top, children: of(Number(top.item.id)) }));
}
