import { type Actor, isCenterStaff, isOrganizationSuperuser, isTenantAdmin, managedOrganizationIds } from "../../policy/actor";
import type { VacancyDetails } from "./vacancy-details.service";

export type VacancyAction = "read" | "update" | "delete";

/** What the rules look at: a full vacancy, or a list row with its organization's id, centre and status. */
export type VacancyTarget = Pick<VacancyDetails, "status" | "expiresAt"> & {
  organization: Pick<VacancyDetails["organization"], "id" | "centerId" | "status">;
};

/** What the bank shows to anyone: published, not past its date, of an approved organization. */
export function isPublic(vacancy: VacancyTarget, now = new Date()): boolean {
  return (
    vacancy.status === "published" &&
    vacancy.organization.status === "approved" &&
    (vacancy.expiresAt === null || vacancy.expiresAt > now)
  );
}

/** Staff of the vacancy's centre, or a superuser of its organization (DESIGN.md section 6). */
export const managesOrganization = (actor: Actor, organization: { id: number; centerId: number }) =>
  isCenterStaff(actor, organization.centerId) || isOrganizationSuperuser(actor, organization.id);

const RULES: Record<VacancyAction, (actor: Actor, vacancy: VacancyTarget) => boolean> = {
  read: (actor, vacancy) => isPublic(vacancy) || managesOrganization(actor, vacancy.organization),
  update: (actor, vacancy) => managesOrganization(actor, vacancy.organization),
  delete: (actor, vacancy) => managesOrganization(actor, vacancy.organization),
};

export function canVacancy(actor: Actor, action: VacancyAction, vacancy: VacancyTarget): boolean {
  if (vacancy.status === "deleted") return false;
  return RULES[action](actor, vacancy);
}

/** Whether the actor manages any organization at all, so may write vacancies (which one the body names is checked after). */
export const mayWriteVacancies = (actor: Actor) => vacancyListScope(actor, null) !== null;

/** The tenant admin's list has no bounds, centre staff's their centre, an organization superuser's his organizations. */
export interface VacancyListScope {
  centerId?: number;
  organizationIds?: number[];
}

/**
 * The back-office list: the tenant admin sees all, centre staff their centre, an organization's superuser his
 * organizations (only the selected one when a selection is sent). Null: no list at all.
 */
export function vacancyListScope(actor: Actor, selectedOrganizationId: number | null): VacancyListScope | null {
  if (!actor.user) return null;
  if (isTenantAdmin(actor)) return {};
  if (isCenterStaff(actor, actor.user.centerId)) return { centerId: actor.user.centerId };
  const organizationIds = managedOrganizationIds(actor, selectedOrganizationId);
  return organizationIds.length ? { organizationIds } : null;
}
