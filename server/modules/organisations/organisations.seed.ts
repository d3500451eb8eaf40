import { and, asc, eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { recordAudit } from "../audit/audit.service";
import { demoEmail } from "../identity/identity.factory";
import { findUserByEmail } from "../identity/users.service";
import { notifyCenterStaff } from "../notifications/notifications.service";
import { listCenters } from "../tenancy/tenancy.service";
import { demoOrganizations } from "./demo-organizations";
import { auditedBy, statusAuditAction } from "./organisation-audit";
import { createOrganization } from "./organisations.service";
import { organizations } from "./organisations.table";

/**
 * The tenant's demo organisations in its default centre, with the demo accounts as members, only for a tenant
 * without organisations. `town` names them (the centre's name when null).
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
    for (const role of members) {
      const user = await findUserByEmail(db, tenant, demoEmail(role, tenant));
      if (user) memberIds.push(user.id);
    }
    const created = await createOrganization(db, tenant, { ...organization, centerId: center.id }, memberIds);
    if (created.status === "pending")
      await notifyCenterStaff(db, tenant, center.id, ["center_superuser"], {
        kind: "organization_pending",
        data: { organization: created.name },
        link: `/organizations/${created.id}`,
      });
  }
  logger.info({ tenant, organizations: list.length }, "seeded demo organisations");
}

/** The approved demo organisations were once approved by the centre's demo superuser: their audit trail says so. */
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
  logger.info({ tenant, auditEvents: approved.length }, "seeded the demo organisations' approval audit");
}
