import type { Role } from "../../../contract/identity";
import { type Actor, hasRole, isTenantAdmin } from "../../policy/actor";

/** Whoever makes content or vacancies may browse and pick from the library (issue 14). */
const READERS: Role[] = ["admin", "center_superuser", "content_manager", "page_manager", "organization_superuser"];

export const canReadStockImages = (actor: Actor) => READERS.some((role) => hasRole(actor, role));

/** The library is shared by the tenant's centres, so only the tenant admin curates it. */
export const canCurateStockImages = (actor: Actor) => isTenantAdmin(actor);
