import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deserialise } from "../../../contract/jsonapi";
import type { VolunteerCenter } from "../../../contract/volunteer-centers";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { createTestApp, type TestApp } from "../../test/test-app";
import { CENTER_QUERY } from "./tenancy.resource";

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const host of ["oldebroek", "roermond", "meedoen", "demo", ""]) {
    const document = await expectDocument(
      await t.request("/api/v1/volunteer_centers", { headers: { host: `${host ? `${host}.` : ""}localhost:3000` } }),
      200,
    );
    for (const center of document.data) ids[String(center.attributes?.slug)] = center.id;
  }
});
afterAll(() => t?.close());

const get = (path: string, headers: Record<string, string> = {}) => t.request(path, { headers });
const names = (document: { data: { attributes?: Record<string, unknown> }[] }) => document.data.map((c) => c.attributes?.name);

describe("GET /api/v1/volunteer_centers", () => {
  it.each([
    ["oldebroek.localhost:3000", ["Vrijwilligerscentrale Oldebroek"]],
    ["roermond.localhost:3000", ["Vrijwilligerscentrale Roermond"]],
    ["meedoen.localhost:3000", ["Meedoen Gelderland"]],
    ["demo.localhost:3000", ["Demo Vrijwilligerscentrale"]],
    ["localhost:3000", ["Vrijwilligerscentrum Nijmegen", "Vrijwilligerscentrale Heumen", "Vrijwilligerscentrale Ede"]],
  ])("on %s lists only that tenant's centres", async (host, expected) => {
    const document = await expectDocument(await get("/api/v1/volunteer_centers", { host }), 200);
    expect(names(document)).toEqual(expected);
    expect(document.meta).toEqual({ total: expected.length, pages: 1, page: 1 });
    expect(document.included).toBeUndefined();
    expect(document.data[0].attributes).toEqual(expect.objectContaining({ is_default: true, is_heumen: false }));
  });

  it("includes every centre's profile when asked", async () => {
    const document = await expectDocument(await get("/api/v1/volunteer_centers?include=profile", { host: "localhost" }), 200);
    expect(document.included).toHaveLength(3);
    const centers = deserialise<VolunteerCenter>(document).data as VolunteerCenter[];
    expect(centers.map((c) => c.profile?.primaryColorShades?.["500"])).toEqual([
      expect.stringMatching(/^oklch/),
      expect.any(String),
      expect.any(String),
    ]);
  });

  it("refuses an unknown include, naming the parameter", async () => {
    const [error] = await expectErrors(await get("/api/v1/volunteer_centers?include=users"), 400, "invalid_query");
    expect(error.source).toEqual({ parameter: "include" });
    expect(error.detail).toBe("'users' kan niet worden meegeladen. Toegestaan: profile.");
  });

  it("honours sparse fieldsets", async () => {
    const document = await expectDocument(await get("/api/v1/volunteer_centers?fields[volunteer_centers]=name"), 200);
    expect(document.data[0].attributes).toEqual({ name: "Vrijwilligerscentrale Oldebroek" });
  });
});

describe("GET /api/v1/volunteer_centers/current?include=profile", () => {
  it("returns the centre, its whole profile and the site settings", async () => {
    const document = await expectDocument(await get("/api/v1/volunteer_centers/current?include=profile"), 200);
    expect(document.data.id).toBe(ids.oldebroek);
    expect(document.data.attributes).toEqual({
      name: "Vrijwilligerscentrale Oldebroek",
      slug: "oldebroek",
      is_default: true,
      is_heumen: false,
    });
    expect(document.data.relationships?.profile.data).toEqual({ type: "volunteer_center_profiles", id: expect.any(String) });
    expect(document.included).toHaveLength(1);
    expect(Object.keys(document.included?.[0].attributes ?? {}).sort()).toEqual(
      [...CENTER_QUERY.fields.volunteer_center_profiles].sort(),
    );
    expect(document.included?.[0].attributes).toMatchObject({
      website_logo_url: "/demo/logos/oldebroek.svg",
      website_logo_dark_mode_url: "/demo/logos/oldebroek-dark.svg",
      favicon_url: "/demo/favicons/oldebroek.svg",
      show_anbi_logo: true,
    });
    expect(document.meta).toEqual({
      tenant: "oldebroek",
      app_context: "gelderland",
      app_name: "Vrijwilligerscentrale Oldebroek",
      is_heumen: false,
      features: {
        volunteer_profiles: true,
        person_to_person: true,
        person_to_person_wording: "neighbour-help",
        center_sharing: false,
        internationalization: false,
      },
      config: { allow_inactive_users: false, moving_organizations: true },
    });
  });

  it("reads as the client expects after deserialising", async () => {
    const document = await expectDocument(
      await get("/api/v1/volunteer_centers/current?include=profile", { host: "demo.localhost" }),
      200,
    );
    const { data, meta } = deserialise<VolunteerCenter>(document);
    const center = data as VolunteerCenter;
    expect(center.profile?.gtagId).toBe("G-DEMO000001");
    expect(center.profile?.homePage.en?.title).toBe("Volunteering in Demostad");
    expect(meta).toMatchObject({ tenant: "demo", appName: "Volunteerly Demo", features: { personToPerson: false } });
  });

  it("gives the centre's contact details in its profile, for the support page", async () => {
    const document = await expectDocument(
      await get("/api/v1/volunteer_centers/current?include=profile", { host: "oldebroek.localhost" }),
      200,
    );
    const center = deserialise<VolunteerCenter>(document).data as VolunteerCenter;
    expect(center.profile).toMatchObject({
      contactEmail: "info@vrijwilligerswerkoldebroek.nl",
      contactPhone: "0525 - 63 12 34",
      visitingAddress: "Dorpsstraat 12\n8096 AB Oldebroek",
    });
  });

  it.each([
    ["roermond.localhost", "roermond", "Vrijwilligerswerk Roermond", "gelderland"],
    ["meedoen.localhost", "meedoen", "Meedoen", "meedoen"],
    ["localhost", "public", "Vrijwilligerscentrum Nijmegen", "gelderland"],
  ])("on %s: tenant %s, app name %s, context %s", async (host, tenant, appName, appContext) => {
    const document = await expectDocument(await get("/api/v1/volunteer_centers/current", { host }), 200);
    expect(document.meta).toMatchObject({ tenant, app_name: appName, app_context: appContext });
    expect(document.included).toBeUndefined();
  });

  it("picks the centre from the centre host map", async () => {
    const document = await expectDocument(await get("/api/v1/volunteer_centers/current", { host: "heumen.localhost:3000" }), 200);
    expect(document.data.attributes).toMatchObject({ name: "Vrijwilligerscentrale Heumen", is_heumen: true });
    expect(document.meta).toMatchObject({ tenant: "public", app_name: "Vrijwilligerscentrale Heumen", is_heumen: true });
  });

  it("follows the centre cookie within the tenant", async () => {
    const document = await expectDocument(
      await get("/api/v1/volunteer_centers/current", { host: "localhost", cookie: `volunteer_center_id=${ids.ede}` }),
      200,
    );
    expect(document.data.id).toBe(ids.ede);
    expect(document.meta).toMatchObject({ app_name: "Vrijwilligerscentrale Ede" });
  });

  it("ignores a centre cookie that points to another tenant's centre", async () => {
    const document = await expectDocument(
      await get("/api/v1/volunteer_centers/current", { host: "localhost", cookie: `volunteer_center_id=${ids.oldebroek}` }),
      200,
    );
    expect(document.data.id).toBe(ids.nijmegen);
  });

  it("sets no cookies on API responses", async () => {
    expect((await get("/api/v1/volunteer_centers/current")).headers.get("set-cookie")).toBeNull();
  });
});

describe("GET /api/v1/volunteer_centers/{id}", () => {
  it("returns a centre of the tenant", async () => {
    const document = await expectDocument(
      await get(`/api/v1/volunteer_centers/${ids.heumen}?include=profile`, { host: "localhost" }),
      200,
    );
    expect(document.data.attributes).toMatchObject({ slug: "heumen", is_heumen: true });
    expect(document.data.links).toEqual({ self: `/api/v1/volunteer_centers/${ids.heumen}` });
    expect(document.included?.[0].type).toBe("volunteer_center_profiles");
  });

  it("answers 404 for another tenant's centre, exactly as for one that does not exist", async () => {
    const [foreign] = await expectErrors(
      await get(`/api/v1/volunteer_centers/${ids.heumen}`, { host: "oldebroek.localhost" }),
      404,
      "not_found",
    );
    const [missing] = await expectErrors(
      await get("/api/v1/volunteer_centers/999999", { host: "oldebroek.localhost" }),
      404,
      "not_found",
    );
    expect(foreign.title).toBe(missing.title);
    expect(foreign.detail).toBe(`volunteer_center met id '${ids.heumen}' bestaat niet.`);
    await expectErrors(await get("/api/v1/volunteer_centers/abc"), 404, "not_found");
  });
});
