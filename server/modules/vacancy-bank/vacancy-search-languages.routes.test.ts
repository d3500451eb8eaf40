import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectDocument } from "../../test/expect-json-api";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createOrganization } from "../organizations/organizations.service";
import { listCenters } from "../tenancy/tenancy.service";
import { findVacancy } from "../vacancies/vacancy-reads.service";
import { createVacancy, updateVacancy } from "../vacancies/vacancy-writes.service";

let t: TestApp;
let companion: number;
let gardener: number;

beforeAll(async () => {
  t = await createTestApp();
  const [center] = await listCenters(t.db, "demo");
  const organization = await createOrganization(t.db, "demo", {
    centerId: center.id,
    name: "Buurtzorg",
    type: "NonProfit",
    status: "approved",
  });
  const base = {
    centerId: center.id,
    organizationId: organization.id,
    status: "published" as const,
    vacancyType: "volunteering" as const,
  };
  companion = (
    await createVacancy(t.db, "demo", {
      ...base,
      title: "Wandelmaatje voor ouderen",
      description: "<p>Je gaat elke week wandelen met een oudere buurvrouw.</p>",
      titleEn: "Walking companion for older people",
      descriptionEn: "<p>Every week you go <strong>walking</strong> with an elderly neighbour.</p>",
    })
  ).id;
  gardener = (
    await createVacancy(t.db, "demo", {
      ...base,
      title: "Tuinier in de pluktuin",
      description: "<p>Je wiedt en oogst groenten.</p>",
    })
  ).id;
});
afterAll(() => t.close());

async function found(query: string, language = "nl") {
  const response = await t.request(`/api/v1/vacancies/search?filter[q]=${encodeURIComponent(query)}`, {
    headers: { host: "demo.localhost:3000", "accept-language": language },
  });
  const document = await expectDocument(response, 200);
  return document.data.filter((r) => [companion, gardener].map(String).includes(r.id));
}
const ids = async (query: string, language?: string) => (await found(query, language)).map((r) => Number(r.id));

describe("The vacancy bank searches both languages (issue 41, item 4)", () => {
  it("finds a vacancy by its English text with English stemming: 'companions', 'walks', 'neighbours'", async () => {
    expect(await ids("companions", "en")).toEqual([companion]);
    expect(await ids("walks elderly", "en")).toEqual([companion]);
    expect(await ids("neighbour", "en")).toEqual([companion]);
  });

  it("finds it by its Dutch text from an English page too, with Dutch stemming", async () => {
    expect(await ids("wandelmaatje", "en")).toEqual([companion]);
    expect(await ids("oudere", "en")).toEqual([companion]);
    expect(await ids("groente", "en")).toEqual([gardener]);
  });

  it("sends the English title beside the Dutch one, null where there is none", async () => {
    const [hit] = await found("companion", "en");
    expect(hit.attributes).toMatchObject({ title: "Wandelmaatje voor ouderen", title_en: "Walking companion for older people" });
    const [dutchOnly] = await found("pluktuin", "en");
    expect(dutchOnly.attributes?.title_en).toBeNull();
  });

  it("searches the English text in PostgreSQL too (websearch operators)", async () => {
    expect(await ids('"elderly neighbour" OR pluktuin', "en")).toEqual(expect.arrayContaining([companion, gardener]));
    expect(await ids("companion -wandelen", "en")).toEqual([]);
  });

  it("follows a changed or removed English text", async () => {
    const current = await findVacancy(t.db, "demo", gardener);
    if (!current) throw new Error("gardener gone");
    await updateVacancy(t.db, "demo", current, { titleEn: "Gardener", descriptionEn: "<p>You weed and harvest vegetables.</p>" });
    expect(await ids("harvesting", "en")).toEqual([gardener]);
    const changed = await findVacancy(t.db, "demo", gardener);
    if (!changed) throw new Error("gardener gone");
    await updateVacancy(t.db, "demo", changed, { titleEn: null, descriptionEn: null });
    expect(await ids("harvesting", "en")).toEqual([]);
    expect(await ids("oogsten", "en")).toEqual([gardener]);
  });
});
