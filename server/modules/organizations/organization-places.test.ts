import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import { listCenters } from "../tenancy/tenancy.service";
import { placeUnplacedOrganizations } from "./organization-places.service";
import { createOrganization } from "./organizations.service";
import { organizations } from "./organizations.table";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An approved organization with an address, as it was before organizations had coordinates. */
async function unplaced(tenant: "oldebroek" | "roermond", name: string, postalCode: string, city: string) {
  const [center] = await listCenters(t.db, tenant);
  const created = await createOrganization(t.db, tenant, {
    type: "NonProfit",
    status: "approved",
    name,
    centerId: center.id,
    address: { street: "Dorpsstraat", houseNumber: "1", postalCode, city },
  });
  await t.db.update(organizations).set({ latitude: null, longitude: null }).where(eq(organizations.id, created.id));
  return created.id;
}

const placeOf = async (id: number) =>
  (await t.db.select({ latitude: organizations.latitude }).from(organizations).where(eq(organizations.id, id)))[0];

describe("placing organizations saved before they had a place", () => {
  it("places those whose postal code or town is known, in the tenant it runs for only", async () => {
    const wezep = await unplaced("oldebroek", "Stichting Zonder Plek", "8091 AB", "Wezep");
    const byTown = await unplaced("oldebroek", "Vereniging Alleen Dorp", "", "Oldebroek");
    const unknown = await unplaced("oldebroek", "Stichting Nergens", "", "Atlantis");
    const elsewhere = await unplaced("roermond", "Stichting Elders", "6041 AA", "Roermond");
    expect(await placeUnplacedOrganizations(t.db, "oldebroek")).toBeGreaterThanOrEqual(2);
    expect((await placeOf(wezep)).latitude).toBeCloseTo(52.46, 1);
    expect((await placeOf(byTown)).latitude).toBeCloseTo(52.44, 1);
    expect((await placeOf(unknown)).latitude).toBeNull();
    expect((await placeOf(elsewhere)).latitude).toBeNull();
    // Nothing left that it can place: a second run places none.
    expect(await placeUnplacedOrganizations(t.db, "oldebroek")).toBe(0);
  });
});
