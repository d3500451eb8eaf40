import type { Role } from "../../contract/identity";

export interface NavItem {
  key: string;
  path: string;
  /** null: everyone, also visitors; []: any signed-in user; otherwise one of these roles. */
  roles: Role[] | null;
  /** The screen is not built yet: the item stays hidden until it is (a link to a 404 helps nobody). */
  planned?: true;
}

/** Centre staff: the tenant admin and centre superusers. */
export const STAFF: Role[] = ["admin", "center_superuser"];

/** Spec section 2, "Navigation": the top items, in order. */
export const NAV_ITEMS: NavItem[] = [
  { key: "dashboard", path: "/dashboard", roles: [] },
  { key: "vacancies", path: "/vacancies", roles: [...STAFF, "organization_superuser"] },
  { key: "vacancyBank", path: "/vacancies/search", roles: null },
  { key: "organizations", path: "/organizations", roles: STAFF },
  { key: "users", path: "/users", roles: STAFF },
  { key: "applications", path: "/applications", roles: [...STAFF, "organization_superuser"] },
  { key: "content", path: "/content", roles: [...STAFF, "content_manager", "page_manager"], planned: true },
  { key: "settings", path: "/instellingen", roles: [...STAFF, "organization_superuser"], planned: true },
  { key: "conversations", path: "/conversations", roles: [], planned: true },
];

/** The items a viewer sees: `roles` is null for a visitor who is not signed in. */
export function visibleNavItems(roles: Role[] | null, items: NavItem[] = NAV_ITEMS): NavItem[] {
  return items.filter((item) => {
    if (item.planned) return false;
    if (item.roles === null) return true;
    if (roles === null) return false;
    return item.roles.length === 0 || item.roles.some((role) => roles.includes(role));
  });
}
