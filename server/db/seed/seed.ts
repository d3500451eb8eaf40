import type { Logger } from "pino";
import { TENANT_IDS } from "../../config/tenants";
import { createCenter, listCenters } from "../../modules/tenancy/tenancy.service";
import type { Database } from "../client";
import { DEMO_CENTERS } from "./demo-centers";

/** Demo data on first start: only tenants without any centre are seeded, so a restart changes nothing. */
export async function seedDemoData(db: Database, logger: Logger): Promise<void> {
  for (const tenant of TENANT_IDS) {
    if ((await listCenters(db, tenant)).length > 0) continue;
    for (const center of DEMO_CENTERS[tenant]) await createCenter(db, tenant, center);
    logger.info({ tenant, centers: DEMO_CENTERS[tenant].length }, "seeded demo centres");
  }
}
