import pino from "pino";
import type { TenantId } from "../config/tenants";
import type { Database } from "../db/client";
import { seedDemoMenus } from "../modules/menus/menus.seed";
import { seedDemoNotificationTemplates } from "../modules/notification-templates/notification-templates.seed";
import { seedDemoPages } from "../modules/pages/pages.seed";
import { seedSystemPages } from "../modules/pages/system-pages.seed";
import { seedDemoStockImages } from "../modules/stock-images/stock-images.seed";
import type { FileStorage } from "../storage/file-storage";

const quiet = pino({ level: "silent" });

/**
 * A new tenant's starter site (issue 39): the demo seed's pages (a home page of blocks for each centre) and the pages
 * every site has (decision 33), menus, mail templates and stock images, written as for a demo tenant, for its admin to
 * change. Each seeder writes only where the tenant has none.
 */
export async function seedStarterSite(db: Database, storage: FileStorage, tenant: TenantId): Promise<void> {
  await seedDemoStockImages(db, storage, tenant, quiet);
  await seedDemoPages(db, tenant, quiet);
  await seedSystemPages(db, tenant);
  await seedDemoMenus(db, tenant, quiet);
  await seedDemoNotificationTemplates(db, tenant, quiet);
}
