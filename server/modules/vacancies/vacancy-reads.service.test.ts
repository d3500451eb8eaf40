import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishChange } from "../../db/change-feed";
import { createTestApp, type TestApp } from "../../test/test-app";
import { buildOpenVacancy } from "./vacancies.factory";
import { findVacancy } from "./vacancy-reads.service";

let t: TestApp;
let id: number;
beforeAll(async () => {
  t = await createTestApp();
  const vacancy = await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek");
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
