import type { OrganizationStatus } from "../../../contract/organization-options";
import type { AuditEvent } from "../audit/audit.service";

/** Who made a change: the signed-in user, and the tenant admin behind him while impersonating. */
export interface AuditActor {
  userId: number;
  impersonatorUserId: number | null;
}

/** The audit action of a status change, named after the button the staff member pressed. */
export function statusAuditAction(from: OrganizationStatus, to: OrganizationStatus): string {
  switch (to) {
    case "approved":
      // Out of the archive is a restore; out of pending or denied it is an approval.
      return from === "archived" ? "organization.restore" : "organization.approve";
    case "denied":
      return "organization.deny";
    case "archived":
      return "organization.archive";
    case "deleted":
      return "organization.delete";
    case "pending":
      return "organization.resubmit";
  }
}

/**
 * An audit event about an organization. audit_events has no impersonator column (and this change adds no
 * migration), so the impersonating admin is kept in the details, where GET /audit_events shows it.
 */
export function auditedBy(
  actor: AuditActor,
  action: string,
  organizationId: number,
  details: Record<string, unknown>,
): AuditEvent {
  return {
    actorUserId: actor.userId,
    action,
    subjectType: "organization",
    subjectId: organizationId,
    details: actor.impersonatorUserId ? { ...details, impersonatorUserId: actor.impersonatorUserId } : details,
  };
}
