import type { Logger } from "pino";
import type { Database } from "../db/client";
import { seedDemoAnalytics } from "../modules/analytics/analytics.seed";
import { seedDemoApplications } from "../modules/applications/applications.seed";
import { seedDemoMatchFollowups } from "../modules/applications/match-followups.seed";
import { seedDemoResponseTimes } from "../modules/applications/response-times.seed";
import { seedDemoConversations } from "../modules/conversations/conversations.seed";
import { seedDemoForms } from "../modules/forms/forms.seed";
import { seedDemoAccounts, seedDemoOperator } from "../modules/identity/identity.seed";
import { seedDemoMenus } from "../modules/menus/menus.seed";
import { seedDemoNotificationTemplates } from "../modules/notification-templates/notification-templates.seed";
import { seedDemoApprovalAudit, seedDemoOrganizations } from "../modules/organizations/organizations.seed";
import { seedDemoPages } from "../modules/pages/pages.seed";
import { seedSystemPages, tenantsLackingSystemPages } from "../modules/pages/system-pages.seed";
import { seedDemoPartners } from "../modules/partners/partners.seed";
import { seedDemoSavedVacancies } from "../modules/saved-vacancies/saved-vacancies.seed";
import { seedDemoStockImages } from "../modules/stock-images/stock-images.seed";
import { demoTown, seedDemoCenters } from "../modules/tenancy/tenancy.seed";
import { tenantRegistry } from "../modules/tenancy/tenants.service";
import { seedDemoImages } from "../modules/vacancies/demo-images.seed";
import { seedDemoVacancies } from "../modules/vacancies/vacancies.seed";
import { seedDemoVolunteerProfiles } from "../modules/volunteer-profiles/volunteer-profiles.seed";
import { seedDemoWorkshops } from "../modules/workshops/workshops.seed";
import type { FileStorage } from "../storage/file-storage";
import { DEMO_TENANT_IDS } from "./demo-tenants";

export interface SeedOptions {
  /**
   * The public vacancy bank (more organizations, a few hundred vacancies). The server seeds it; tests leave it out
   * unless they are about it, since their fixtures count organizations and vacancies.
   */
  vacancyBank?: boolean;
  /** Where the stock images and the partners' logos go; without it both are left out (database-only tests). */
  storage?: FileStorage;
}

/**
 * Demo data on first start, each module's part in the modules' order: a part seeds only a tenant that has none of
 * its rows, so a restart changes nothing. Only the spec's five tenants get demo data, each only while the database
 * knows it (migration 0054 adds them).
 */
export async function seedDemoData(db: Database, logger: Logger, options: SeedOptions = {}): Promise<void> {
  const tenants = await tenantRegistry(db);
  await seedDemoOperator(db, logger);
  for (const tenant of DEMO_TENANT_IDS) {
    if (!tenants.get(tenant)) continue;
    await seedDemoCenters(db, tenant, logger);
    await seedDemoAccounts(db, tenant, logger);
    if (options.storage) await seedDemoStockImages(db, options.storage, tenant, logger);
    await seedDemoOrganizations(db, tenant, logger, demoTown(tenant));
    await seedDemoWorkshops(db, tenant, logger);
    if (options.storage) await seedDemoPartners(db, options.storage, tenant, logger);
    await seedDemoPages(db, tenant, logger);
    await seedSystemPages(db, tenant);
    await seedDemoMenus(db, tenant, logger);
    await seedDemoForms(db, tenant, logger);
    await seedDemoNotificationTemplates(db, tenant, logger);
    if (options.vacancyBank) {
      await seedDemoVacancies(db, tenant, logger);
      // The bank's pictures: the stock library's (seeded above) for vacancies, drawn logos for organizations.
      if (options.storage) await seedDemoImages(db, options.storage, tenant, logger);
      if (await seedDemoApplications(db, tenant, logger)) {
        await seedDemoApprovalAudit(db, tenant, logger);
        await seedDemoResponseTimes(db, tenant, logger);
      }
      await seedDemoMatchFollowups(db, tenant, logger);
    }
    await seedDemoConversations(db, tenant, logger);
    await seedDemoVolunteerProfiles(db, tenant, logger);
    // After the bank and the pool's volunteers: each demo volunteer keeps a few of the bank's vacancies.
    await seedDemoSavedVacancies(db, tenant, logger);
    await seedDemoAnalytics(db, tenant, logger);
  }
}

/**
 * Every start, demo data or not: each centre of every tenant gets the pages every site has (decision 33) that it
 * lacks, so a site made before them has them too. One query finds those centres' tenants, however many tenants exist.
 */
export async function seedEverySitesSystemPages(db: Database, logger: Logger): Promise<void> {
  let created = 0;
  for (const tenant of await tenantsLackingSystemPages(db)) created += await seedSystemPages(db, tenant);
  if (created > 0) logger.info({ created }, "seeded the pages every site has");
}
