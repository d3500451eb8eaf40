import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setTenantStateLimits, tenantStateLimits } from "../../db/tenant-state";
import { expectDocument } from "../../test/expect-json-api";
import { hostOf } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { findVacancy } from "../vacancies/vacancy-reads.service";
import { updateVacancy } from "../vacancies/vacancy-writes.service";
import { bankIndexesHeld } from "./vacancy-bank-sync";
import { createSearchData } from "./vacancy-search.test-data";

// Issue 39, item 5: memory grows with the tenants that are visited, not with those that exist.
let t: TestApp;
let data: Awaited<ReturnType<typeof createSearchData>>;
const limits = tenantStateLimits();

beforeAll(async () => {
  t = await createTestApp();
  data = await createSearchData(t);
});
afterEach(() => setTenantStateLimits(limits));
afterAll(() => t.close());

async function search(tenant: string, q: string) {
  const response = await t.request(`/api/v1/vacancies/search?filter[q]=${q}`, { headers: { host: hostOf(tenant) } });
  const document = await expectDocument(response, 200);
  return document.data.map((vacancy) => [vacancy.id, vacancy.attributes?.title]);
}

describe("the vacancy bank's index per tenant", () => {
  it("is not built until a search of that tenant asks for it, and then only that tenant's", async () => {
    expect(bankIndexesHeld(t.db)).toEqual([]);
    expect(await search("demo", "fietsen")).toHaveLength(2);
    expect(bankIndexesHeld(t.db)).toEqual(["demo"]);
  });

  it("is dropped when idle and built again on the next search, with the same results and later writes", async () => {
    const before = await search("demo", "fietsen");
    setTenantStateLimits({ idleMs: 50 });
    await expect.poll(() => bankIndexesHeld(t.db), { timeout: 2000 }).toEqual([]);
    // Idle for a minute while the test looks: on a loaded machine a search alone can outlast 50 ms.
    setTenantStateLimits({ idleMs: 60_000 });
    expect(await search("demo", "fietsen")).toEqual(before);
    expect(bankIndexesHeld(t.db)).toEqual(["demo"]);
    // A write while no index is held shows in the one built next.
    setTenantStateLimits({ idleMs: 50 });
    await expect.poll(() => bankIndexesHeld(t.db), { timeout: 2000 }).toEqual([]);
    const current = await findVacancy(t.db, "demo", data.v3.id);
    if (!current) throw new Error("v3 is gone");
    await updateVacancy(t.db, "demo", current, { title: "Voorleesouder in de bibliotheek" });
    expect(await search("demo", "bibliotheek")).toEqual([[String(data.v3.id), "Voorleesouder in de bibliotheek"]]);
  });

  it("keeps at most TENANT_STATE_MAX tenants, the least recently used going first", async () => {
    setTenantStateLimits({ max: 1 });
    await search("demo", "fietsen");
    await search("oldebroek", "fietsen");
    expect(bankIndexesHeld(t.db)).toEqual(["oldebroek"]);
    expect(await search("demo", "fietsen")).toHaveLength(2);
    expect(bankIndexesHeld(t.db)).toEqual(["demo"]);
  });

  it("a loaded index takes in a write at once (the change feed's topic)", async () => {
    await search("demo", "fietsen");
    const current = await findVacancy(t.db, "demo", data.v3.id);
    if (!current) throw new Error("v3 is gone");
    await updateVacancy(t.db, "demo", current, { title: "Verteller in de bibliotheek" });
    expect(bankIndexesHeld(t.db)).toContain("demo");
    expect(await search("demo", "verteller")).toEqual([[String(data.v3.id), "Verteller in de bibliotheek"]]);
  });
});
