import type { Role } from "../../../contract/identity";
import { STAFF } from "../../lib/role-groups";
import { CONTENT_SECTIONS, rolesOf, SETTINGS_SECTIONS } from "./sections";

export interface NavItem {
  key: string;
  path: string;
  /** null: everyone, also visitors; []: any signed-in user; otherwise one of these roles. */
  roles: Role[] | null;
  /** The screen is not built yet: the item stays hidden until it is (a link to a 404 helps nobody). */
  planned?: true;
}

/** Spec section 2, "Navigation": the top items, in order. */
export const NAV_ITEMS: NavItem[] = [
  { key: "dashboard", path: "/dashboard", roles: [] },
  { key: "vacancies", path: "/vacancies", roles: rolesOf(SETTINGS_SECTIONS) },
  { key: "vacancyBank", path: "/vacancies/search", roles: null },
  { key: "organizations", path: "/organizations", roles: STAFF },
  { key: "users", path: "/users", roles: STAFF },
  { key: "applications", path: "/applications", roles: rolesOf(SETTINGS_SECTIONS) },
  { key: "content", path: "/content", roles: rolesOf(CONTENT_SECTIONS) },
  { key: "settings", path: "/instellingen", roles: rolesOf(SETTINGS_SECTIONS) },
  { key: "conversations", path: "/conversations", roles: [] },
  { key: "analytics", path: "/analytics", roles: [...STAFF, "organization_superuser"] },
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
