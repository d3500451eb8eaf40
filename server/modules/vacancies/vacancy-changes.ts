import type { TenantId } from "../../config/tenants";
import { published } from "../../db/change-feed";
import type { Database } from "../../db/client";

/** A search must not answer from before a write: whoever keeps vacancies in memory hears of it once it is done. */
export const invalidating = <T>(db: Database, tenant: TenantId, write: Promise<T>): Promise<T> =>
  write.then(published(db, "vacancies", tenant));
