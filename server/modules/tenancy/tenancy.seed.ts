import type { Logger } from "pino";
import type { TenantId } from "../../config/tenants";
import type { Database } from "../../db/client";
import { DEMO_CENTERS } from "./demo-centers";
import { createCenter, listCenters } from "./tenancy.service";

/** The tenant's demo centres, only when it has none, so a restart changes nothing. */
export async function seedDemoCenters(db: Database, tenant: TenantId, logger: Logger): Promise<void> {
  if ((await listCenters(db, tenant)).length > 0) return;
  for (const center of DEMO_CENTERS[tenant]) await createCenter(db, tenant, center);
  logger.info({ tenant, centers: DEMO_CENTERS[tenant].length }, "seeded demo centres");
}

/** The town the tenant's first demo centre serves (its home page says so), or null. */
export const demoTown = (tenant: TenantId): string | null =>
  DEMO_CENTERS[tenant][0].profile?.homePage?.nl?.title.replace("Vrijwilligerswerk in ", "") ?? null;
