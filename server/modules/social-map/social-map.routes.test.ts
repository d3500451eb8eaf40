import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../../db/client";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { hostOf, signIn } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { demoEmail } from "../identity/identity.factory";
import { findUserByEmail } from "../identity/users.service";
import { createOrganization, type OrganizationInput } from "../organizations/organizations.service";
import { organizations } from "../organizations/organizations.table";
import { listCenters } from "../tenancy/tenancy.service";
import { vacancies } from "../vacancies/vacancies.table";
import { createVacancy } from "../vacancies/vacancy-writes.service";

let t: TestApp;
const ids: Record<string, number> = {};

/** An organization in the tenant's default centre, with an address in Wezep (postal code 8091). */
async function anOrganization(tenant: "oldebroek" | "roermond", input: Partial<OrganizationInput> & { name: string }) {
  const centers = await listCenters(t.db, tenant);
  const center = centers.find((c) => c.isDefault) ?? centers[0];
  const address = { street: "Dorpsstraat", houseNumber: "1", postalCode: "8091 AB", city: "Wezep" };
  const created = await createOrganization(t.db, tenant, {
    type: "NonProfit",
    status: "approved",
    address,
    ...input,
    centerId: center.id,
  });
  ids[input.name] = created.id;
  return created;
}

beforeAll(async () => {
  t = await createTestApp();
  const sport = await anOrganization("oldebroek", {
    name: "Sportclub De Sprint",
    nonProfitType: "Sport en recreatie",
    activityTypeIds: [2, 7],
    phoneNumber: "0525 - 111111",
  });
  await anOrganization("oldebroek", { name: "Natuurgroep Het Veld", nonProfitType: "Natuur en milieu", activityTypeIds: [5] });
  await anOrganization("oldebroek", { name: "Stichting Verborgen", showOnSocialMap: false });
  await anOrganization("oldebroek", { name: "Stichting Afgewezen", status: "denied" });
  await anOrganization("roermond", { name: "Roeiclub Roermond", nonProfitType: "Sport en recreatie", activityTypeIds: [2] });
  const contact = await findUserByEmail(t.db, "oldebroek", demoEmail("center_superuser", "oldebroek"));
  for (const [title, status] of [
    ["Trainer voor de jeugd", "published"],
    ["Kantinedienst (nog in concept)", "draft"],
  ] as const)
    await createVacancy(t.db, "oldebroek", {
      centerId: sport.centerId,
      organizationId: sport.id,
      contactPersonId: contact?.id,
      title,
      description: "<p>Help ons op zaterdag.</p>",
      vacancyType: "volunteering",
      city: "Wezep",
      status,
      expiresAt: new Date(Date.now() + 30 * 24 * 3600 * 1000),
    });
});
afterAll(() => t.close());

const LIST = "/api/v1/social_map_organizations";
const idOf = async (name: string): Promise<number> =>
  ids[name] ??
  (await withTenant(t.db, "oldebroek", (tx) => tx.select().from(organizations).where(eq(organizations.name, name))))[0].id;

async function list(query = "", tenant = "oldebroek") {
  return expectDocument(await t.request(`${LIST}${query}`, { headers: { host: hostOf(tenant) } }), 200);
}
const names = async (query = "", tenant = "oldebroek") => (await list(query, tenant)).data.map((o) => String(o.attributes?.name));

describe("the social map: who is on it", () => {
  it("lists the centre's approved organizations that chose it, by name, with their place, for visitors", async () => {
    const document = await list("?page[size]=100");
    const shown = document.data.map((o) => String(o.attributes?.name));
    expect(shown).toContain("Voedselbank Oldebroek");
    expect(shown).toContain("Sportclub De Sprint");
    expect(shown).toContain("Natuurgroep Het Veld");
    expect(shown).toEqual([...shown].sort((a, b) => a.localeCompare(b, "nl")));
    // Pending, denied, and two that keep themselves off the map.
    for (const hidden of ["Stichting Buurtkracht", "Stichting Afgewezen", "Basisschool De Regenboog", "Stichting Verborgen"])
      expect(shown).not.toContain(hidden);
    expect(document.meta).toMatchObject({ total: shown.length, pages: 1 });
    for (const organization of document.data) {
      expect(organization.type).toBe("social_map_organizations");
      expect(organization.attributes?.latitude).toEqual(expect.any(Number));
      expect(organization.attributes?.longitude).toEqual(expect.any(Number));
    }
    expect(document.meta?.non_profit_types).toContain("Sport en recreatie");
  });

  it("follows the organization's own choice, and hides a phone number it keeps to itself", async () => {
    const id = await idOf("Voedselbank Oldebroek");
    const manager = await signIn(t, "organization_superuser");
    const put = (attributes: Record<string, unknown>) =>
      t.request(`/api/v1/organizations/${id}`, {
        method: "PUT",
        headers: manager,
        json: { data: { type: "organizations", attributes } },
      });
    await expectDocument(await put({ show_on_social_map: false }), 200);
    expect(await names()).not.toContain("Voedselbank Oldebroek");
    await expectErrors(await t.request(`${LIST}/${id}`), 404, "not_found");

    await expectDocument(await put({ show_on_social_map: true }), 200);
    expect(await names()).toContain("Voedselbank Oldebroek");

    const sport = ids["Sportclub De Sprint"];
    const phoneOf = async () => (await expectDocument(await t.request(`${LIST}/${sport}`), 200)).data.attributes?.phone_number;
    expect(await phoneOf()).toBe("0525 - 111111");
    const setVisible = (phoneVisible: boolean) =>
      withTenant(t.db, "oldebroek", (tx) => tx.update(organizations).set({ phoneVisible }).where(eq(organizations.id, sport)));
    await setVisible(false);
    expect(await phoneOf()).toBeNull();
    await setVisible(true);
  });

  it("shows another tenant's organizations only on that tenant's site", async () => {
    const ours = await names("?page[size]=100");
    const theirs = await names("?page[size]=100", "roermond");
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.filter((name) => ours.includes(name) && name.includes("Oldebroek"))).toEqual([]);
    const id = await idOf("Voedselbank Oldebroek");
    await expectErrors(await t.request(`${LIST}/${id}`, { headers: { host: hostOf("roermond") } }), 404, "not_found");
  });
});

describe("the social map: search and filters", () => {
  it("filters by name, activity type and non-profit type, and pages", async () => {
    expect(await names("?filter[name_cont]=sprint")).toEqual(["Sportclub De Sprint"]);
    expect(await names("?filter[activity_type_id_eq]=5")).toEqual(["Natuurgroep Het Veld"]);
    expect(await names("?filter[non_profit_type_eq]=Sport%20en%20recreatie")).toEqual(["Sportclub De Sprint"]);
    expect(await names("?filter[non_profit_type_eq]=Sport%20en%20recreatie", "roermond")).toEqual(["Roeiclub Roermond"]);
    expect(await names("?filter[activity_type_id_eq]=2&filter[name_cont]=veld")).toEqual([]);
    const nature = await list("?filter[activity_type_id_eq]=5");
    expect(nature.data.length).toBeGreaterThan(0);
    for (const o of nature.data) expect(o.attributes?.activity_type_ids).toContain(5);
    const sport = await list("?filter[non_profit_type_eq]=Sport%20en%20recreatie");
    expect(sport.data.length).toBeGreaterThan(0);
    for (const o of sport.data) expect(o.attributes?.non_profit_type).toBe("Sport en recreatie");
    expect(await names("?filter[name_cont]=zzzz")).toEqual([]);

    const all = await list("?page[size]=100");
    const second = await list("?page[size]=2&page[number]=2");
    expect(second.data.map((o) => o.id)).toEqual(all.data.slice(2, 4).map((o) => o.id));
    expect(second.meta).toMatchObject({ total: all.data.length, page: 2 });
  });

  it("refuses an unknown activity type or filter with a 400 naming the parameter", async () => {
    const [bad] = await expectErrors(await t.request(`${LIST}?filter[activity_type_id_eq]=99`), 400, "invalid_query");
    expect(bad.source?.parameter).toBe("filter[activity_type_id_eq]");
    await expectErrors(await t.request(`${LIST}?filter[status_eq]=pending`), 400, "invalid_query");
    await expectErrors(await t.request(`${LIST}?page[size]=1000`), 400, "invalid_query");
  });
});

describe("the social map: one organization", () => {
  it("includes its open vacancies only", async () => {
    const id = await idOf("Sportclub De Sprint");
    const open = await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .select({ id: vacancies.id })
        .from(vacancies)
        .where(and(eq(vacancies.organizationId, id), eq(vacancies.status, "published"))),
    );
    expect(open.length).toBeGreaterThan(0);
    const document = await expectDocument(await t.request(`${LIST}/${id}?include=vacancies`), 200);
    const included = (document.included ?? []).filter((r) => r.type === "vacancies");
    expect(included.map((v) => v.attributes?.title)).toEqual(["Trainer voor de jeugd"]);
    expect(included.map((v) => Number(v.id))).toEqual(open.map((v) => v.id));
    expect(document.data.relationships?.vacancies).toBeDefined();
  });

  it("is a 404 for a pending organization, one that opted out, and an unknown id", async () => {
    for (const name of ["Stichting Buurtkracht", "Basisschool De Regenboog", "Stichting Afgewezen", "Stichting Verborgen"])
      await expectErrors(await t.request(`${LIST}/${await idOf(name)}`), 404, "not_found");
    await expectErrors(await t.request(`${LIST}/999999`), 404, "not_found");
    await expectErrors(await t.request(`${LIST}/abc`), 404, "not_found");
  });
});
