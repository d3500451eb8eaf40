import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { TENANT_IDS, type TenantId } from "../../config/tenants";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoEmail } from "../../modules/identity/identity.factory";
import { users } from "../../modules/identity/identity.table";
import { hashPassword } from "../../modules/identity/passwords";
import { createUser, findUserByEmail } from "../../modules/identity/users.service";
import { createOrganization } from "../../modules/organisations/organisations.service";
import { organizations } from "../../modules/organisations/organisations.table";
import { createCenter, listCenters } from "../../modules/tenancy/tenancy.service";
import { type Database, withTenant } from "../client";
import { seedDemoApplications } from "./demo-applications";
import { DEMO_CENTERS } from "./demo-centers";
import { demoOrganizations } from "./demo-organizations";
import { seedDemoVacancies } from "./demo-vacancies";

export interface SeedOptions {
  /**
   * The public vacancy bank (more organisations, a few hundred vacancies). The server seeds it; tests leave it out
   * unless they are about it, since their fixtures count organisations and vacancies.
   */
  vacancyBank?: boolean;
}

/** Demo data on first start: only tenants without centres (or without users) are seeded, so a restart changes nothing. */
export async function seedDemoData(db: Database, logger: Logger, options: SeedOptions = {}): Promise<void> {
  for (const tenant of TENANT_IDS) {
    if ((await listCenters(db, tenant)).length === 0) {
      for (const center of DEMO_CENTERS[tenant]) await createCenter(db, tenant, center);
      logger.info({ tenant, centers: DEMO_CENTERS[tenant].length }, "seeded demo centres");
    }
    await seedDemoAccounts(db, tenant, logger);
    await seedDemoOrganizations(db, tenant, logger);
    if (options.vacancyBank) {
      await seedDemoVacancies(db, tenant, logger);
      await seedDemoApplications(db, tenant, logger);
    }
  }
}

async function seedDemoOrganizations(db: Database, tenant: TenantId, logger: Logger) {
  const [existing] = await withTenant(db, tenant, (tx) =>
    tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.tenantId, tenant)).limit(1),
  );
  if (existing) return;
  const centers = await listCenters(db, tenant);
  const center = centers.find((c) => c.isDefault) ?? centers[0];
  const place = DEMO_CENTERS[tenant][0].profile?.homePage?.nl?.title.replace("Vrijwilligerswerk in ", "") ?? center.name;
  const list = demoOrganizations(place, center.name);
  for (const { members, ...organization } of list) {
    const memberIds: number[] = [];
    for (const role of members) {
      const user = await findUserByEmail(db, tenant, demoEmail(role, tenant));
      if (user) memberIds.push(user.id);
    }
    await createOrganization(db, tenant, { ...organization, centerId: center.id }, memberIds);
  }
  logger.info({ tenant, organizations: list.length }, "seeded demo organisations");
}

let demoHash: Promise<string> | undefined;

async function seedDemoAccounts(db: Database, tenant: TenantId, logger: Logger) {
  const [existing] = await withTenant(db, tenant, (tx) =>
    tx.select({ id: users.id }).from(users).where(eq(users.tenantId, tenant)).limit(1),
  );
  if (existing) return;
  const center = (await listCenters(db, tenant)).find((c) => c.isDefault) ?? (await listCenters(db, tenant))[0];
  demoHash ??= hashPassword(DEMO_PASSWORD);
  const passwordHash = await demoHash;
  for (const account of DEMO_ACCOUNTS) {
    await createUser(db, tenant, {
      centerId: center.id,
      email: demoEmail(account.role, tenant),
      firstName: account.firstName,
      lastName: account.lastName,
      gender: account.gender,
      passwordHash,
      signupMethod: "created_by_user",
      roles: [{ role: account.role }],
    });
  }
  logger.info({ tenant, accounts: DEMO_ACCOUNTS.length }, "seeded demo accounts");
}
