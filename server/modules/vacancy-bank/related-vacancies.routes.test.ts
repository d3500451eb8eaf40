import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VacancyType } from "../../../contract/vacancy-options";
import { localGeocoder } from "../../geo/gazetteer";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createOrganization } from "../organizations/organizations.service";
import { createVacancy } from "../vacancies/vacancy-writes.service";
import { createOtherPlaces, createSearchData } from "./vacancy-search.test-data";

let t: TestApp;
let data: Awaited<ReturnType<typeof createSearchData>>;
let others: Awaited<ReturnType<typeof createOtherPlaces>>;
const extra: Record<string, number> = {};

const at = (city: string) => {
  const found = localGeocoder.lookup(city);
  if (!found) throw new Error(`gazetteer lacks ${city}`);
  return { city, latitude: found.latitude, longitude: found.longitude };
};

beforeAll(async () => {
  t = await createTestApp();
  data = await createSearchData(t);
  others = await createOtherPlaces(t);
  const school = (title: string, input: Record<string, unknown>) =>
    createVacancy(t.db, "demo", {
      centerId: data.center.id,
      organizationId: data.school.id,
      title,
      description: "<p>Een vacature om mee te vergelijken.</p>",
      vacancyType: "language",
      status: "published",
      ...input,
    });
  // A school vacancy sharing v1's theme, nearer to Nijmegen than v4 in Ede; and one that is not open.
  extra.arnhem = (await school("Vervoer naar school", { themes: ["transport"], ...at("Arnhem") })).id;
  extra.draft = (await school("Concept: vervoer", { themes: ["transport"], status: "draft", ...at("Nijmegen") })).id;
  // Vacancies without themes, with and without a place, of an organization of their own.
  const club = await createOrganization(t.db, "demo", {
    centerId: data.center.id,
    name: "Buurthuis Zuid",
    type: "NonProfit",
    status: "approved",
  });
  const themeless = (title: string, vacancyType: VacancyType, input: Record<string, unknown>) =>
    createVacancy(t.db, "demo", {
      centerId: data.center.id,
      organizationId: club.id,
      title,
      description: "<p>Een vacature zonder thema.</p>",
      vacancyType,
      themes: [],
      status: "published",
      ...input,
    });
  extra.themelessHere = (await themeless("Taalcafé", "language", at("Arnhem"))).id;
  extra.themelessNowhere = (await themeless("Maatje op afstand", "one-on-one", { remote: true })).id;
});
afterAll(() => t.close());

const host = { host: "demo.localhost:3000" };

async function related(id: number, headers: Record<string, string> = host) {
  const document = await expectDocument(await t.request(`/api/v1/vacancies/${id}/related`, { headers }), 200);
  const meta = document.meta as { more_from_organization: string[]; similar: string[] };
  const names = new Map<string, string>([
    ...(["v1", "v2", "v3", "v4", "v5"] as const).map((name) => [String(data[name].id), name] as [string, string]),
    ...Object.entries(extra).map(([name, value]) => [String(value), name] as [string, string]),
  ]);
  const name = (id: string) => names.get(id) ?? `unexpected ${id}`;
  expect(document.data.map((hit) => hit.id)).toEqual([...meta.more_from_organization, ...meta.similar]);
  return { organization: meta.more_from_organization.map(name), similar: meta.similar.map(name), document };
}

describe("GET /api/v1/vacancies/:id/related", () => {
  it("gives the organization's other open vacancies, newest first, never the vacancy itself or a closed one", async () => {
    // The food bank's hidden vacancies (draft, filled, archived, expired, past date) never show.
    const { organization, document } = await related(data.v1.id);
    expect(organization).toEqual(["v5", "v2"]);
    expect(document.data[0].attributes?.title).toBe("Maatje voor nieuwkomers");
    expect((await related(data.v3.id)).organization).toEqual(["arnhem", "v4"]);
  });

  it("gives similar open vacancies of other organizations: a shared theme or type, nearest first", async () => {
    // v1 (Nijmegen, volunteering, transport): Arnhem shares the theme and is nearer than v4 in Ede (the same type).
    expect((await related(data.v1.id)).similar).toEqual(["arnhem", "v4"]);
    // v2 (activity, children-youth): v3 shares the theme; it has no place, so it would come after any that had one.
    expect((await related(data.v2.id)).similar).toEqual(["v3"]);
    // Another centre's and another tenant's vacancies of the same type never show.
    const ids = (await related(data.v4.id)).document.data.map((hit) => Number(hit.id));
    expect(ids).not.toContain(others.inSecond);
    expect(ids).not.toContain(others.inRoermond);
  });

  it("answers a vacancy without themes with those of the same type, with or without a place (was a 500)", async () => {
    // Language, in Arnhem: the school's Arnhem one is nearer than v3, which has no place.
    const here = await related(extra.themelessHere);
    expect(here.organization).toEqual(["themelessNowhere"]);
    expect(here.similar).toEqual(["arnhem", "v3"]);
    // One-on-one, without a place: v5.
    expect((await related(extra.themelessNowhere)).similar).toEqual(["v5"]);
  });

  it("answers 404 for a vacancy the visitor may not see, another tenant's, or a nonsense id", async () => {
    await expectErrors(await t.request(`/api/v1/vacancies/${extra.draft}/related`, { headers: host }), 404, "not_found");
    await expectErrors(await t.request(`/api/v1/vacancies/${others.inRoermond}/related`, { headers: host }), 404, "not_found");
    await expectErrors(
      await t.request(`/api/v1/vacancies/${data.v1.id}/related`, { headers: { host: "roermond.localhost:3000" } }),
      404,
      "not_found",
    );
    await expectErrors(await t.request("/api/v1/vacancies/abc/related", { headers: host }), 404, "not_found");
  });
});
