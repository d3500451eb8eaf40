import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../../db/client";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { organizations } from "./organizations.table";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
});
afterAll(() => t.close());

const idOf = async (name: string, tenant = "oldebroek") =>
  (await withTenant(t.db, tenant as "oldebroek", (tx) => tx.select().from(organizations).where(eq(organizations.name, name))))[0]
    .id;
const statusOf = async (id: number) =>
  (await withTenant(t.db, "oldebroek", (tx) => tx.select().from(organizations).where(eq(organizations.id, id))))[0].status;
const body = (attributes: Record<string, unknown>) => ({ data: { type: "organizations", attributes } });

describe("listing and reading organizations", () => {
  it("shows visitors only approved organizations; staff see every status with filters, sort and pages", async () => {
    const visitor = await expectDocument(await t.request("/api/v1/organizations?sort=name"), 200);
    expect(visitor.data.map((o) => o.attributes?.status)).toEqual(["approved", "approved", "approved"]);
    const staff = await expectDocument(
      await t.request("/api/v1/organizations?filter[status_eq]=pending", { headers: await as("center_superuser") }),
      200,
    );
    expect(staff.data.map((o) => o.attributes?.name)).toEqual(["Stichting Buurtkracht"]);
    const byType = await expectDocument(
      await t.request("/api/v1/organizations?filter[type_eq]=School&include=address,profile", { headers: await as("admin") }),
      200,
    );
    expect(byType.data.map((o) => o.attributes?.name)).toEqual(["Basisschool De Regenboog"]);
    expect(byType.included?.map((r) => r.type).sort()).toEqual(["addresses", "organization_profiles"]);
    const paged = await expectDocument(
      await t.request("/api/v1/organizations?page[size]=2&page[number]=2&sort=-name", { headers: await as("admin") }),
      200,
    );
    expect(paged.meta).toMatchObject({ total: 4, pages: 2, page: 2 });
    const search = await expectDocument(await t.request("/api/v1/organizations?filter[name_cont]=voedsel"), 200);
    expect(search.data.map((o) => o.attributes?.name)).toEqual(["Voedselbank Oldebroek"]);
    await expectErrors(await t.request("/api/v1/organizations?filter[type_eq]=Kerk"), 400, "invalid_query");
    await expectErrors(await t.request("/api/v1/organizations?page[size]=1000"), 400, "invalid_query");
    for (const staff of ["admin", "center_superuser", "content_manager"] as const) {
      await expectDocument(await t.request("/api/v1/organizations?page[size]=1000", { headers: await as(staff) }), 200);
    }
    await expectErrors(
      await t.request("/api/v1/organizations?page[size]=1000", { headers: await as("volunteer") }),
      400,
      "invalid_query",
    );
  });

  it("keeps the pending filter for visitors and volunteers: an empty list, not the approved ones", async () => {
    for (const headers of [{}, await as("volunteer"), await as("content_manager")]) {
      const pending = await expectDocument(await t.request("/api/v1/organizations?filter[status_eq]=pending", { headers }), 200);
      expect(pending.data).toEqual([]);
    }
  });

  it("hides a pending organization from visitors and other tenants (404), not from staff", async () => {
    const pending = await idOf("Stichting Buurtkracht");
    await expectErrors(await t.request(`/api/v1/organizations/${pending}`), 404, "not_found");
    await expectErrors(await t.request(`/api/v1/organizations/${pending}`, { headers: await as("volunteer") }), 404, "not_found");
    await expectDocument(await t.request(`/api/v1/organizations/${pending}`, { headers: await as("center_superuser") }), 200);
    const approved = await idOf("Voedselbank Oldebroek");
    await expectDocument(await t.request(`/api/v1/organizations/${approved}?include=profile`), 200);
    await expectErrors(
      await t.request(`/api/v1/organizations/${approved}`, { headers: { host: "roermond.localhost:3000" } }),
      404,
      "not_found",
    );
  });

  it("includes the vacancies the actor may read (the hook the vacancies module provides): a draft for its organization only", async () => {
    const foodBank = await idOf("Voedselbank Oldebroek");
    const draft = await expectDocument(
      await t.request("/api/v1/vacancies", {
        method: "POST",
        headers: { ...(await as("organization_superuser")), "content-type": "application/vnd.api+json" },
        json: {
          data: {
            type: "vacancies",
            attributes: {
              title: "Sorteerder",
              description: "<p>Sorteer pakketten.</p>",
              vacancy_type: "volunteering",
              city: "Oldebroek",
              organization_id: foodBank,
            },
          },
        },
      }),
      201,
    );
    const own = await expectDocument(
      await t.request(`/api/v1/organizations/${foodBank}?include=vacancies`, { headers: await as("organization_superuser") }),
      200,
    );
    expect(own.included?.map((r) => [r.type, r.id, r.attributes?.status])).toEqual([["vacancies", draft.data.id, "draft"]]);
    const visitor = await expectDocument(await t.request(`/api/v1/organizations/${foodBank}?include=vacancies`), 200);
    expect(visitor.data.relationships?.vacancies?.data).toEqual([]);
  });
});

describe("changing organizations", () => {
  it("lets staff create; others get 401 or 403 and nothing is created", async () => {
    const attributes = {
      name: "Repair Café",
      organization_type: "NonProfit",
      address: { street: "Molenweg", house_number: "3", postal_code: "8091ab", city: "Oldebroek" },
    };
    await expectErrors(
      await t.request("/api/v1/organizations", { method: "POST", json: body(attributes) }),
      401,
      "not_authorized",
    );
    await expectErrors(
      await t.request("/api/v1/organizations", {
        method: "POST",
        headers: await as("organization_superuser"),
        json: body(attributes),
      }),
      403,
      "forbidden",
    );
    const created = await expectDocument(
      await t.request("/api/v1/organizations", { method: "POST", headers: await as("center_superuser"), json: body(attributes) }),
      201,
    );
    expect(created.data.attributes).toMatchObject({
      name: "Repair Café",
      status: "approved",
      city: "Oldebroek",
      show_contact_details_default: false,
    });
    // Staff set the contact-details default of new vacancies too; a wrong type is refused.
    const edited = await t.request(`/api/v1/organizations/${created.data.id}`, {
      method: "PATCH",
      headers: await as("center_superuser"),
      json: { data: { type: "organizations", id: created.data.id, attributes: { show_contact_details_default: true } } },
    });
    expect((await expectDocument(edited, 200)).data.attributes?.show_contact_details_default).toBe(true);
    await expectErrors(
      await t.request(`/api/v1/organizations/${created.data.id}`, {
        method: "PATCH",
        headers: await as("center_superuser"),
        json: { data: { type: "organizations", id: created.data.id, attributes: { show_contact_details_default: "ja" } } },
      }),
      422,
      "validation_failed",
    );
    expect(created.included?.find((r) => r.type === "addresses")?.attributes?.postal_code).toBe("8091 AB");
    const errors = await expectErrors(
      await t.request("/api/v1/organizations", {
        method: "POST",
        headers: await as("center_superuser"),
        json: body({ name: "", organization_type: "Kerk", website: "geen url" }),
      }),
      422,
      "validation_failed",
    );
    expect(errors.map((e) => e.source?.pointer).sort()).toEqual([
      "/data/attributes/name",
      "/data/attributes/organization_type",
      "/data/attributes/website",
    ]);
  });

  it("follows the state machine: approve, deny with a reason, archive, restore; a wrong step is a 422 and changes nothing", async () => {
    const staff = await as("center_superuser");
    const pending = await idOf("Stichting Buurtkracht");
    await expectErrors(
      await t.request(`/api/v1/organizations/${pending}`, { method: "PUT", headers: staff, json: body({ status: "archived" }) }),
      422,
      "unprocessable",
    );
    expect(await statusOf(pending)).toBe("pending");
    const denied = await expectDocument(
      await t.request(`/api/v1/organizations/${pending}/approve`, {
        method: "PUT",
        headers: staff,
        json: body({ status: "denied", deny_reason: "Geen KvK-nummer" }),
      }),
      200,
    );
    expect(denied.data.attributes).toMatchObject({ status: "denied", deny_reason: "Geen KvK-nummer" });
    await expectDocument(
      await t.request(`/api/v1/organizations/${pending}/approve`, {
        method: "PUT",
        headers: staff,
        json: body({ status: "approved" }),
      }),
      200,
    );
    await expectDocument(
      await t.request(`/api/v1/organizations/${pending}`, { method: "PUT", headers: staff, json: body({ status: "archived" }) }),
      200,
    );
    await expectDocument(
      await t.request(`/api/v1/organizations/${pending}`, { method: "PUT", headers: staff, json: body({ status: "approved" }) }),
      200,
    );
    expect(await statusOf(pending)).toBe("approved");
  });

  it("lets an organization's superuser edit its profile but not its status; deleting is soft and hides it", async () => {
    const own = await idOf("Voedselbank Oldebroek");
    const superuser = await as("organization_superuser");
    const updated = await expectDocument(
      await t.request(`/api/v1/organizations/${own}`, {
        method: "PATCH",
        headers: superuser,
        json: body({ description: "Nieuwe tekst", show_on_social_map: false }),
      }),
      200,
    );
    expect(updated.included?.find((r) => r.type === "organization_profiles")?.attributes?.show_on_social_map).toBe(false);
    await expectErrors(
      await t.request(`/api/v1/organizations/${own}`, {
        method: "PATCH",
        headers: superuser,
        json: body({ status: "archived" }),
      }),
      403,
      "forbidden",
    );
    const other = await idOf("Vrijwilligerscentrale Oldebroek");
    await expectErrors(
      await t.request(`/api/v1/organizations/${other}`, {
        method: "PATCH",
        headers: superuser,
        json: body({ description: "x" }),
      }),
      403,
      "forbidden",
    );
    await expectErrors(
      await t.request(`/api/v1/organizations/${own}`, { method: "DELETE", headers: superuser }),
      403,
      "forbidden",
    );

    const staff = await as("center_superuser");
    expect((await t.request(`/api/v1/organizations/${own}`, { method: "DELETE", headers: staff })).status).toBe(204);
    expect(await statusOf(own)).toBe("deleted");
    await expectErrors(await t.request(`/api/v1/organizations/${own}`, { headers: staff }), 404, "not_found");
  });
});

describe("the user's own organizations", () => {
  it("lists them and selects the first School or VolunteerCenter by default, or the one in Current-Organization-Id", async () => {
    const headers = await as("organization_superuser", "roermond");
    const list = await expectDocument(
      await t.request("/api/v1/current_organizations", { headers: { ...headers, host: "roermond.localhost:3000" } }),
      200,
    );
    expect(list.data.map((o) => o.attributes?.organization_type)).toEqual(["NonProfit", "School"]);
    const host = { ...headers, host: "roermond.localhost:3000" };
    const selected = await expectDocument(
      await t.request("/api/v1/current_organization?include=address,profile", { headers: host }),
      200,
    );
    expect(selected.data.attributes?.name).toBe("Basisschool De Regenboog");
    expect(selected.included?.map((r) => r.type).sort()).toEqual(["addresses", "organization_profiles"]);
    const nonProfit = list.data[0].id;
    const chosen = await expectDocument(
      await t.request("/api/v1/current_organization", { headers: { ...host, "current-organization-id": nonProfit } }),
      200,
    );
    expect(chosen.data.id).toBe(nonProfit);
    const foreign = await idOf("Voedselbank Oldebroek");
    await expectErrors(
      await t.request("/api/v1/current_organization", { headers: { ...host, "current-organization-id": String(foreign) } }),
      403,
      "forbidden",
    );
  });

  it("says 'Geen organisatie gevonden' for a user without organizations", async () => {
    const errors = await expectErrors(
      await t.request("/api/v1/current_organization", { headers: await as("volunteer") }),
      404,
      "not_found",
    );
    expect(errors[0].detail).toBe("Geen organisatie gevonden");
    await expectErrors(await t.request("/api/v1/current_organizations"), 401, "not_authorized");
  });
});
