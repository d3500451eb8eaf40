import { and, asc, eq, inArray, notInArray } from "drizzle-orm";
import type { Logger } from "pino";
import { PERSON_TO_PERSON_TYPES } from "../../../contract/vacancy-options";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { demoEmail } from "../identity/identity.factory";
import { findUserByEmail } from "../identity/users.service";
import { notifyLater } from "../notifications/notifications.service";
import { organizationMemberships } from "../organizations/organizations.table";
import { vacancies } from "../vacancies/vacancies.table";
import { addNote } from "./application-notes.service";
import { changeApplicationStatus, createApplication } from "./applications.service";
import { applications } from "./applications.table";
import { DEMO_APPLICATIONS } from "./demo-application-texts";

const VACANCIES_NEEDED = Math.max(...DEMO_APPLICATIONS.map((a) => a.vacancy)) + 1;
const HALF = Math.ceil(VACANCIES_NEEDED / 2);

/**
 * Applications in every outcome (open, accepted, rejected, withdrawn; Dutch and English) with internal notes,
 * through the modules' services. Only a tenant without any application is seeded, so a restart adds nothing.
 * True when it seeded (the seed runner then adds the organizations' approval audit, as it always came with them).
 */
export async function seedDemoApplications(db: Database, tenant: TenantId, logger: Logger): Promise<boolean> {
  const [existing] = await withTenant(db, tenant, (tx) =>
    tx.select({ id: applications.id }).from(applications).where(eq(applications.tenantId, tenant)).limit(1),
  );
  if (existing) return false;
  const staff = await findUserByEmail(db, tenant, demoEmail("center_superuser", tenant));
  const organizationUser = await findUserByEmail(db, tenant, demoEmail("organization_superuser", tenant));
  if (!staff || !organizationUser) return false;
  const chosen = await chooseVacancies(db, tenant, organizationUser.id);
  if (chosen.length < VACANCIES_NEEDED) return false;
  for (const [i, demo] of DEMO_APPLICATIONS.entries()) {
    const application = await createApplication(db, tenant, {
      vacancyId: chosen[demo.vacancy],
      userId: null,
      firstName: demo.firstName,
      lastName: demo.lastName,
      email: `${`${demo.firstName}.${demo.lastName}`.toLowerCase().replace(/[^a-z.]/g, "")}.${i}@voorbeeld.test`,
      phoneNumber: null,
      message: demo.message,
      locale: demo.locale,
    });
    // Notes by the people who handle it: the organization for its own vacancies, else the centre.
    const ownVacancy = demo.vacancy < HALF;
    const author = ownVacancy ? organizationUser.id : staff.id;
    // The organization was told of each; the open ones are still unread.
    if (ownVacancy)
      await notifyLater(db, tenant, [organizationUser.id], {
        kind: "application_received",
        data: { name: `${demo.firstName} ${demo.lastName}`, vacancy: application.vacancy.title },
        link: `/applications/${application.id}`,
        readAt: demo.status === "submitted" ? null : new Date(),
      });
    if (demo.note) await addNote(db, tenant, application.id, author, demo.note);
    if (demo.status !== "submitted")
      await changeApplicationStatus(db, tenant, application, demo.status, {
        decidedById: demo.status === "withdrawn" ? undefined : author,
        decisionMessage: demo.decisionMessage,
      });
  }
  logger.info({ tenant, applications: DEMO_APPLICATIONS.length }, "seeded demo applications");
  return true;
}

/**
 * Published vacancies in id order (the seed is deterministic): the first half of the organization superuser's
 * organizations, so his back office has some, the rest of others, so the centre's has more.
 */
async function chooseVacancies(db: Database, tenant: TenantId, organizationUserId: number): Promise<number[]> {
  return withTenant(db, tenant, async (tx) => {
    const own = tx
      .select({ id: organizationMemberships.organizationId })
      .from(organizationMemberships)
      .where(eq(organizationMemberships.userId, organizationUserId));
    const published = (mine: boolean, limit: number) =>
      tx
        .select({ id: vacancies.id })
        .from(vacancies)
        .where(
          and(
            eq(vacancies.tenantId, tenant),
            eq(vacancies.status, "published"),
            notInArray(vacancies.vacancyType, [...PERSON_TO_PERSON_TYPES]),
            mine ? inArray(vacancies.organizationId, own) : notInArray(vacancies.organizationId, own),
          ),
        )
        .orderBy(asc(vacancies.id))
        .limit(limit);
    const ownRows = await published(true, HALF);
    const otherRows = await published(false, VACANCIES_NEEDED - ownRows.length);
    return [...ownRows, ...otherRows].map((row) => row.id);
  });
}
