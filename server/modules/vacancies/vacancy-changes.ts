import type { TenantId } from "../../config/tenants";
import { publishChange } from "../../db/change-feed";
import type { Database } from "../../db/client";

/** A search must not answer from before a write: whoever keeps vacancies in memory hears of it once it is done. */
export async function invalidating<T>(db: Database, tenant: TenantId, write: Promise<T>): Promise<T> {
  const value = await write;
  publishChange(db, "vacancies", tenant);
  return value;
}
