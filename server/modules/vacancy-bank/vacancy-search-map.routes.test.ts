import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createSearchData } from "./vacancy-search.test-data";

let t: TestApp;
let data: Awaited<ReturnType<typeof createSearchData>>;

beforeAll(async () => {
  t = await createTestApp();
  data = await createSearchData(t);
});
afterAll(() => t.close());

const get = (query: string) => t.request(`/api/v1/vacancies/search/map?${query}`, { headers: { host: "demo.localhost:3000" } });

/** The pins' vacancies named v1..v5, sorted. */
async function pins(query: string) {
  const names = new Map(["v1", "v2", "v3", "v4", "v5"].map((name) => [String(data[name as "v1"].id), name]));
  const document = await expectDocument(await get(query), 200);
  return { names: document.data.map((r) => names.get(r.id) ?? `unexpected ${r.id}`).sort(), document };
}

describe("GET /api/v1/vacancies/search/map", () => {
  it("gives the search's vacancies that have a place, with only title and coordinates", async () => {
    const { names, document } = await pins("");
    // v3 is remote: no place, no pin; the hidden ones never show.
    expect(names).toEqual(["v1", "v2", "v4", "v5"]);
    expect(document.meta).toMatchObject({ total: 5, capped: false });
    const v1 = document.data.find((r) => r.id === String(data.v1.id));
    expect(v1?.attributes).toEqual({
      title: "Chauffeur voedselbank",
      latitude: data.v1.latitude,
      longitude: data.v1.longitude,
    });
  });

  it("follows the search's words, filters and place", async () => {
    expect((await pins("filter[q]=voedselbank")).names).toEqual(["v1", "v5"]);
    expect((await pins("filter[tags]=regularly,flexible")).names).toEqual(["v1", "v4"]);
    expect((await pins("filter[near]=Nijmegen&filter[radius_km]=10")).names).toEqual(["v1", "v2"]);
    expect((await pins("filter[q]=xylofoon")).names).toEqual([]);
  });

  it("refuses a bad parameter as the search does, naming it", async () => {
    const errors = await expectErrors(await get("filter[radius_km]=5"), 400, "invalid_query");
    expect(errors[0].source?.parameter).toBe("filter[radius_km]");
    const unknown = await expectErrors(await get("filter[near]=Nergenshuizen"), 400, "invalid_query");
    expect(unknown[0].source?.parameter).toBe("filter[near]");
  });
});
