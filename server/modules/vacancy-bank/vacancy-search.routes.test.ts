import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectDocument } from "../../test/expect-json-api";
import { createTestApp, type TestApp } from "../../test/test-app";
import { flushSearchLog } from "./search-log.service";
import { vacancySearchLog } from "./search-log.table";
import { createSearchData } from "./vacancy-search.test-data";

let t: TestApp;
let data: Awaited<ReturnType<typeof createSearchData>>;

beforeAll(async () => {
  t = await createTestApp();
  data = await createSearchData(t);
});
afterAll(() => t.close());

async function search(query: string) {
  const response = await t.request(`/api/v1/vacancies/search?${query}`, { headers: { host: "demo.localhost:3000" } });
  return expectDocument(response, 200);
}

/** The ids of a search's hits in order, named v1..v5 for readable failures. */
async function hits(query: string): Promise<string[]> {
  const names = new Map(["v1", "v2", "v3", "v4", "v5"].map((name) => [String(data[name as "v1"].id), name]));
  const document = await search(query);
  return document.data.map((r) => names.get(r.id) ?? `unexpected ${r.id}`);
}
const sorted = async (query: string) => (await hits(query)).sort();

describe("GET /api/v1/vacancies/search: text", () => {
  it("stems Dutch both ways: 'fietsen' finds 'fiets' and 'fiets' finds 'fietsen'", async () => {
    // v2's title says "Fietsen", v4's description "fiets".
    expect(await sorted("filter[q]=fietsen")).toEqual(["v2", "v4"]);
    expect(await sorted("filter[q]=fiets")).toEqual(["v2", "v4"]);
    expect(await sorted("filter[q]=repareren")).toEqual(["v2"]);
    expect(await sorted("filter[q]=reparatie")).toEqual([]);
  });

  it("stems English: 'book' finds 'books', 'cycle' finds 'cycling'", async () => {
    expect(await hits("filter[q]=book")).toEqual(["v3"]);
    expect(await hits("filter[q]=cycle")).toEqual(["v3"]);
    expect(await hits("filter[q]=children%20learning")).toEqual(["v3"]);
  });

  it("forgives small typos in titles", async () => {
    expect(await hits("filter[q]=voedselbnk")).toEqual(["v1"]);
    expect(await hits("filter[q]=tuinmn")).toEqual(["v4"]);
    expect(await hits("filter[q]=chaufeur")).toEqual(["v1"]);
    expect(await hits("filter[q]=xylofoon")).toEqual([]);
  });

  it("ranks a title match above a description match and sorts by relevance by default", async () => {
    const document = await search("filter[q]=voedselbank");
    expect(document.meta?.sort).toBe("relevance");
    expect(await hits("filter[q]=voedselbank")).toEqual(["v1", "v5"]);
  });

  it("takes websearch syntax and odd characters without an error", async () => {
    // v2 says "plakken van een band", not the phrase "band plakken".
    expect(await hits('filter[q]="band plakken" OR tuinman')).toEqual(["v4"]);
    expect(await hits('filter[q]="plakken van een band"')).toEqual(["v2"]);
    expect(await sorted('filter[q]="schooltuin" or "plakken"')).toEqual(["v2", "v4"]);
    expect(await sorted("filter[q]=voedselbank -chauffeur")).toEqual(["v5"]);
    for (const odd of ["'", "&|!:*()", "\\", "de het een", "%_"]) {
      expect(Array.isArray((await search(`filter[q]=${encodeURIComponent(odd)}`)).data)).toBe(true);
    }
  });
});

describe("GET /api/v1/vacancies/search: filters", () => {
  it("filters by each field", async () => {
    expect(await sorted("filter[vacancy_type]=activity")).toEqual(["v2"]);
    expect(await sorted("filter[vacancy_type]=volunteering,language")).toEqual(["v1", "v3", "v4"]);
    expect(await sorted("filter[tags]=once")).toEqual(["v2"]);
    expect(await sorted("filter[tags]=regularly,flexible")).toEqual(["v1", "v3", "v4"]);
    expect(await sorted("filter[age_group_ids]=1")).toEqual(["v3"]);
    expect(await sorted("filter[age_group_ids]=5")).toEqual(["v1", "v4"]);
    expect(await sorted("filter[hours_per_week]=3")).toEqual(["v2", "v5"]);
    expect(await sorted("filter[expenses_reimbursed]=true")).toEqual(["v1", "v4"]);
    expect(await sorted("filter[vog_required]=false")).toEqual(["v2", "v4", "v5"]);
    expect(await sorted("filter[minimum_age]=15")).toEqual(["v2", "v3", "v5"]);
    expect(await sorted("filter[language_level]=A2")).toEqual(["v2", "v4", "v5"]);
    expect(await sorted("filter[language_level]=none")).toEqual(["v2", "v5"]);
    expect(await sorted("filter[wheelchair_accessible]=true")).toEqual(["v2", "v4"]);
    expect(await sorted("filter[from_home]=true")).toEqual(["v3"]);
    expect(await sorted("filter[remote]=true")).toEqual(["v3"]);
    expect(await sorted("filter[remote]=false")).toEqual(["v1", "v2", "v4", "v5"]);
    expect(await sorted("filter[organization_type]=School")).toEqual(["v3", "v4"]);
    expect(await sorted(`filter[center_id]=${data.center.id}`)).toEqual(["v1", "v2", "v3", "v4", "v5"]);
  });

  it("filters activities by a date range, counting multi-day activities that overlap it", async () => {
    expect(await sorted("filter[date_from]=2030-06-01&filter[date_to]=2030-06-30")).toEqual(["v2"]);
    expect(await sorted("filter[date_from]=2030-07-02&filter[date_to]=2030-07-02")).toEqual(["v5"]);
    expect(await sorted("filter[date_from]=2030-06-11")).toEqual(["v5"]);
    expect(await sorted("filter[date_to]=2030-06-10")).toEqual(["v2"]);
    expect(await sorted("filter[date_from]=2031-01-01")).toEqual([]);
  });

  it("combines filters, text and place", async () => {
    expect(
      await hits("filter[vacancy_type]=volunteering&filter[expenses_reimbursed]=true&filter[organization_type]=School"),
    ).toEqual(["v4"]);
    expect(await hits("filter[q]=voedselbank&filter[near]=Arnhem&filter[radius_km]=5")).toEqual(["v5"]);
    expect(await hits("filter[tags]=regularly&filter[vog_required]=true&filter[remote]=false")).toEqual(["v1"]);
  });
});

type Facets = Record<string, { value: unknown; count: number }[]>;
const facetsOf = (document: { meta?: Record<string, unknown> }) => (document.meta?.facets ?? {}) as Facets;

describe("GET /api/v1/vacancies/search: facets", () => {
  const counts = (facet: { value: unknown; count: number }[]) =>
    Object.fromEntries(facet.filter((f) => f.count > 0).map((f) => [String(f.value), f.count]));

  it("counts every option of every facet without filters", async () => {
    const { meta } = await search("");
    const facets = (meta?.facets ?? {}) as Facets;
    expect(meta?.total).toBe(5);
    expect(counts(facets.vacancy_type)).toEqual({ volunteering: 2, activity: 1, language: 1, "one-on-one": 1 });
    expect(facets.vacancy_type.map((f) => f.value)).toContain("p2p");
    expect(counts(facets.tags)).toEqual({ regularly: 2, once: 1, free: 1, flexible: 1 });
    expect(counts(facets.age_group_ids)).toEqual({ 1: 1, 2: 2, 3: 3, 4: 3, 5: 2 });
    expect(counts(facets.organization_type)).toEqual({ NonProfit: 3, School: 2 });
    expect(counts(facets.remote)).toEqual({ true: 1, false: 4 });
    expect(counts(facets.vog_required)).toEqual({ true: 2, false: 3 });
    expect(counts(facets.expenses_reimbursed)).toEqual({ true: 2, false: 3 });
    expect(counts(facets.wheelchair_accessible)).toEqual({ true: 2, false: 3 });
    expect(counts(facets.from_home)).toEqual({ true: 1, false: 4 });
  });

  it("counts the themes, and filters by any of them under the other filters", async () => {
    expect(counts(facetsOf(await search("")).themes)).toEqual({
      "care-welfare": 2,
      transport: 1,
      "children-youth": 2,
      events: 1,
      "education-language": 1,
      "nature-animals": 1,
    });
    expect(await sorted("filter[themes]=children-youth")).toEqual(["v2", "v3"]);
    expect(await sorted("filter[themes]=nature-animals,transport")).toEqual(["v1", "v4"]);
    const withTag = await search("filter[themes]=children-youth&filter[tags]=once");
    expect(withTag.data.map((r) => r.id)).toEqual([String(data.v2.id)]);
    // The themes among the one-off vacancies (v2), whichever theme is chosen.
    expect(counts(facetsOf(withTag).themes)).toEqual({ "children-youth": 1, events: 1 });
    expect(withTag.data[0].attributes?.themes).toEqual(["children-youth", "events"]);
    // The database search (websearch syntax) filters and counts alike.
    const viaDatabase = await search('filter[q]="plakken" or book&filter[themes]=children-youth');
    expect(viaDatabase.data.map((r) => r.id).sort()).toEqual([String(data.v2.id), String(data.v3.id)].sort());
    expect(counts(facetsOf(viaDatabase).themes)).toEqual({ "children-youth": 2, events: 1, "education-language": 1 });
  });

  it("refuses an unknown theme as a bad parameter", async () => {
    const response = await t.request("/api/v1/vacancies/search?filter[themes]=knitting", {
      headers: { host: "demo.localhost:3000" },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { source?: { parameter?: string } }[] };
    expect(body.errors[0].source?.parameter).toBe("filter[themes]");
  });

  it("counts each facet under all OTHER active filters", async () => {
    const { meta, data: rows } = await search("filter[vacancy_type]=volunteering&filter[organization_type]=NonProfit");
    const facets = (meta?.facets ?? {}) as Facets;
    expect(rows.map((r) => r.id)).toEqual([String(data.v1.id)]);
    expect(meta?.total).toBe(1);
    // The types among the non-profits' vacancies (v1, v2, v5), not only the chosen one.
    expect(counts(facets.vacancy_type)).toEqual({ volunteering: 1, activity: 1, "one-on-one": 1 });
    // The organization types among the volunteering vacancies (v1, v4).
    expect(counts(facets.organization_type)).toEqual({ NonProfit: 1, School: 1 });
    // Other facets under both filters: v1 alone.
    expect(counts(facets.tags)).toEqual({ regularly: 1 });
    expect(counts(facets.expenses_reimbursed)).toEqual({ true: 1 });
  });

  it("counts a boolean facet under the other filters, and under text and place", async () => {
    const { meta } = await search("filter[remote]=true&filter[q]=voedselbank");
    const facets = (meta?.facets ?? {}) as Facets;
    expect(meta?.total).toBe(0);
    expect(counts(facets.remote)).toEqual({ false: 2 });
    const near = await search("filter[near]=Nijmegen&filter[vog_required]=false");
    expect(counts(facetsOf(near).vog_required)).toEqual({ true: 1, false: 1 });
  });
});

describe("GET /api/v1/vacancies/search: distance, sorting and pages", () => {
  it("keeps to the radius around a place or postal code (default 10 km) and tells the distance", async () => {
    // Nijmegen 0 km, Malden about 7 km, Arnhem about 16 km, Ede about 25 km; v3 is remote, without a place.
    expect(await sorted("filter[near]=Nijmegen")).toEqual(["v1", "v2"]);
    expect(await sorted("filter[near]=6511%20AB")).toEqual(["v1", "v2"]);
    expect(await sorted("filter[near]=nijmegen&filter[radius_km]=20")).toEqual(["v1", "v2", "v5"]);
    expect(await sorted("filter[near_lat]=51.8426&filter[near_lng]=5.8528&filter[radius_km]=1")).toEqual(["v1"]);
    const document = await search("filter[near]=Nijmegen&sort=distance");
    expect(document.data.map((r) => r.attributes?.distance_km)).toEqual([0, expect.closeTo(7, 0)]);
    expect(document.meta?.near).toMatchObject({ label: "Nijmegen", radius_km: 10 });
    expect((await search("")).data[0].attributes).not.toHaveProperty("distance_km");
  });

  it("sorts by distance, newest, closing soon and relevance", async () => {
    expect(await hits("filter[near]=Malden&filter[radius_km]=100&sort=distance")).toEqual(["v2", "v1", "v5", "v4"]);
    expect(await hits("")).toEqual(["v5", "v4", "v3", "v2", "v1"]);
    expect(await hits("sort=newest")).toEqual(["v5", "v4", "v3", "v2", "v1"]);
    // Without an expiry date last.
    expect(await hits("sort=closing_soon")).toEqual(["v4", "v2", "v1", "v5", "v3"]);
    expect(await hits("filter[q]=voedselbank&sort=newest")).toEqual(["v5", "v1"]);
    expect(await hits("filter[q]=voedselbank&sort=relevance")).toEqual(["v1", "v5"]);
  });

  it("pages with page[number] and page[size], with the total, page count and links", async () => {
    const first = await search("page[size]=2");
    expect(first.data).toHaveLength(2);
    expect(first.meta).toMatchObject({ total: 5, pages: 3, page: 1 });
    expect(first.links?.next).toBe("/api/v1/vacancies/search?page%5Bnumber%5D=2&page%5Bsize%5D=2");
    expect(first.links?.prev).toBeNull();
    expect(await hits("page[size]=2&page[number]=2")).toEqual(["v3", "v2"]);
    const last = await search("page[size]=2&page[number]=3&filter[remote]=false");
    expect(last.meta).toMatchObject({ total: 4, pages: 2, page: 3 });
    expect(last.data).toEqual([]);
    expect(await hits("page[size]=2&page[number]=3")).toEqual(["v1"]);
    expect((await search("page[number]=9")).data).toEqual([]);
  });

  it("pages a text search in its relevance order, with the same total on every page", async () => {
    const first = await search("filter[q]=voedselbank&page[size]=1");
    expect(first.meta).toMatchObject({ total: 2, pages: 2, page: 1 });
    expect(await hits("filter[q]=voedselbank&page[size]=1")).toEqual(["v1"]);
    expect(await hits("filter[q]=voedselbank&page[size]=1&page[number]=2")).toEqual(["v5"]);
    expect(await hits("filter[q]=voedselbank&page[size]=1&page[number]=3")).toEqual([]);
    expect(await hits("filter[q]=voedselbank&filter[near]=Malden&filter[radius_km]=100&sort=distance")).toEqual(["v1", "v5"]);
  });

  it("answers with compact vacancy resources", async () => {
    const document = await search("filter[q]=chauffeur");
    expect(document.data[0]).toMatchObject({
      type: "vacancies",
      id: String(data.v1.id),
      links: { self: `/api/v1/vacancies/${data.v1.id}` },
      attributes: {
        title: "Chauffeur voedselbank",
        vacancy_type: "volunteering",
        tags: ["regularly"],
        age_group_ids: [3, 4, 5],
        city: "Nijmegen",
        remote: false,
        hours_per_week: 4,
        expenses_reimbursed: true,
        vog_required: true,
        minimum_age: 18,
        language_level: "B1",
        organization_name: "Voedselbank Demostad",
        organization_type: "NonProfit",
      },
    });
    expect(document.data[0].attributes).not.toHaveProperty("description");
  });
});

describe("GET /api/v1/vacancies/search: one organization", () => {
  it("lists one organization's public vacancies, from the index and from SQL alike", async () => {
    expect(await sorted(`filter[organization_id]=${data.foodBank.id}`)).toEqual(["v1", "v2", "v5"]);
    expect(await sorted(`filter[organization_id]=${data.school.id}`)).toEqual(["v3", "v4"]);
    expect(await hits("filter[organization_id]=999999")).toEqual([]);
    // Websearch operators go to PostgreSQL: the same filter there.
    expect(await sorted(`filter[q]="voedselbank" OR tuinman&filter[organization_id]=${data.foodBank.id}`)).toEqual(["v1", "v5"]);
    expect(await sorted(`filter[q]="voedselbank" OR tuinman&filter[organization_id]=${data.school.id}`)).toEqual(["v4"]);
  });
});

describe("GET /api/v1/vacancies/search: the analytics count of searched words", () => {
  it("counts each word of a first page, and searches that found nothing, once written (added to what was there)", async () => {
    const searched = (q: string, page = 1) => search(`filter[q]=${q}&page[number]=${page}`);
    const counts = async () => {
      const rows = await t.db
        .select({ term: vacancySearchLog.term, searches: vacancySearchLog.searches, zero: vacancySearchLog.zeroResults })
        .from(vacancySearchLog)
        .where(eq(vacancySearchLog.tenantId, "demo"));
      return Object.fromEntries(rows.map(({ term, searches, zero }) => [term, [searches, zero]]));
    };
    // What the searches above counted is written first, so that this test sees its own searches.
    await flushSearchLog(t.db);
    const before = await counts();
    const added = async () => {
      const now = await counts();
      return Object.fromEntries(
        ["fiets", "repareren", "xylofoon"].map((term) => {
          const [searches, zero] = now[term] ?? [0, 0];
          const [searchesBefore, zeroBefore] = before[term] ?? [0, 0];
          return [term, [searches - searchesBefore, zero - zeroBefore]];
        }),
      );
    };
    await searched("Fiets%20repareren");
    await searched("fiets");
    await searched("xylofoon");
    await searched("fiets", 2);
    // Counted in the process and written every few seconds (and on a graceful stop), not by each search.
    expect(await added()).toEqual({ fiets: [0, 0], repareren: [0, 0], xylofoon: [0, 0] });
    await flushSearchLog(t.db);
    expect(await added()).toEqual({ fiets: [2, 0], repareren: [1, 0], xylofoon: [1, 1] });
    await searched("fiets");
    await flushSearchLog(t.db);
    await flushSearchLog(t.db);
    expect(await added()).toEqual({ fiets: [3, 0], repareren: [1, 0], xylofoon: [1, 1] });
  });
});
