import { and, eq, isNull } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import { publishChange } from "../../db/change-feed";
import { type Database, withTenant } from "../../db/client";
import { coordinatesOf } from "./organizations.service";
import { addresses, organizations } from "./organizations.table";

/**
 * Puts on the social map the organizations whose address was saved before organizations had a place (or whose postal
 * code the gazetteer learnt since); a write places an organization itself. Returns how many it placed.
 */
export async function placeUnplacedOrganizations(db: Database, tenant: TenantId): Promise<number> {
  const placed = await withTenant(db, tenant, async (tx) => {
    const unplaced = await tx
      .select({ id: organizations.id, postalCode: addresses.postalCode, city: addresses.city })
      .from(organizations)
      .innerJoin(addresses, eq(addresses.id, organizations.addressId))
      .where(and(eq(organizations.tenantId, tenant), isNull(organizations.latitude)));
    let placed = 0;
    for (const { id, ...address } of unplaced) {
      const { latitude, longitude } = coordinatesOf(address);
      if (latitude === null) continue;
      await tx.update(organizations).set({ latitude, longitude }).where(eq(organizations.id, id));
      placed += 1;
    }
    return placed;
  });
  if (placed > 0) publishChange(db, "vacancies", tenant);
  return placed;
}
