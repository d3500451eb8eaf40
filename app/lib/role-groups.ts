import type { Role } from "../../contract/identity";

/** Centre staff: the tenant admin and centre superusers. */
export const STAFF: Role[] = ["admin", "center_superuser"];
