import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TenantId } from "../../config/tenants";
import { withTenant } from "../../db/client";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions, hostOf } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createOrganization } from "../organizations/organizations.service";
import { organizations } from "../organizations/organizations.table";
import { listCenters } from "../tenancy/tenancy.service";
import { vacancies } from "./vacancies.table";
import { createVacancy, type NewVacancy } from "./vacancy-writes.service";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
let known: Awaited<ReturnType<typeof createHelpData>>;

beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
  known = await createHelpData();
});
afterAll(() => t.close());

/**
 * Known listings of the oldebroek tenant (neighbour-help wording): three requests and two offers of person-to-person
 * help, each with "burenhulp" in its description, and an ordinary vacancy with the same word that must not show.
 */
async function createHelpData() {
  const tenant = "oldebroek";
  const [center] = await listCenters(t.db, tenant);
  const centre = await createOrganization(t.db, tenant, {
    centerId: center.id,
    name: "Hulpdienst Wezep",
    type: "NonProfit",
    status: "approved",
  });
  const publish = (title: string, extra: Partial<NewVacancy>) =>
    createVacancy(t.db, tenant, {
      centerId: center.id,
      organizationId: centre.id,
      title,
      description: "<p>Burenhulp in Wezep: een kleine moeite, een groot verschil.</p>",
      vacancyType: "neighbour-help",
      status: "published",
      city: "Wezep",
      ...extra,
    });
  return {
    shopping: await publish("Boodschappen doen voor mevrouw", { helpKind: "request", tags: ["regularly"] }),
    curtains: await publish("Gordijnen ophangen bij meneer", { helpKind: "request", tags: ["once"] }),
    reading: await publish("Voorlezen uit de krant", { helpKind: "request", vacancyType: "one-on-one", tags: ["regularly"] }),
    computer: await publish("Ik help met uw computer", { helpKind: "offer", tags: ["flexible"] }),
    garden: await publish("Ik maai uw gras", { helpKind: "offer", tags: ["regularly"] }),
    ordinary: await publish("Chauffeur burenhulpbus", { vacancyType: "volunteering", helpKind: null }),
  };
}

const get = (tenant: TenantId, query: string, language = "nl") =>
  t.request(`/api/v1/vacancies/search/person_to_person?${query}`, {
    headers: { host: hostOf(tenant), "accept-language": language },
  });
const titles = (document: { data: { attributes?: Record<string, unknown> }[] }) =>
  document.data.map((r) => String(r.attributes?.title)).sort();
type Facet = { value: unknown; count: number }[];
const helpKindCounts = (document: { meta?: Record<string, unknown> }) => {
  const facets = (document.meta?.facets ?? {}) as Record<string, Facet>;
  return Object.fromEntries((facets.help_kind ?? []).map((f) => [String(f.value), f.count]));
};

describe("GET /api/v1/vacancies/search/person_to_person", () => {
  it("lists only the one-on-one and neighbour-help listings, in the tenant's wording, with the help kind", async () => {
    const document = await expectDocument(await get("oldebroek", ""), 200);
    expect(titles(document)).toEqual([
      "Boodschappen doen voor mevrouw",
      "Gordijnen ophangen bij meneer",
      "Ik help met uw computer",
      "Ik maai uw gras",
      "Voorlezen uit de krant",
    ]);
    expect(document.meta).toMatchObject({ total: 5, wording: "neighbour-help" });
    const computer = document.data.find((r) => r.id === String(known.computer.id));
    expect(computer?.attributes).toMatchObject({ help_kind: "offer", vacancy_type: "neighbour-help" });
    expect(helpKindCounts(document)).toEqual({ request: 3, offer: 2 });
  });

  it("filters on requests or offers and counts each kind under the other filters", async () => {
    const offers = await expectDocument(await get("oldebroek", "filter[help_kind]=offer"), 200);
    expect(titles(offers)).toEqual(["Ik help met uw computer", "Ik maai uw gras"]);
    // The kind's own counts ignore the kind filter, so the other tab still says how many it would give.
    expect(helpKindCounts(offers)).toEqual({ request: 3, offer: 2 });
    const regular = await expectDocument(await get("oldebroek", "filter[help_kind]=request&filter[tags]=regularly"), 200);
    expect(titles(regular)).toEqual(["Boodschappen doen voor mevrouw", "Voorlezen uit de krant"]);
    expect(helpKindCounts(regular)).toEqual({ request: 2, offer: 1 });
    const both = await expectDocument(await get("oldebroek", "filter[help_kind]=request,offer&filter[q]=gras"), 200);
    expect(titles(both)).toEqual(["Ik maai uw gras"]);
  });

  it("narrows to one of its own types, and refuses any other type with a translated 400", async () => {
    const oneOnOne = await expectDocument(await get("oldebroek", "filter[vacancy_type]=one-on-one"), 200);
    expect(titles(oneOnOne)).toEqual(["Voorlezen uit de krant"]);
    const [nl] = await expectErrors(await get("oldebroek", "filter[vacancy_type]=volunteering"), 400, "invalid_query");
    expect(nl.source?.parameter).toBe("filter[vacancy_type]");
    expect(nl.detail).toContain("'volunteering' is geen geldige waarde");
    const [en] = await expectErrors(await get("oldebroek", "filter[help_kind]=maybe", "en"), 400, "invalid_query");
    expect(en.source?.parameter).toBe("filter[help_kind]");
    expect(en.detail).toContain("'maybe' is not a valid value for filter[help_kind]");
  });

  it("says one-on-one on the public tenant, and is not there (404) for tenants without person-to-person help", async () => {
    const publicBank = await expectDocument(await get("public", ""), 200);
    expect(publicBank.meta).toMatchObject({ total: 0, wording: "one-on-one" });
    for (const tenant of ["roermond", "demo", "meedoen"] as const) {
      const [error] = await expectErrors(await get(tenant, ""), 404, "not_found");
      expect(error.detail).toBe("De route GET /api/v1/vacancies/search/person_to_person bestaat niet.");
    }
    const [en] = await expectErrors(await get("roermond", "", "en"), 404, "not_found");
    expect(en.detail).toBe("The route GET /api/v1/vacancies/search/person_to_person does not exist.");
  });

  it("never shows another tenant's help", async () => {
    expect(titles(await expectDocument(await get("public", "filter[q]=burenhulp"), 200))).toEqual([]);
  });
});

describe("GET /api/v1/vacancies/search with filter[help_kind]", () => {
  it("filters the whole bank too, with the help kind counted as a facet", async () => {
    const response = await t.request("/api/v1/vacancies/search?filter[help_kind]=request", {
      headers: { host: hostOf("oldebroek") },
    });
    const document = await expectDocument(response, 200);
    expect(titles(document)).toEqual([
      "Boodschappen doen voor mevrouw",
      "Gordijnen ophangen bij meneer",
      "Voorlezen uit de krant",
    ]);
    expect(helpKindCounts(document)).toEqual({ request: 3, offer: 2 });
    const all = await expectDocument(
      await t.request("/api/v1/vacancies/search?filter[q]=burenhulp", { headers: { host: hostOf("oldebroek") } }),
      200,
    );
    expect(titles(all)).toContain("Chauffeur burenhulpbus");
  });
});

const json = { "content-type": "application/vnd.api+json" };
const body = (attributes: Record<string, unknown>) => JSON.stringify({ data: { type: "vacancies", attributes } });
const NEIGHBOUR_HELP = {
  title: "Boodschappen voor de buurvrouw",
  description: "<p>Eens per week de boodschappen doen voor een buurvrouw.</p>",
  vacancy_type: "neighbour-help",
  city: "Oldebroek",
};
const centreId = async () =>
  (
    await withTenant(t.db, "oldebroek", (tx) =>
      tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.type, "VolunteerCenter")),
    )
  )[0].id;
const helpCount = async () =>
  (await withTenant(t.db, "oldebroek", (tx) => tx.select({ id: vacancies.id }).from(vacancies))).length;

async function write(method: "POST" | "PATCH", path: string, attributes: Record<string, unknown>, language = "nl") {
  return t.request(path, {
    method,
    headers: { ...(await as("center_superuser")), ...json, "accept-language": language },
    body: body(attributes),
  });
}

describe("help_kind on a vacancy", () => {
  it("is stored and shown for a person-to-person type", async () => {
    const organization_id = await centreId();
    const created = await expectDocument(
      await write("POST", "/api/v1/vacancies", { ...NEIGHBOUR_HELP, organization_id, help_kind: "request" }),
      201,
    );
    expect(created.data.attributes).toMatchObject({ vacancy_type: "neighbour-help", help_kind: "request" });
    const changed = await expectDocument(
      await write("PATCH", `/api/v1/vacancies/${created.data.id}`, { help_kind: "offer" }),
      200,
    );
    expect(changed.data.attributes?.help_kind).toBe("offer");
    // Another type goes with the help kind cleared.
    const other = await expectDocument(
      await write("PATCH", `/api/v1/vacancies/${created.data.id}`, { vacancy_type: "volunteering", help_kind: null }),
      200,
    );
    expect(other.data.attributes).toMatchObject({ vacancy_type: "volunteering", help_kind: null });
  });

  it("refuses a missing, unknown or misplaced help kind with a translated 422 and stores nothing", async () => {
    const organization_id = await centreId();
    const before = await helpCount();
    const cases: [Record<string, unknown>, "nl" | "en", string][] = [
      [{ ...NEIGHBOUR_HELP }, "nl", "Kies of dit een hulpvraag of een hulpaanbod is."],
      [
        { ...NEIGHBOUR_HELP, vacancy_type: "one-on-one", help_kind: null },
        "en",
        "Choose whether this is a request for help or an offer of help.",
      ],
      [{ ...NEIGHBOUR_HELP, vacancy_type: "volunteering", help_kind: "offer" }, "nl", "laat dit leeg voor dit soort vacature"],
      [{ ...NEIGHBOUR_HELP, vacancy_type: "activity", help_kind: "request" }, "en", "leave this empty for this type of vacancy"],
    ];
    for (const [attributes, language, message] of cases) {
      const errors = await expectErrors(
        await write("POST", "/api/v1/vacancies", { ...attributes, organization_id }, language),
        422,
        "validation_failed",
      );
      expect(errors[0].source?.pointer, JSON.stringify(attributes)).toBe("/data/attributes/help_kind");
      expect(errors[0].detail).toContain(message);
    }
    const unknown = await expectErrors(
      await write("POST", "/api/v1/vacancies", { ...NEIGHBOUR_HELP, organization_id, help_kind: "both" }, "en"),
      422,
      "validation_failed",
    );
    expect(unknown[0].source?.pointer).toBe("/data/attributes/help_kind");
    expect(await helpCount()).toBe(before);
  });

  it("refuses a patch that would leave the pair wrong, judged with the saved type and kind", async () => {
    const id = known.garden.id;
    const toOrdinary = await expectErrors(
      await write("PATCH", `/api/v1/vacancies/${id}`, { vacancy_type: "volunteering" }),
      422,
      "validation_failed",
    );
    expect(toOrdinary[0].detail).toContain("laat dit leeg");
    const cleared = await expectErrors(
      await write("PATCH", `/api/v1/vacancies/${id}`, { help_kind: null }, "en"),
      422,
      "validation_failed",
    );
    expect(cleared[0].detail).toBe("Choose whether this is a request for help or an offer of help.");
    const onOrdinary = await expectErrors(
      await write("PATCH", `/api/v1/vacancies/${known.ordinary.id}`, { help_kind: "request" }),
      422,
      "validation_failed",
    );
    expect(onOrdinary[0].source?.pointer).toBe("/data/attributes/help_kind");
    const [garden] = await withTenant(t.db, "oldebroek", (tx) => tx.select().from(vacancies).where(eq(vacancies.id, id)));
    expect(garden).toMatchObject({ vacancyType: "neighbour-help", helpKind: "offer" });
  });
});
