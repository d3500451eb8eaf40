import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VacancySearchFilter, VacancySearchSort } from "../../../contract/vacancy-search";
import type { TenantId } from "../../config/tenants";
import { withTenant } from "../../db/client";
import { localGeocoder } from "../../geo/gazetteer";
import { createTestApp, type TestApp } from "../../test/test-app";
import { findOrganization, updateOrganization } from "../organizations/organizations.service";
import { listCenters } from "../tenancy/tenancy.service";
import { seedDemoVacancies } from "../vacancies/vacancies.seed";
import { vacancies } from "../vacancies/vacancies.table";
import { findVacancy } from "../vacancies/vacancy-reads.service";
import { updateVacancy } from "../vacancies/vacancy-writes.service";
import { searchVacancies } from "./vacancy-search.service";
import { createSearchData } from "./vacancy-search.test-data";
import { bankHitRows } from "./vacancy-search-hits";
import type { VacancySearch } from "./vacancy-search-types";

let t: TestApp;
let data: Awaited<ReturnType<typeof createSearchData>>;

beforeAll(async () => {
  t = await createTestApp();
  const logger = pino({ level: "silent" });
  for (const tenant of ["public", "oldebroek"] as const) await seedDemoVacancies(t.db, tenant, logger);
  data = await createSearchData(t);
});
afterAll(() => t.close());

const near = (place: string, radiusKm: number) => {
  const found = localGeocoder.lookup(place);
  if (!found) throw new Error(`gazetteer lacks ${place}`);
  return { latitude: found.latitude, longitude: found.longitude, radiusKm };
};

const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function search(tenant: TenantId, filter: VacancySearchFilter, options: Partial<VacancySearch> = {}) {
  return searchVacancies(t.db, tenant, { filter, page: { number: 1, size: 100 }, centerIds: null, point: null, ...options });
}

describe("the bank index answers as the database search does", () => {
  const cases: [string, VacancySearchFilter, Partial<VacancySearch>][] = [
    ["everything, newest", {}, {}],
    ["everything, closing soon", {}, { sort: "closing_soon" }],
    ["a common word", { q: "ouderen" }, {}],
    ["a word and its stem", { q: "fietsen" }, {}],
    ["two words", { q: "chauffeur voedselbank" }, {}],
    ["an English word", { q: "children" }, {}],
    ["a misspelt word", { q: "voedselbnak" }, {}],
    ["a word that is nowhere", { q: "xylofoon" }, {}],
    ["one facet", { vacancy_type: ["activity"] }, {}],
    ["two facets and a boolean", { vacancy_type: ["volunteering", "language"], tags: ["regularly"], vog_required: false }, {}],
    ["themes and a tag", { themes: ["care-welfare", "nature-animals"], tags: ["regularly"] }, {}],
    ["age groups and organization type", { age_group_ids: [3, 4], organization_type: ["NonProfit"] }, {}],
    ["organization type and a vacancy type", { organization_type: ["School"], vacancy_type: ["activity"] }, {}],
    ["hours, age and language", { hours_per_week: 4, minimum_age: 16, language_level: "B1" }, {}],
    ["remote and from home", { remote: false, from_home: true }, {}],
    ["near a place, by distance", {}, { point: near("Nijmegen", 25), sort: "distance" }],
    ["a word near a place", { q: "koken" }, { point: near("Arnhem", 40) }],
    ["the second page", {}, { page: { number: 2, size: 7 } }],
    ["activities in a month", { date_from: "2030-06-01", date_to: "2030-06-30" }, {}],
    ["activities from a day on", { date_from: daysAhead(20) }, {}],
    ["activities until a day", { date_to: daysAhead(40), vacancy_type: ["activity"] }, {}],
  ];

  for (const tenant of ["public", "oldebroek", "demo"] as const)
    for (const [label, filter, options] of cases)
      it(`${tenant}: ${label}`, async () => {
        const bank = await search(tenant, filter, options);
        const database = await search(tenant, filter, { ...options, engine: "database" });
        expect(bank.total).toBe(database.total);
        expect(bank.facets).toEqual(database.facets);
        const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
        // Relevance is the bank's own weighting (title, summary, description) where SQL has ts_rank: the same hits,
        // and every other order exactly the same.
        const byRelevance = (options.sort ?? (filter.q ? "relevance" : "newest")) === ("relevance" as VacancySearchSort);
        if (byRelevance) expect(ids(bank.rows).sort()).toEqual(ids(database.rows).sort());
        else expect(ids(bank.rows)).toEqual(ids(database.rows));
        expect(bank.rows.map((row) => row.distanceKm?.toFixed(6))).toEqual(
          byRelevance
            ? bank.rows.map((row) => row.distanceKm?.toFixed(6))
            : database.rows.map((row) => row.distanceKm?.toFixed(6)),
        );
      });

  it("keeps to the centres asked for, as the database does, and finds nothing in a centre it does not know", async () => {
    const centers = await listCenters(t.db, "public");
    expect(centers.length).toBeGreaterThan(1);
    let sum = 0;
    for (const center of centers) {
      const bank = await search("public", { q: "ouderen" }, { centerIds: [center.id] });
      const database = await search("public", { q: "ouderen" }, { centerIds: [center.id], engine: "database" });
      expect(bank.total).toBe(database.total);
      expect(bank.facets).toEqual(database.facets);
      sum += bank.total;
    }
    expect(sum).toBe((await search("public", { q: "ouderen" })).total);
    const unknown = await search("public", {}, { centerIds: [-1] });
    expect(unknown.total).toBe(0);
    expect(Object.values(unknown.facets.vacancy_type).every((count) => count === 0)).toBe(true);
  });

  it("finds words written as one, first: 'taal maatje' puts the taalmaatje above a maatje that mentions taal", async () => {
    const titles = (await search("public", { q: "taal maatje" })).rows.map((row) => row.title);
    expect(titles[0]).toBe("Online taalmaatje (videobellen)");
    expect(titles).toContain("Maatje gezocht voor een vader die net in Nijmegen woont");
  });

  it("finds nothing for a query of stop words only, rather than every title with 'de' in it", async () => {
    expect((await search("public", { q: "de het een" })).total).toBe(0);
  });

  it("finds something in the seeded banks, so the comparisons above compare something", async () => {
    expect((await search("public", {})).total).toBeGreaterThan(100);
    expect((await search("public", { q: "ouderen" })).total).toBeGreaterThan(5);
    expect((await search("public", { date_from: daysAhead(20) })).total).toBeGreaterThan(0);
    expect((await search("public", { date_to: daysAhead(40), vacancy_type: ["activity"] })).total).toBeGreaterThan(0);
  });
});

describe("the cards of a page the bank found", () => {
  it("come in the page's order with their distances, and only of the tenant asked for", async () => {
    const [other] = (await search("public", {})).rows;
    const hits = [
      { id: data.v2.id, distanceKm: 3.5 },
      { id: other.id, distanceKm: 1 },
      { id: data.v1.id, distanceKm: 0.25 },
    ];
    for (let round = 0; round < 7; round++) {
      // Seven rounds: PostgreSQL plans a prepared statement generically after five.
      const rows = await bankHitRows(t.db, "demo", hits);
      expect(rows.map((row) => [row.id, row.distanceKm])).toEqual([
        [data.v2.id, 3.5],
        [data.v1.id, 0.25],
      ]);
    }
    expect(await bankHitRows(t.db, "demo", [])).toEqual([]);
  });
});

describe("the bank index stays in step with the database", () => {
  const titles = async (q: string) => (await search("demo", { q })).rows.map((row) => row.title);

  it("shows a write through the service at once", async () => {
    const current = await findVacancy(t.db, "demo", data.v3.id);
    if (!current) throw new Error("v3 is gone");
    await updateVacancy(t.db, "demo", current, { title: "Voorleesouder in de bibliotheek" });
    expect(await titles("bibliotheek")).toContain("Voorleesouder in de bibliotheek");
    await updateVacancy(t.db, "demo", { ...current, title: "Voorleesouder in de bibliotheek" }, { status: "archived" });
    expect(await titles("bibliotheek")).not.toContain("Voorleesouder in de bibliotheek");
  });

  it("shows a write to every search that starts after it, also to searches running side by side", async () => {
    const current = await findVacancy(t.db, "demo", data.v5.id);
    if (!current) throw new Error("v5 is gone");
    expect(await titles("zaterdagtocht")).toEqual([]);
    await updateVacancy(t.db, "demo", current, { title: "Fietsmaatje voor de zaterdagtocht" });
    // A page asks for its results and its map at once: neither may answer from before the write.
    const side = await Promise.all([titles("zaterdagtocht"), titles("zaterdagtocht"), titles("zaterdagtocht")]);
    expect(side).toEqual([0, 1, 2].map(() => ["Fietsmaatje voor de zaterdagtocht"]));
  });

  it("hides an organization's vacancies as soon as it is archived, and shows them again on restore", async () => {
    const school = await findOrganization(t.db, "demo", data.v4.organizationId);
    if (!school) throw new Error("the school is gone");
    const visible = async () => (await search("demo", { organization_type: ["School"] })).rows.map((row) => row.id);
    expect(await visible()).toContain(data.v4.id);
    await updateOrganization(t.db, "demo", school, { status: "archived" });
    expect(await visible()).not.toContain(data.v4.id);
    await updateOrganization(t.db, "demo", { ...school, status: "archived" }, { status: "approved" });
    expect(await visible()).toContain(data.v4.id);
  });

  it("compares hours in tenths as the database does: 1.2 hours is within 'at most 1.2'", async () => {
    const current = await findVacancy(t.db, "demo", data.v1.id);
    if (!current) throw new Error("v1 is gone");
    await updateVacancy(t.db, "demo", current, { hoursPerWeek: 1.2 });
    const ids = async (engine: VacancySearch["engine"]) =>
      (await search("demo", { hours_per_week: 1.2 }, { engine })).rows.map((row) => row.id);
    expect(await ids("bank")).toContain(data.v1.id);
    expect(await ids("bank")).toEqual(await ids("database"));
  });

  it("keeps the bank without filters in step too: a filled vacancy, an archived organization and one that closes", async () => {
    // The unfiltered bank's scan is kept between searches (vacancy-bank.query.ts); none of these may wait for it.
    const everything = async () => {
      const found = await search("demo", {});
      return { total: found.total, ids: found.rows.map((row) => row.id), facets: found.facets };
    };
    const before = await everything();
    expect(before.ids).toContain(data.v1.id);

    const v1 = await findVacancy(t.db, "demo", data.v1.id);
    if (!v1) throw new Error("v1 is gone");
    await updateVacancy(t.db, "demo", v1, { status: "filled" });
    const filled = await everything();
    expect(filled.total).toBe(before.total - 1);
    expect(filled.ids).not.toContain(data.v1.id);
    await updateVacancy(t.db, "demo", { ...v1, status: "filled" }, { status: "published" });
    expect((await everything()).total).toBe(before.total);

    const school = await findOrganization(t.db, "demo", data.v4.organizationId);
    if (!school) throw new Error("the school is gone");
    await updateOrganization(t.db, "demo", school, { status: "archived" });
    expect((await everything()).ids).not.toContain(data.v4.id);
    await updateOrganization(t.db, "demo", { ...school, status: "archived" }, { status: "approved" });
    expect((await everything()).ids).toContain(data.v4.id);

    // A vacancy that closes in a moment is counted until then, and not after, with no write in between.
    const published = await findVacancy(t.db, "demo", data.v1.id);
    if (!published) throw new Error("v1 is gone");
    const closesAt = Date.now() + 3000;
    await updateVacancy(t.db, "demo", published, { expiresAt: new Date(closesAt) });
    expect((await everything()).ids).toContain(data.v1.id);
    await new Promise((resolve) => setTimeout(resolve, closesAt - Date.now() + 200));
    const closed = await everything();
    expect(closed.ids).not.toContain(data.v1.id);
    expect(closed.total).toBe(before.total - 1);
    const database = await search("demo", {}, { engine: "database" });
    expect(closed.total).toBe(database.total);
    expect(closed.facets).toEqual(database.facets);
    await withTenant(t.db, "demo", (tx) =>
      tx.update(vacancies).set({ expiresAt: v1.expiresAt }).where(eq(vacancies.id, data.v1.id)),
    );
  });

  it("takes in another process's write within about a second", async () => {
    // Straight to the database, as a second server process would write: nothing in this process hears of it.
    await withTenant(t.db, "demo", (tx) =>
      tx
        .update(vacancies)
        .set({ title: "Klusser bij de kinderboerderij", updatedAt: sql`now()` })
        .where(eq(vacancies.id, data.v2.id)),
    );
    const deadline = Date.now() + 5000;
    let found: string[] = [];
    while (Date.now() < deadline && !found.includes("Klusser bij de kinderboerderij")) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      found = await titles("kinderboerderij");
    }
    expect(found).toContain("Klusser bij de kinderboerderij");
  });
});
