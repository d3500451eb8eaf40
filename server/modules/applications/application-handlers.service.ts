import type { TenantId } from "../../config/tenants";
import type { Database } from "../../db/client";
import { findUserWithRoles, rolesOf } from "../identity/users.service";
import { membersOf } from "../organizations/organizations.service";

/** Who handles a vacancy's applications: its contact person, or else the organization's superusers. */
export async function applicationHandlers(
  db: Database,
  tenant: TenantId,
  vacancy: { contactPersonId: number | null; organizationId: number },
) {
  if (vacancy.contactPersonId) {
    const contact = await findUserWithRoles(db, tenant, vacancy.contactPersonId);
    if (contact && contact.status !== "archived") return [contact];
  }
  const members = await membersOf(db, tenant, vacancy.organizationId);
  const roles = await rolesOf(
    db,
    tenant,
    members.map((m) => m.id),
  );
  return members.filter((m) => roles.get(m.id)?.some((r) => r.role === "organization_superuser"));
}
