import { and, eq } from "drizzle-orm";
import type { Logger } from "pino";
import { type Database, withTenant } from "../db/client";
import { createApplication } from "../modules/applications/applications.service";
import { DEMO_ACCOUNTS, demoEmail } from "../modules/identity/identity.factory";
import { findUserByEmail } from "../modules/identity/users.service";
import { buildOpenVacancy } from "../modules/vacancies/vacancies.factory";
import { vacancies } from "../modules/vacancies/vacancies.table";

export const TEST_VACANCY_TITLE = "Chauffeur voedselbank (testvacature)";

/**
 * For the browser tests (SEED_TEST_VACANCIES=true): one open vacancy of Voedselbank Oldebroek with the demo
 * volunteer's application to it, which the demo bank does not have. Only once per database.
 */
export async function seedTestVacancies(db: Database, logger: Logger) {
  const tenant = "oldebroek";
  const [existing] = await withTenant(db, tenant, (tx) =>
    tx
      .select({ id: vacancies.id })
      .from(vacancies)
      .where(and(eq(vacancies.tenantId, tenant), eq(vacancies.title, TEST_VACANCY_TITLE))),
  );
  if (existing) return;
  const vacancy = await buildOpenVacancy(db, tenant, "Voedselbank Oldebroek", { title: TEST_VACANCY_TITLE });
  const volunteer = await findUserByEmail(db, tenant, demoEmail("volunteer", tenant));
  const account = DEMO_ACCOUNTS.find((a) => a.role === "volunteer");
  if (volunteer && account) {
    await createApplication(db, tenant, {
      vacancyId: vacancy.id,
      userId: volunteer.id,
      firstName: account.firstName,
      lastName: account.lastName,
      email: volunteer.email,
      phoneNumber: null,
      message: "Ik heb een groot rijbewijs.",
    });
  }
  logger.info({ tenant, vacancy: vacancy.id }, "seeded the browser tests' vacancy");
}
