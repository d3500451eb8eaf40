import { asc, eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { demoEmail } from "../identity/identity.factory";
import { findUserByEmail } from "../identity/users.service";
import { vacancies } from "../vacancies/vacancies.table";
import { applications } from "./applications.table";

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Hours to the first response of earlier applications: a quick organization, and a slow one with one still waiting. */
const QUICK = [3, 20, 26, 40, 50, 70, 100, 216];
const SLOW = [130, 170, 260];
const FIRST_NAMES = ["Daan", "Fleur", "Mohamed", "Iris", "Bram", "Noor", "Jesse", "Lotte", "Sem", "Yara", "Milan"];

/**
 * Half a year of earlier applications for the organizations of the first and the last seeded application, answered
 * after a while, so the analytics' response times and the vacancy page's "usually responds within" have figures.
 * Written as they were (the analytics triggers count them on their own days); after seedDemoApplications only.
 */
export async function seedDemoResponseTimes(db: Database, tenant: TenantId, logger: Logger, now = new Date()) {
  const seeded = await withTenant(db, tenant, (tx) =>
    tx
      .select({ vacancyId: applications.vacancyId })
      .from(applications)
      .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
      .where(eq(applications.tenantId, tenant))
      .orderBy(asc(applications.id)),
  );
  // The first seeded application is to the organization superuser's organization, the last to another (the centre's).
  const organizationUser = await findUserByEmail(db, tenant, demoEmail("organization_superuser", tenant));
  const staff = await findUserByEmail(db, tenant, demoEmail("center_superuser", tenant));
  if (seeded.length < 2 || !organizationUser || !staff) return;
  const rows: (typeof applications.$inferInsert)[] = [
    ...QUICK.map((hours, i) => ({ vacancyId: seeded[0].vacancyId, hours, i, by: organizationUser.id })),
    ...SLOW.map((hours, i) => ({ vacancyId: seeded[seeded.length - 1].vacancyId, hours, i: QUICK.length + i, by: staff.id })),
  ].map(({ vacancyId, hours, i, by }) => {
    const createdAt = new Date(now.getTime() - (14 + 18 * i) * DAY);
    const respondedAt = new Date(createdAt.getTime() + hours * HOUR);
    return {
      tenantId: tenant,
      vacancyId,
      firstName: FIRST_NAMES[i],
      lastName: "Eerder",
      email: `${FIRST_NAMES[i].toLowerCase()}.eerder.${i}@voorbeeld.test`,
      status: i % 3 === 2 ? "rejected" : "accepted",
      decidedAt: respondedAt,
      decidedById: by,
      firstRespondedAt: respondedAt,
      createdAt,
      updatedAt: respondedAt,
    };
  });
  // One still waiting past the centre's days: the reminder sweep's case.
  const waitingSince = new Date(now.getTime() - 8 * DAY);
  rows.push({
    ...rows[rows.length - 1],
    firstName: FIRST_NAMES[FIRST_NAMES.length - 1],
    email: "milan.wacht@voorbeeld.test",
    status: "submitted",
    decidedAt: null,
    decidedById: null,
    firstRespondedAt: null,
    createdAt: waitingSince,
    updatedAt: waitingSince,
  });
  await withTenant(db, tenant, (tx) => tx.insert(applications).values(rows));
  logger.info({ tenant, applications: rows.length }, "seeded demo response times");
}
