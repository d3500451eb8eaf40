import { type Actor, isCenterStaff, isOrganizationSuperuser, isTenantAdmin, managedOrganizationIds } from "../../policy/actor";

export type ApplicationAction = "read" | "decide" | "withdraw" | "readNotes" | "addNote";

/** What the policy needs to know of an application. */
export interface ApplicationTarget {
  userId: number | null;
  vacancyCenterId: number;
  vacancyOrganizationId: number;
  /** School organizations the applicant belongs to as a student (DESIGN.md section 6). */
  applicantSchoolIds: number[];
}

/** The actor plus the organization selected with Current-Organization-Id, which narrows organization roles. */
export interface ApplicationActor extends Actor {
  selectedOrganizationId: number | null;
}

/** Organization-scoped rights apply to the selected organization only, when one is selected. */
const inSelection = (actor: ApplicationActor, organizationId: number) =>
  actor.selectedOrganizationId === null || actor.selectedOrganizationId === organizationId;

const isApplicant = (actor: ApplicationActor, app: ApplicationTarget) => app.userId !== null && actor.user?.id === app.userId;

/** Those who handle the application: the tenant admin, the centre's staff, the vacancy organization's superusers. */
const handles = (actor: ApplicationActor, app: ApplicationTarget) =>
  isCenterStaff(actor, app.vacancyCenterId) ||
  (isOrganizationSuperuser(actor, app.vacancyOrganizationId) && inSelection(actor, app.vacancyOrganizationId));

/** A School's superusers follow their students' applications (read only). */
const followsStudent = (actor: ApplicationActor, app: ApplicationTarget) =>
  app.applicantSchoolIds.some((id) => isOrganizationSuperuser(actor, id) && inSelection(actor, id));

/** The declarative table for applications (DESIGN.md section 6). Notes are internal: never the applicant's. */
const RULES: Record<ApplicationAction, (actor: ApplicationActor, app: ApplicationTarget) => boolean> = {
  read: (actor, app) => handles(actor, app) || followsStudent(actor, app) || isApplicant(actor, app),
  decide: (actor, app) => handles(actor, app),
  withdraw: (actor, app) => isApplicant(actor, app),
  readNotes: (actor, app) => handles(actor, app),
  addNote: (actor, app) => handles(actor, app),
};

export function canApplication(actor: ApplicationActor, action: ApplicationAction, app: ApplicationTarget): boolean {
  if (!actor.user) return false;
  return RULES[action](actor, app);
}

/** Which applications a list shows: the union of these parts (`all` for the tenant admin). */
export interface ApplicationScope {
  all?: boolean;
  centerId?: number;
  /** Applications to vacancies of these organizations. */
  organizationIds?: number[];
  /** Applications of students of these School organizations. */
  schoolIds?: number[];
  /** One's own applications. */
  userId?: number;
}

/** The list scope matching canApplication(actor, "read", ...); null for a visitor. */
export function applicationListScope(actor: ApplicationActor): ApplicationScope | null {
  if (!actor.user) return null;
  if (isTenantAdmin(actor)) return { all: true };
  const scope: ApplicationScope = { userId: actor.user.id };
  if (isCenterStaff(actor, actor.user.centerId)) scope.centerId = actor.user.centerId;
  const organizations = managedOrganizationIds(actor, actor.selectedOrganizationId);
  if (organizations.length) {
    scope.organizationIds = organizations;
    // The service keeps only those that are Schools.
    scope.schoolIds = organizations;
  }
  return scope;
}
