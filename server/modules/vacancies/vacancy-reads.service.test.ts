import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishChange } from "../../db/change-feed";
import { withTenant } from "../../db/client";
import { createTestApp, type TestApp } from "../../test/test-app";
import { organizations } from "../organizations/organizations.table";
import { findVacancy } from "./vacancy-reads.service";
import { createVacancy } from "./vacancy-writes.service";

let t: TestApp;
let id: number;
beforeAll(async () => {
  t = await createTestApp();
  const [foodBank] = await withTenant(t.db, "oldebroek", (tx) =>
    tx.select().from(organizations).where(eq(organizations.name, "Voedselbank Oldebroek")),
  );
  const vacancy = await createVacancy(t.db, "oldebroek", {
    centerId: foodBank.centerId,
    organizationId: foodBank.id,
    title: "Uitgifte op zaterdag",
    description: "<p>Help ons elke zaterdag bij de uitgifte.</p>",
    vacancyType: "volunteering",
    status: "published",
  });
  id = vacancy.id;
});
afterAll(() => t.close());

describe("findVacancy", () => {
  it("shares one read among those asked while it runs, and reads anew once it is done", async () => {
    const first = findVacancy(t.db, "oldebroek", id);
    const second = findVacancy(t.db, "oldebroek", id);
    expect(second).toBe(first);
    expect(findVacancy(t.db, "heumen", id)).not.toBe(first);
    const read = await first;
    expect(read?.id).toBe(id);
    const later = findVacancy(t.db, "oldebroek", id);
    expect(later).not.toBe(first);
    expect(await later).toEqual(read);
  });

  it("does not share a read that started before a change of the tenant's vacancies", async () => {
    const before = findVacancy(t.db, "oldebroek", id);
    // As another process's write is heard: the feed's notification arrives while the read runs.
    publishChange(t.db, "vacancies", "oldebroek");
    const after = findVacancy(t.db, "oldebroek", id);
    expect(after).not.toBe(before);
    expect(findVacancy(t.db, "oldebroek", id)).toBe(after);
    // Another tenant's change leaves this tenant's reads shared.
    publishChange(t.db, "vacancies", "heumen");
    expect(findVacancy(t.db, "oldebroek", id)).toBe(after);
    await Promise.all([before, after]);
  });
});
