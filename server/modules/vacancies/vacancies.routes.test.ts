import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../../db/client";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { organizations } from "../organizations/organizations.table";
import { vacancies } from "./vacancies.table";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
});
afterAll(() => t.close());

const idOf = async (name: string, tenant: "oldebroek" | "roermond" = "oldebroek") =>
  (await withTenant(t.db, tenant, (tx) => tx.select().from(organizations).where(eq(organizations.name, name))))[0].id;
const vacancyCount = async () =>
  Number((await withTenant(t.db, "oldebroek", (tx) => tx.select({ n: sql`count(*)` }).from(vacancies)))[0].n);
const body = (attributes: Record<string, unknown>) => JSON.stringify({ data: { type: "vacancies", attributes } });
const json = { "content-type": "application/vnd.api+json" };
const inFuture = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();

const VALID = {
  title: "Chauffeur voor de voedselbank",
  description: "<p>Rijd op zaterdag <strong>pakketten</strong> rond.</p><script>alert(1)</script>",
  vacancy_type: "volunteering",
  city: "Oldebroek",
  postal_code: "8096ab",
  hours_per_week: 4,
  vog_required: true,
  tags: ["regularly"],
  age_group_ids: [3, 4],
};

async function create(role: "organization_superuser" | "center_superuser", attributes: Record<string, unknown>) {
  return t.request("/api/v1/vacancies", {
    method: "POST",
    headers: { ...(await as(role)), ...json },
    body: body(attributes),
  });
}

async function patch(id: string, attributes: Record<string, unknown>, role: "organization_superuser" | "center_superuser") {
  return t.request(`/api/v1/vacancies/${id}`, {
    method: "PATCH",
    headers: { ...(await as(role)), ...json },
    body: body(attributes),
  });
}

describe("writing vacancies", () => {
  it("lets an organization's superuser write a draft in his organization, sanitised, with himself as contact", async () => {
    const foodBank = await idOf("Voedselbank Oldebroek");
    const doc = await expectDocument(await create("organization_superuser", { ...VALID, organization_id: foodBank }), 201);
    expect(doc.data.attributes).toMatchObject({
      title: "Chauffeur voor de voedselbank",
      status: "draft",
      postal_code: "8096 AB",
      vog_required: true,
      hours_per_week: 4,
      tags: ["regularly"],
    });
    expect(doc.data.attributes?.description).toBe("<p>Rijd op zaterdag <strong>pakketten</strong> rond.</p>");
    expect(doc.data.relationships?.contact_person?.data).not.toBeNull();
    // A draft is not public.
    await expectErrors(await t.request(`/api/v1/vacancies/${doc.data.id}`), 404, "not_found");
  });

  it("takes the selected organization when none is named", async () => {
    const foodBank = await idOf("Voedselbank Oldebroek");
    const response = await t.request("/api/v1/vacancies", {
      method: "POST",
      headers: { ...(await as("organization_superuser")), ...json, "current-organization-id": String(foodBank) },
      body: body({ ...VALID, title: "Gastvrouw uitgifte" }),
    });
    const doc = await expectDocument(response, 201);
    expect(doc.data.attributes?.organization_id).toBe(foodBank);
  });

  it("refuses bad input with a translated error on the right attribute and stores nothing", async () => {
    const foodBank = await idOf("Voedselbank Oldebroek");
    const before = await vacancyCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...VALID, title: "ab" }, "/data/attributes/title"],
      [{ ...VALID, description: "kort" }, "/data/attributes/description"],
      [{ ...VALID, vacancy_type: "job" }, "/data/attributes/vacancy_type"],
      [{ ...VALID, tags: ["paid"] }, "/data/attributes/tags/0"],
      [{ ...VALID, postal_code: "12345" }, "/data/attributes/postal_code"],
      [{ ...VALID, hours_per_week: 200 }, "/data/attributes/hours_per_week"],
      [{ ...VALID, city: null, postal_code: null }, "/data/attributes/city"],
      [{ ...VALID, expires_at: new Date(Date.now() - 1000).toISOString() }, "/data/attributes/expires_at"],
      [{ ...VALID, organization_id: undefined }, "/data/attributes/organization_id"],
      [{ ...VALID, themes: ["knitting"] }, "/data/attributes/themes/0"],
      [{ ...VALID, themes: ["sport", "culture", "events", "transport"] }, "/data/attributes/themes"],
      [{ ...VALID, themes: ["sport", "sport"] }, "/data/attributes/themes"],
    ];
    for (const [attributes, pointer] of cases) {
      const errors = await expectErrors(
        await create("organization_superuser", { organization_id: foodBank, ...attributes }),
        422,
        "validation_failed",
      );
      expect(
        errors.map((e) => e.source?.pointer),
        JSON.stringify(attributes),
      ).toContain(pointer);
      expect(errors[0].detail).toBeTruthy();
    }
    expect(await vacancyCount()).toBe(before);
  });

  it("refuses another organization's superuser, volunteers and visitors", async () => {
    // The demo superuser belongs to the food bank and the school, not to this pending foundation.
    const other = await idOf("Stichting Buurtkracht");
    const before = await vacancyCount();
    await expectErrors(await create("organization_superuser", { ...VALID, organization_id: other }), 403, "forbidden");
    const volunteer = await t.request("/api/v1/vacancies", {
      method: "POST",
      headers: { ...(await as("volunteer")), ...json },
      body: body({ ...VALID, organization_id: other }),
    });
    await expectErrors(volunteer, 403, "forbidden");
    await expectErrors(
      await t.request("/api/v1/vacancies", { method: "POST", headers: json, body: body(VALID) }),
      401,
      "not_authorized",
    );
    expect(await vacancyCount()).toBe(before);
  });

  it("lets the centre's staff write for any organization of the centre", async () => {
    const school = await idOf("Basisschool De Regenboog");
    const doc = await expectDocument(
      await create("center_superuser", { ...VALID, title: "Voorleesouder", organization_id: school, remote: true }),
      201,
    );
    expect(doc.data.attributes).toMatchObject({ remote: true, organization_id: school });
    expect(doc.data.relationships?.contact_person?.data).toBeNull();
  });
});

describe("themes", () => {
  it("stores up to three themes, returns them, and lets a patch change them", async () => {
    const foodBank = await idOf("Voedselbank Oldebroek");
    const doc = await expectDocument(
      await create("organization_superuser", { ...VALID, organization_id: foodBank, themes: ["care-welfare", "transport"] }),
      201,
    );
    expect(doc.data.attributes?.themes).toEqual(["care-welfare", "transport"]);
    const patched = await expectDocument(await patch(doc.data.id, { themes: ["sport"] }, "organization_superuser"), 200);
    expect(patched.data.attributes?.themes).toEqual(["sport"]);
    const errors = await expectErrors(
      await patch(doc.data.id, { themes: ["sport", "culture", "events", "transport"] }, "organization_superuser"),
      422,
      "validation_failed",
    );
    expect(errors[0].source?.pointer).toBe("/data/attributes/themes");
    const unchanged = await expectDocument(
      await t.request(`/api/v1/vacancies/${doc.data.id}`, { headers: await as("organization_superuser") }),
      200,
    );
    expect(unchanged.data.attributes?.themes).toEqual(["sport"]);
  });
});

describe("the contact person's details", () => {
  const contactOf = async (id: string, headers: Record<string, string> = {}) => {
    const doc = await expectDocument(await t.request(`/api/v1/vacancies/${id}?include=contact_person`, { headers }), 200);
    return doc.included?.find((r) => r.type === "users")?.attributes ?? {};
  };
  const setDefault = async (value: boolean) => {
    const foodBank = await idOf("Voedselbank Oldebroek");
    const response = await t.request("/api/v1/current_organization", {
      method: "PATCH",
      headers: { ...(await as("organization_superuser")), ...json, "current-organization-id": String(foodBank) },
      body: JSON.stringify({ data: { type: "organizations", attributes: { show_contact_details_default: value } } }),
    });
    return expectDocument(response, 200);
  };

  it("never shows a visitor the phone or e-mail unless the vacancy allows it; staff always see them", async () => {
    const foodBank = await idOf("Voedselbank Oldebroek");
    const doc = await expectDocument(
      await create("organization_superuser", {
        ...VALID,
        organization_id: foodBank,
        status: "published",
        show_contact_details: false,
      }),
      201,
    );
    expect(doc.data.attributes?.show_contact_details).toBe(false);
    const hidden = await contactOf(doc.data.id);
    expect(hidden.full_name).toBeTruthy();
    expect(hidden.email).toBeNull();
    expect(hidden.phone_number).toBeNull();
    // A volunteer signed in is a visitor too.
    expect((await contactOf(doc.data.id, await as("volunteer"))).email).toBeNull();
    expect((await contactOf(doc.data.id, await as("organization_superuser"))).email).toContain("@");
    await expectDocument(await patch(doc.data.id, { show_contact_details: true }, "organization_superuser"), 200);
    expect((await contactOf(doc.data.id)).email).toContain("@");
  });

  it("gives a new vacancy the organization's default unless the write says otherwise", async () => {
    const foodBank = await idOf("Voedselbank Oldebroek");
    const organization = await setDefault(true);
    expect(organization.data.attributes?.show_contact_details_default).toBe(true);
    try {
      const byDefault = await expectDocument(
        await create("organization_superuser", { ...VALID, organization_id: foodBank }),
        201,
      );
      expect(byDefault.data.attributes?.show_contact_details).toBe(true);
      const chosen = await expectDocument(
        await create("organization_superuser", { ...VALID, organization_id: foodBank, show_contact_details: false }),
        201,
      );
      expect(chosen.data.attributes?.show_contact_details).toBe(false);
    } finally {
      await setDefault(false);
    }
    const off = await expectDocument(await create("organization_superuser", { ...VALID, organization_id: foodBank }), 201);
    expect(off.data.attributes?.show_contact_details).toBe(false);
  });
});

describe("the status machine", () => {
  it("publishes, fills, reopens, archives and restores; refuses the rest with a 422", async () => {
    const foodBank = await idOf("Voedselbank Oldebroek");
    const doc = await expectDocument(await create("organization_superuser", { ...VALID, organization_id: foodBank }), 201);
    const id = doc.data.id;
    const errors = await expectErrors(await patch(id, { status: "filled" }, "organization_superuser"), 422, "unprocessable");
    expect(errors[0].detail).toBe("Een vacature met status 'draft' kan niet naar 'filled'.");
    for (const status of ["published", "filled", "published", "archived", "draft"]) {
      const next = await expectDocument(await patch(id, { status }, "organization_superuser"), 200);
      expect(next.data.attributes?.status).toBe(status);
      expect(next.data.attributes?.published_at).not.toBeNull();
    }
  });

  it("republishes an expired vacancy only with a future end date", async () => {
    const foodBank = await idOf("Voedselbank Oldebroek");
    const doc = await expectDocument(
      await create("organization_superuser", {
        ...VALID,
        organization_id: foodBank,
        status: "published",
        expires_at: inFuture(1),
      }),
      201,
    );
    const id = Number(doc.data.id);
    await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .update(vacancies)
        .set({ status: "expired", expiresAt: new Date(Date.now() - 1000) })
        .where(eq(vacancies.id, id)),
    );
    const refused = await expectErrors(
      await patch(String(id), { status: "published" }, "organization_superuser"),
      422,
      "validation_failed",
    );
    expect(refused[0].source?.pointer).toBe("/data/attributes/expires_at");
    const ok = await expectDocument(
      await patch(String(id), { status: "published", expires_at: inFuture(30) }, "organization_superuser"),
      200,
    );
    expect(ok.data.attributes?.status).toBe("published");
  });

  it("deletes softly: the vacancy is gone for everyone and stays in the database", async () => {
    const foodBank = await idOf("Voedselbank Oldebroek");
    const doc = await expectDocument(await create("organization_superuser", { ...VALID, organization_id: foodBank }), 201);
    const headers = await as("organization_superuser");
    expect((await t.request(`/api/v1/vacancies/${doc.data.id}`, { method: "DELETE", headers })).status).toBe(204);
    await expectErrors(await t.request(`/api/v1/vacancies/${doc.data.id}`, { headers }), 404, "not_found");
    const [row] = await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .select()
        .from(vacancies)
        .where(eq(vacancies.id, Number(doc.data.id))),
    );
    expect(row.status).toBe("deleted");
  });
});

describe("reading vacancies", () => {
  it("shows a published vacancy to anyone, without the contact's phone unless the vacancy shows it", async () => {
    const foodBank = await idOf("Voedselbank Oldebroek");
    const doc = await expectDocument(
      await create("organization_superuser", { ...VALID, organization_id: foodBank, status: "published" }),
      201,
    );
    const visitor = await expectDocument(
      await t.request(`/api/v1/vacancies/${doc.data.id}?include=organization,contact_person`),
      200,
    );
    expect(visitor.meta?.can_edit).toBe(false);
    const contact = visitor.included?.find((r) => r.type === "users");
    expect(contact?.attributes?.phone_number).toBeNull();
    expect(visitor.included?.find((r) => r.type === "organizations")?.attributes?.name).toBe("Voedselbank Oldebroek");
    await expectErrors(await t.request(`/api/v1/vacancies/${doc.data.id}?include=secrets`), 400, "invalid_query");
  });

  it("keeps another tenant's vacancy and a nonsense id at 404", async () => {
    const foodBank = await idOf("Voedselbank Oldebroek");
    const doc = await expectDocument(
      await create("organization_superuser", { ...VALID, organization_id: foodBank, status: "published" }),
      201,
    );
    await expectErrors(
      await t.request(`/api/v1/vacancies/${doc.data.id}`, { headers: { host: "roermond.localhost:3000" } }),
      404,
      "not_found",
    );
    for (const id of ["abc", "0", "-1", "99999999999999999999"]) {
      await expectErrors(await t.request(`/api/v1/vacancies/${id}`), 404, "not_found");
    }
  });

  it("lists the back office by role, with counts per status, filters and sort", async () => {
    const other = await idOf("Stichting Buurtkracht");
    await expectDocument(await create("center_superuser", { ...VALID, title: "Buurtbemiddelaar", organization_id: other }), 201);
    const own = await expectDocument(
      await t.request("/api/v1/vacancies?sort=-created_at", { headers: await as("organization_superuser") }),
      200,
    );
    const foodBank = await idOf("Voedselbank Oldebroek");
    expect(own.data.length).toBeGreaterThan(0);
    const school = await idOf("Basisschool De Regenboog");
    expect(new Set(own.data.map((v) => v.attributes?.organization_id))).toEqual(new Set([foodBank, school]));
    // With a selected organization, only that one's.
    const selected = await expectDocument(
      await t.request("/api/v1/vacancies", {
        headers: { ...(await as("organization_superuser")), "current-organization-id": String(foodBank) },
      }),
      200,
    );
    expect(new Set(selected.data.map((v) => v.attributes?.organization_id))).toEqual(new Set([foodBank]));
    const staff = await expectDocument(await t.request("/api/v1/vacancies", { headers: await as("center_superuser") }), 200);
    expect(staff.meta?.total).toBeGreaterThan(own.meta?.total as number);
    const counts = staff.meta?.status_counts as Record<string, number>;
    expect(counts.published).toBeGreaterThan(0);
    expect(counts.deleted).toBeUndefined();
    const published = await expectDocument(
      await t.request("/api/v1/vacancies?filter[status_eq]=published&filter[title_cont]=chauffeur", {
        headers: await as("center_superuser"),
      }),
      200,
    );
    expect(published.data.every((v) => v.attributes?.status === "published")).toBe(true);
    expect(published.data.every((v) => String(v.attributes?.title).toLowerCase().includes("chauffeur"))).toBe(true);

    await expectErrors(await t.request("/api/v1/vacancies", { headers: await as("volunteer") }), 403, "forbidden");
    await expectErrors(await t.request("/api/v1/vacancies"), 401, "not_authorized");
    await expectErrors(
      await t.request("/api/v1/vacancies?filter[status_eq]=gone", { headers: await as("center_superuser") }),
      400,
      "invalid_query",
    );
    const roermond = await expectDocument(
      await t.request("/api/v1/vacancies", {
        headers: { ...(await as("center_superuser", "roermond")), host: "roermond.localhost:3000" },
      }),
      200,
    );
    expect(roermond.data).toEqual([]);
  });
});

describe("the back office's language filter", () => {
  it("lists only the vacancies without an English title with filter[without_english], as the pages list does", async () => {
    const foodBank = await idOf("Voedselbank Oldebroek");
    const withEnglish = { ...VALID, organization_id: foodBank, title: "Taalfilter bezorger", title_en: "Delivery volunteer" };
    await expectDocument(await create("center_superuser", withEnglish), 201);
    const dutchOnly = await expectDocument(
      await create("center_superuser", { ...VALID, organization_id: foodBank, title: "Taalfilter chauffeur" }),
      201,
    );
    const list = async (query: string) =>
      (await expectDocument(await t.request(`/api/v1/vacancies?${query}`, { headers: await as("center_superuser") }), 200)).data;
    expect(await list("filter[title_cont]=taalfilter")).toHaveLength(2);
    const untranslated = await list("filter[title_cont]=taalfilter&filter[without_english]=true");
    expect(untranslated.map((v) => v.id)).toEqual([dutchOnly.data.id]);
  });
});
