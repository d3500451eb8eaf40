import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { createTestApp, type TestApp } from "../../test/test-app";
import { findOrganization, type OrganizationWithAddress, updateOrganization } from "../organizations/organizations.service";
import { createOtherPlaces, createSearchData } from "./vacancy-search.test-data";

let t: TestApp;
let data: Awaited<ReturnType<typeof createSearchData>>;
let other: Awaited<ReturnType<typeof createOtherPlaces>>;

beforeAll(async () => {
  t = await createTestApp();
  data = await createSearchData(t);
  other = await createOtherPlaces(t);
});
afterAll(() => t.close());

async function ids(query: string, headers: Record<string, string> = {}) {
  const response = await t.request(`/api/v1/vacancies/search?${query}`, { headers: { host: "demo.localhost:3000", ...headers } });
  return (await expectDocument(response, 200)).data.map((r) => Number(r.id)).sort((a, b) => a - b);
}

describe("GET /api/v1/vacancies/search: what is public", () => {
  it("drops an organization's vacancies at once when it is archived, and brings them back when it is approved", async () => {
    const school = (await findOrganization(t.db, "demo", data.school.id)) as OrganizationWithAddress;
    const schools = [data.v3.id, data.v4.id].sort((a, b) => a - b);
    expect(await ids("filter[organization_type]=School")).toEqual(schools);
    const archived = await updateOrganization(t.db, "demo", school, { status: "archived" });
    expect(await ids("filter[organization_type]=School")).toEqual([]);
    await updateOrganization(t.db, "demo", archived, { status: "approved" });
    expect(await ids("filter[organization_type]=School")).toEqual(schools);
  });

  const visible = () => [data.v1, data.v2, data.v3, data.v4, data.v5].map((v) => v.id).sort((a, b) => a - b);

  it("shows only published, unexpired vacancies of approved organizations, without signing in", async () => {
    expect(await ids("")).toEqual(visible());
    expect(await ids("page[size]=100&sort=closing_soon")).toEqual(visible());
    // Every hidden vacancy has "voedselbank" in its title: neither the text nor the typo search finds one.
    expect(await ids("filter[q]=voedselbank")).toEqual([data.v1.id, data.v5.id]);
    expect(await ids("filter[q]=voedselbnk")).toEqual([data.v1.id]);
    expect(await ids("filter[near]=Nijmegen&filter[radius_km]=100")).not.toEqual(expect.arrayContaining([data.hidden[0]]));
    for (const id of data.hidden) expect(await ids("filter[near]=Nijmegen&filter[radius_km]=100")).not.toContain(id);
  });

  it("never shows another tenant's vacancies, and shows them on that tenant's site", async () => {
    expect(await ids("filter[q]=roermond")).toEqual([]);
    expect(await ids("filter[near]=Roermond")).toEqual([]);
    expect(await ids("", { host: "roermond.localhost:3000" })).toEqual([other.inRoermond]);
    expect(await ids("filter[q]=voedselbank", { host: "roermond.localhost:3000" })).toEqual([other.inRoermond]);
  });

  it("shows the current centre's vacancies when the tenant does not share centres", async () => {
    expect(await ids("filter[q]=gastvrouw")).toEqual([]);
    expect(await ids("filter[q]=gastvrouw", { "volunteer-center-id": String(other.second.id) })).toEqual([other.inSecond]);
    expect(await ids(`filter[center_id]=${other.second.id}`)).toEqual([other.inSecond]);
  });

  it("shows every centre's vacancies when the tenant shares centres, or the one filter[center_id] picks", async () => {
    const host = { host: "public.localhost:3000" };
    expect(await ids("", host)).toEqual(Object.values(other.inPublic).sort((a, b) => a - b));
    const heumen = other.publicCenters.find((c) => c.slug === "heumen");
    expect(await ids(`filter[center_id]=${heumen?.id}`, host)).toEqual([other.inPublic.heumen]);
  });
});

describe("GET /api/v1/vacancies/search: bad parameters", () => {
  async function rejected(query: string, parameter: string, locale = "en") {
    const response = await t.request(`/api/v1/vacancies/search?${query}`, {
      headers: { host: "demo.localhost:3000", "accept-language": locale },
    });
    const errors = await expectErrors(response, 400, "invalid_query");
    expect(errors.map((e) => e.source?.parameter)).toContain(parameter);
    return errors.find((e) => e.source?.parameter === parameter)?.detail ?? "";
  }

  it("names each bad parameter in a 400, never a 500", async () => {
    const cases: [string, string][] = [
      ["filter[bogus]=1", "filter[bogus]"],
      ["q=fiets", "q"],
      ["page[offset]=3", "page[offset]"],
      ["filter[vacancy_type]=spaceship", "filter[vacancy_type]"],
      ["filter[tags]=once,weekly", "filter[tags]"],
      ["filter[age_group_ids]=9", "filter[age_group_ids]"],
      ["filter[age_group_ids]=one", "filter[age_group_ids]"],
      ["filter[organization_type]=Company", "filter[organization_type]"],
      ["filter[hours_per_week]=lots", "filter[hours_per_week]"],
      ["filter[hours_per_week]=81", "filter[hours_per_week]"],
      ["filter[minimum_age]=-1", "filter[minimum_age]"],
      ["filter[minimum_age]=17.5", "filter[minimum_age]"],
      ["filter[language_level]=Z9", "filter[language_level]"],
      ["filter[expenses_reimbursed]=ja", "filter[expenses_reimbursed]"],
      ["filter[vog_required]=1", "filter[vog_required]"],
      ["filter[wheelchair_accessible]=yes", "filter[wheelchair_accessible]"],
      ["filter[from_home]=TRUE", "filter[from_home]"],
      ["filter[remote]=maybe", "filter[remote]"],
      ["filter[center_id]=abc", "filter[center_id]"],
      ["filter[center_id]=999999", "filter[center_id]"],
      ["filter[date_from]=2030-02-30", "filter[date_from]"],
      ["filter[date_to]=tomorrow", "filter[date_to]"],
      ["filter[date_from]=2030-06-10&filter[date_to]=2030-06-01", "filter[date_to]"],
      ["filter[near]=Atlantis", "filter[near]"],
      ["filter[near]=0000", "filter[near]"],
      ["filter[near]=Ede&filter[radius_km]=500", "filter[radius_km]"],
      ["filter[near]=Ede&filter[radius_km]=0", "filter[radius_km]"],
      ["filter[radius_km]=5", "filter[radius_km]"],
      ["filter[near_lat]=91&filter[near_lng]=5", "filter[near_lat]"],
      ["filter[near_lat]=51.8", "filter[near_lng]"],
      ["filter[near]=Ede&filter[near_lat]=51.8&filter[near_lng]=5.8", "filter[near]"],
      [`filter[q]=${"a".repeat(201)}`, "filter[q]"],
      ["sort=distance", "sort"],
      ["sort=relevance", "sort"],
      ["sort=price", "sort"],
      ["sort=-newest", "sort"],
      ["page[size]=101", "page[size]"],
      ["page[size]=0", "page[size]"],
      ["page[number]=0", "page[number]"],
      ["page[number]=two", "page[number]"],
    ];
    for (const [query, parameter] of cases) {
      const response = await t.request(`/api/v1/vacancies/search?${query}`, { headers: { host: "demo.localhost:3000" } });
      expect(response.status, query).toBe(400);
      await rejected(query, parameter);
    }
  });

  it("takes an empty value as no filter, as an HTML form sends an unset field", async () => {
    expect(await ids("filter[vacancy_type]=&filter[q]=&filter[near]=&sort=")).toEqual(await ids(""));
  });

  it("reports every bad value at once; rules between parameters once the values are good", async () => {
    const request = (query: string) =>
      t.request(`/api/v1/vacancies/search?${query}`, { headers: { host: "demo.localhost:3000" } });
    const errors = await expectErrors(await request("filter[bogus]=1&filter[remote]=maybe&page[size]=0"), 400, "invalid_query");
    expect(errors.map((e) => e.source?.parameter).sort()).toEqual(["filter[bogus]", "filter[remote]", "page[size]"]);
    const rules = await expectErrors(await request("filter[radius_km]=5&sort=distance"), 400, "invalid_query");
    expect(rules.map((e) => e.source?.parameter).sort()).toEqual(["filter[radius_km]", "sort"]);
  });

  it("says what is wrong in the request's language", async () => {
    expect(await rejected("filter[vacancy_type]=spaceship", "filter[vacancy_type]")).toBe(
      "'spaceship' is not a valid value for filter[vacancy_type]. Allowed: volunteering, p2p, one-on-one, neighbour-help, activity, language.",
    );
    expect(await rejected("filter[vacancy_type]=spaceship", "filter[vacancy_type]", "nl")).toMatch(
      /^'spaceship' is geen geldige waarde voor filter\[vacancy_type\]/,
    );
    expect(await rejected("filter[near]=Atlantis", "filter[near]", "nl")).toMatch(
      /De postcode of plaats 'Atlantis' kennen we niet/,
    );
    expect(await rejected("filter[near]=Ede&filter[radius_km]=500", "filter[radius_km]")).toBe(
      "filter[radius_km] must be at most 100.",
    );
    expect(await rejected("filter[tags]=once,weekly", "filter[tags]")).toMatch(/^'weekly' is not a valid value/);
    expect(await rejected("sort=distance", "sort", "nl")).toMatch(/^Sorteren op afstand kan alleen met een plaats/);
    expect(await rejected("foo=bar", "foo", "nl")).toBe("Onbekende parameter 'foo'.");
  });
});
