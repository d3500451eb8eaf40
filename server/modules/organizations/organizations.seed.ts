import { and, asc, eq, isNull } from "drizzle-orm";
import type { Logger } from "pino";
import type { Role } from "../../../contract/identity";
import { isOrganizationRole } from "../../../contract/users";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { recordAudit } from "../audit/audit.service";
import { demoEmail } from "../identity/identity.factory";
import { userRoles } from "../identity/identity.table";
import { findUserByEmail } from "../identity/users.service";
import { notifyCenterStaff } from "../notifications/notifications.service";
import { listCenters } from "../tenancy/tenancy.service";
import { demoOrganizations } from "./demo-organizations";
import { auditedBy, statusAuditAction } from "./organization-audit";
import { createOrganization } from "./organizations.service";
import { organizations } from "./organizations.table";

/**
 * The tenant's demo organizations in its default centre, with the demo accounts as members, only for a tenant
 * without organizations. `town` names them (the centre's name when null).
 */
export async function seedDemoOrganizations(db: Database, tenant: TenantId, logger: Logger, town: string | null) {
  const [existing] = await withTenant(db, tenant, (tx) =>
    tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.tenantId, tenant)).limit(1),
  );
  if (existing) return;
  const centers = await listCenters(db, tenant);
  const center = centers.find((c) => c.isDefault) ?? centers[0];
  const list = demoOrganizations(town ?? center.name, center.name);
  for (const { members, ...organization } of list) {
    const memberIds: number[] = [];
    const scopedRoles: { userId: number; role: Role }[] = [];
    for (const role of members) {
      const user = await findUserByEmail(db, tenant, demoEmail(role, tenant));
      if (user) memberIds.push(user.id);
      if (user && isOrganizationRole(role)) scopedRoles.push({ userId: user.id, role });
    }
    const created = await createOrganization(db, tenant, { ...organization, centerId: center.id }, memberIds);
    await scopeDemoRoles(db, tenant, created.id, scopedRoles);
    if (created.status === "pending")
      await notifyCenterStaff(db, tenant, center.id, ["center_superuser"], {
        kind: "organization_pending",
        data: { organization: created.name },
        link: `/organizations/${created.id}`,
      });
  }
  logger.info({ tenant, organizations: list.length }, "seeded demo organizations");
}

/**
 * A demo account's organization role names the organization, as a grant through the API does (the users list filters
 * on it); the account was made before its organizations, with the role alone.
 */
async function scopeDemoRoles(db: Database, tenant: TenantId, organizationId: number, held: { userId: number; role: Role }[]) {
  if (!held.length) return;
  await withTenant(db, tenant, async (tx) => {
    await tx
      .insert(userRoles)
      .values(held.map(({ userId, role }) => ({ tenantId: tenant, userId, role, organizationId })))
      .onConflictDoNothing();
    for (const { userId, role } of held)
      await tx
        .delete(userRoles)
        .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role), isNull(userRoles.organizationId)));
  });
}

/** The approved demo organizations were once approved by the centre's demo superuser: their audit trail says so. */
export async function seedDemoApprovalAudit(db: Database, tenant: TenantId, logger: Logger): Promise<void> {
  const staff = await findUserByEmail(db, tenant, demoEmail("center_superuser", tenant));
  if (!staff) return;
  const approved = await withTenant(db, tenant, (tx) =>
    tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.tenantId, tenant), eq(organizations.status, "approved")))
      .orderBy(asc(organizations.id)),
  );
  const actor = { userId: staff.id, impersonatorUserId: null };
  for (const { id } of approved) {
    const event = auditedBy(actor, statusAuditAction("pending", "approved"), id, { from: "pending", to: "approved" });
    await recordAudit(db, tenant, event);
  }
  logger.info({ tenant, auditEvents: approved.length }, "seeded the demo organizations' approval audit");
}
