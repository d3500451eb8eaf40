import pino from "pino";
import type { TenantId } from "../config/tenants";
import type { Database } from "../db/client";
import { seedDemoMenus } from "../modules/menus/menus.seed";
import { seedDemoNotificationTemplates } from "../modules/notification-templates/notification-templates.seed";
import { seedDemoPages } from "../modules/pages/pages.seed";

const quiet = pino({ level: "silent" });

/**
 * A new tenant's starter site (issue 39): the demo seed's pages (a home page of blocks for each centre), menus and mail
 * templates, written as for a demo tenant, for its admin to change. Each seeder writes only where the tenant has none.
 */
export async function seedStarterSite(db: Database, tenant: TenantId): Promise<void> {
  await seedDemoPages(db, tenant, quiet);
  await seedDemoMenus(db, tenant, quiet);
  await seedDemoNotificationTemplates(db, tenant, quiet);
}
