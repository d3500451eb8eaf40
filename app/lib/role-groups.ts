import type { Role } from "../../contract/identity";

/** Centre staff: the tenant admin and centre superusers. */
export const STAFF: Role[] = ["admin", "center_superuser"];

/**
 * Who handles applications (the navigation's 'Aanmeldingen' item, navigation.test.ts keeps the two the same): centre
 * staff and organization superusers see the back office's list; anyone else has his own at /mijn-aanmeldingen.
 */
export const handlesApplications = (roles: Role[]) =>
  roles.some((role) => STAFF.includes(role) || role === "organization_superuser");
