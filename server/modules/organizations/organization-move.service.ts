import { and, eq, inArray, ne } from "drizzle-orm";
import type { Role } from "../../../contract/identity";
import type { TenantId } from "../../config/tenants";
import { publishChange } from "../../db/change-feed";
import { type Database, type Transaction, withTenant } from "../../db/client";
import { recordAudit } from "../audit/audit.service";
import { userRoles, users } from "../identity/identity.table";
import { type AuditActor, auditedBy } from "./organization-audit";
import { findOrganization, type OrganizationWithAddress } from "./organizations.service";
import { organizationMemberships, organizations } from "./organizations.table";

/** Roles that tie a user to his centre's own work; such a user stays where he is when an organization leaves. */
const CENTER_ROLES: Role[] = ["admin", "center_superuser", "content_manager", "page_manager", "mentor"];

/** What else moves with an organization, in the move's transaction; handed in by the modules above (server/app.ts). */
export type OrganizationMoveFollower = (
  tx: Transaction,
  tenant: TenantId,
  organizationId: number,
  toCenterId: number,
) => Promise<void>;

const followers = new Set<OrganizationMoveFollower>();

export function provideOrganizationMoveFollower(follower: OrganizationMoveFollower) {
  followers.add(follower);
}

/**
 * Moves an organization to another centre of its tenant, in one transaction with its audit record.
 *
 * What moves with it: the organization itself (with its address and profile, which are part of it) and every
 * member for whom it is the only organization that is not deleted, unless he holds a centre role. A user belongs
 * to one centre and signs in on that centre's site, so a volunteer organization's own people would otherwise be
 * locked out on the new site ('wrong center'). People who also work for another organization, and the centre's
 * staff, stay: their other work is still in the old centre. Each moved user gets his own audit record. Its vacancies
 * go along too (the vacancies module's follower), so they are offered on the new centre's site.
 */
export async function moveOrganization(
  db: Database,
  tenant: TenantId,
  organization: OrganizationWithAddress,
  toCenterId: number,
  actor: AuditActor,
): Promise<{ organization: OrganizationWithAddress; movedUserIds: number[] }> {
  const movedUserIds = await withTenant(db, tenant, async (tx) => {
    const members = await tx
      .select({ userId: organizationMemberships.userId })
      .from(organizationMemberships)
      .innerJoin(users, eq(users.id, organizationMemberships.userId))
      .where(and(eq(organizationMemberships.organizationId, organization.id), eq(users.centerId, organization.centerId)));
    const memberIds = members.map((m) => m.userId);
    const elsewhere = memberIds.length
      ? await tx
          .select({ userId: organizationMemberships.userId })
          .from(organizationMemberships)
          .innerJoin(organizations, eq(organizations.id, organizationMemberships.organizationId))
          .where(
            and(
              inArray(organizationMemberships.userId, memberIds),
              ne(organizationMemberships.organizationId, organization.id),
              ne(organizations.status, "deleted"),
            ),
          )
      : [];
    const staff = memberIds.length
      ? await tx
          .select({ userId: userRoles.userId })
          .from(userRoles)
          .where(and(inArray(userRoles.userId, memberIds), inArray(userRoles.role, CENTER_ROLES)))
      : [];
    const stays = new Set([...elsewhere, ...staff].map((r) => r.userId));
    const moving = memberIds.filter((id) => !stays.has(id)).sort((a, b) => a - b);

    await tx
      .update(organizations)
      .set({ centerId: toCenterId, updatedAt: new Date() })
      .where(and(eq(organizations.tenantId, tenant), eq(organizations.id, organization.id)));
    for (const follow of followers) await follow(tx, tenant, organization.id, toCenterId);
    if (moving.length) {
      await tx
        .update(users)
        .set({ centerId: toCenterId, updatedAt: new Date() })
        .where(and(eq(users.tenantId, tenant), inArray(users.id, moving)));
    }
    const from = organization.centerId;
    await recordAudit(
      db,
      tenant,
      auditedBy(actor, "organization.move", organization.id, { from, to: toCenterId, movedUserIds: moving }),
      tx,
    );
    for (const userId of moving) {
      const event = auditedBy(actor, "user.move", organization.id, { from, to: toCenterId, organizationId: organization.id });
      await recordAudit(db, tenant, { ...event, subjectType: "user", subjectId: userId }, tx);
    }
    return moving;
  });
  publishChange(db, "vacancies", tenant);
  return { organization: (await findOrganization(db, tenant, organization.id)) as OrganizationWithAddress, movedUserIds };
}
