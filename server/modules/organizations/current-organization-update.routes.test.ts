import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES, type Role } from "../../../contract/identity";
import { withTenant } from "../../db/client";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { auditEvents } from "../audit/audit.table";
import { demoEmail } from "../identity/identity.factory";
import { users } from "../identity/identity.table";
import { vacancies } from "../vacancies/vacancies.table";
import { organizations } from "./organizations.table";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
});
afterAll(() => t.close());

type Tenant = "oldebroek" | "roermond";
const rowOf = async (name: string, tenant: Tenant = "oldebroek") =>
  (await withTenant(t.db, tenant, (tx) => tx.select().from(organizations).where(eq(organizations.name, name))))[0];
const userIdOf = async (role: Role, tenant: Tenant = "oldebroek") =>
  (
    await withTenant(t.db, tenant, (tx) =>
      tx
        .select()
        .from(users)
        .where(eq(users.email, demoEmail(role, tenant))),
    )
  )[0].id;
const body = (attributes: Record<string, unknown>) => ({ data: { type: "organizations", attributes } });

async function patch(role: Role | null, organizationId: number | null, attributes: Record<string, unknown>, tenant?: Tenant) {
  const headers: Record<string, string> = role
    ? { ...(await as(role, tenant)) }
    : { host: `${tenant ?? "oldebroek"}.localhost:3000` };
  if (organizationId) headers["current-organization-id"] = String(organizationId);
  return t.request("/api/v1/current_organization", { method: "PATCH", headers, json: body(attributes) });
}

async function uploadOf(image: Buffer, tenant: Tenant = "oldebroek") {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(image)], "logo.jpg", { type: "image/jpeg" }));
  const doc = await expectDocument(
    await t.request("/api/v1/uploads", { method: "POST", headers: await as("organization_superuser", tenant), body: form }),
    201,
  );
  return Number(doc.data.id);
}

describe("PATCH /current_organization: who may change the selected organization", () => {
  it("lets its superuser and the centre's staff change it, and nobody else", async () => {
    const foodBank = (await rowOf("Voedselbank Oldebroek")).id;
    const [{ id: centre }] = await withTenant(t.db, "oldebroek", (tx) =>
      tx.select().from(organizations).where(eq(organizations.type, "VolunteerCenter")),
    );
    // Each role in an organization it belongs to (the selection must be one of his), or with none at all.
    const expected: Record<Role, [number | null, number]> = {
      admin: [centre, 200],
      center_superuser: [centre, 200],
      content_manager: [centre, 403],
      page_manager: [centre, 403],
      organization_superuser: [foodBank, 200],
      mentor: [foodBank, 403],
      student: [null, 403],
      volunteer: [null, 404],
    };
    for (const role of ROLES) {
      const [organizationId, status] = expected[role];
      const response = await patch(role, organizationId, { description: `Door ${role}` });
      if (status === 200) expect((await expectDocument(response, 200)).data.attributes?.description).toBe(`Door ${role}`);
      else await expectErrors(response, status, status === 403 ? "forbidden" : "not_found");
    }
    await expectErrors(await patch(null, null, { description: "Anoniem" }), 401, "not_authorized");
  });

  it("refuses an organization the superuser does not belong to, and another tenant's, before reading the body", async () => {
    const buurtkracht = (await rowOf("Stichting Buurtkracht")).id;
    const foreign = await rowOf("Voedselbank Roermond", "roermond");
    for (const id of [buurtkracht, foreign.id]) {
      await expectErrors(await patch("organization_superuser", id, { name: "" }), 403, "forbidden");
    }
    // A user of the other tenant without an organization finds none; the foreign row is untouched.
    await expectErrors(await patch("volunteer", null, { name: "Overgenomen" }, "roermond"), 404, "not_found");
    expect((await rowOf("Voedselbank Roermond", "roermond")).name).toBe(foreign.name);
    // A student belongs to the school but does not run it: refused before his bad input is looked at.
    const school = (await rowOf("Basisschool De Regenboog")).id;
    await expectErrors(await patch("student", school, { name: "" }), 403, "forbidden");
  });
});

describe("PATCH /current_organization: what it changes", () => {
  it("saves details, address, profile and contact details, shown on the organization's public page", async () => {
    const foodBank = await rowOf("Voedselbank Oldebroek");
    const mentor = await userIdOf("mentor");
    const doc = await expectDocument(
      await patch("organization_superuser", foodBank.id, {
        description: "Elke zaterdag pakketten.",
        website: "https://voedselbank.example.nl",
        address: { street: "Markt", house_number: "3", postal_code: "8091ab", city: "Oldebroek" },
        non_profit_type: "Voedselhulp",
        activity_type_ids: [1, 6],
        show_on_social_map: false,
        contact_person_id: String(mentor),
        contact_email: "info@voedselbank.example.nl",
        phone_number: "0525 - 654321",
        phone_visible: false,
      }),
      200,
    );
    expect(doc.data.attributes).toMatchObject({
      contact_person_id: String(mentor),
      contact_email: "info@voedselbank.example.nl",
      phone_number: "0525 - 654321",
      phone_visible: false,
    });
    // A visitor reads the new text and e-mail address, not the hidden phone number nor who the contact person is.
    const visitor = await expectDocument(
      await t.request(`/api/v1/organizations/${foodBank.id}?include=address,profile`, {
        headers: { host: "oldebroek.localhost:3000" },
      }),
      200,
    );
    expect(visitor.data.attributes).toMatchObject({
      description: "Elke zaterdag pakketten.",
      contact_email: "info@voedselbank.example.nl",
      phone_number: null,
      contact_person_id: null,
    });
    const included = Object.fromEntries((visitor.included ?? []).map((r) => [r.type, r.attributes]));
    expect(included.addresses).toMatchObject({ street: "Markt", postal_code: "8091 AB" });
    expect(included.organization_profiles).toMatchObject({
      non_profit_type: "Voedselhulp",
      activity_type_ids: [1, 6],
      show_on_social_map: false,
    });
    await expectDocument(await patch("organization_superuser", foodBank.id, { phone_visible: true }), 200);
  });

  it("takes a logo as an upload of the tenant of at most 1 MB, and removes it with null", async () => {
    const foodBank = (await rowOf("Voedselbank Oldebroek")).id;
    const small = await uploadOf(
      await sharp({ create: { width: 64, height: 64, channels: 3, background: "#2f7d5b" } })
        .jpeg()
        .toBuffer(),
    );
    const saved = await expectDocument(await patch("organization_superuser", foodBank, { logo_id: small }), 200);
    expect(saved.data.attributes?.logo_url).toMatch(/^\/uploads\/oldebroek\/\d{4}\/[0-9a-f]{32}\.webp$/);
    // Noise does not compress: its WebP is well over 1 MB.
    const noise = await sharp(randomBytes(1600 * 1600 * 3), { raw: { width: 1600, height: 1600, channels: 3 } })
      .jpeg({ quality: 85 })
      .toBuffer();
    const large = await uploadOf(noise);
    const [tooLarge] = await expectErrors(
      await patch("organization_superuser", foodBank, { logo_id: large }),
      422,
      "validation_failed",
    );
    expect(tooLarge.source?.pointer).toBe("/data/attributes/logo_id");
    expect(tooLarge.detail).toContain("1 MB");
    // Another tenant's upload is as unknown as one that does not exist.
    const elsewhere = await uploadOf(
      await sharp({ create: { width: 64, height: 64, channels: 3, background: "#123456" } })
        .jpeg()
        .toBuffer(),
      "roermond",
    );
    const [foreign] = await expectErrors(
      await patch("organization_superuser", foodBank, { logo_id: elsewhere }),
      422,
      "validation_failed",
    );
    expect(foreign.source?.pointer).toBe("/data/attributes/logo_id");
    const [missing] = await expectErrors(
      await patch("organization_superuser", foodBank, { logo_id: 987_654 }),
      422,
      "validation_failed",
    );
    expect(missing.source?.pointer).toBe("/data/attributes/logo_id");
    expect((await rowOf("Voedselbank Oldebroek")).logoUrl).toBe(saved.data.attributes?.logo_url);
    const removed = await expectDocument(await patch("organization_superuser", foodBank, { logo_id: null }), 200);
    expect(removed.data.attributes?.logo_url).toBeNull();
  });

  it("refuses bad input with a pointer per field and changes nothing", async () => {
    const foodBank = await rowOf("Voedselbank Oldebroek");
    const errors = await expectErrors(
      await patch("organization_superuser", foodBank.id, {
        name: "",
        website: "ftp://example.nl",
        contact_email: "geen-adres",
        phone_number: "12",
        activity_type_ids: [0],
        address: { street: "Markt", house_number: "3", postal_code: "123", city: "Oldebroek" },
        status: "archived",
      }),
      422,
      "validation_failed",
    );
    const pointers = errors.map((e) => e.source?.pointer);
    for (const field of ["name", "website", "contact_email", "phone_number", "address/postal_code"]) {
      expect(pointers).toContain(`/data/attributes/${field}`);
    }
    expect(errors.every((e) => e.detail)).toBe(true);
    expect(await rowOf("Voedselbank Oldebroek")).toEqual(foodBank);
  });

  it("refuses a contact person who is not one of the organization's users", async () => {
    const foodBank = await rowOf("Voedselbank Oldebroek");
    for (const stranger of [await userIdOf("volunteer"), await userIdOf("volunteer", "roermond")]) {
      const [error] = await expectErrors(
        await patch("organization_superuser", foodBank.id, { contact_person_id: stranger }),
        422,
        "validation_failed",
      );
      expect(error.source?.pointer).toBe("/data/attributes/contact_person_id");
    }
    expect((await rowOf("Voedselbank Oldebroek")).contactPersonId).toBe(foodBank.contactPersonId);
  });

  it("writes what changed to the audit log, with who changed it, and nothing for a change to the same", async () => {
    const school = (await rowOf("Basisschool De Regenboog")).id;
    const auditOf = () =>
      withTenant(t.db, "oldebroek", (tx) => tx.select().from(auditEvents).where(eq(auditEvents.subjectId, school))).then((rows) =>
        rows.filter((r) => r.subjectType === "organization"),
      );
    const before = await auditOf();
    await expectDocument(await patch("organization_superuser", school, { description: "Nieuw", phone_visible: false }), 200);
    await expectDocument(await patch("organization_superuser", school, { description: "Nieuw" }), 200);
    const after = await auditOf();
    expect(after).toHaveLength(before.length + 1);
    const record = after.at(-1);
    expect(record?.action).toBe("organization.update");
    expect(record?.actorUserId).toBe(await userIdOf("organization_superuser"));
    expect(record?.details).toEqual({
      changes: {
        description: { from: "Basisschool met een maatschappelijke stage voor oud-leerlingen.", to: "Nieuw" },
        phoneVisible: { from: true, to: false },
      },
    });
  });
});

describe("GET /current_organization?include=members", () => {
  it("gives the organization's users to those who pick its contact person, and refuses the others", async () => {
    const foodBank = (await rowOf("Voedselbank Oldebroek")).id;
    const get = async (role: Role) =>
      t.request("/api/v1/current_organization?include=members", {
        headers: { ...(await as(role)), "current-organization-id": String(foodBank) },
      });
    const doc = await expectDocument(await get("organization_superuser"), 200);
    const names = (doc.included ?? []).filter((r) => r.type === "users").map((r) => r.attributes?.full_name);
    expect(names).toHaveLength(2);
    expect((doc.included ?? []).every((r) => Object.keys(r.attributes ?? {}).join() === "full_name")).toBe(true);
    await expectErrors(await get("mentor"), 403, "forbidden");
  });
});

describe("the default contact person", () => {
  it("becomes the contact person of a new vacancy that names none", async () => {
    const foodBank = (await rowOf("Voedselbank Oldebroek")).id;
    const mentor = await userIdOf("mentor");
    await expectDocument(await patch("organization_superuser", foodBank, { contact_person_id: mentor }), 200);
    const create = async (attributes: Record<string, unknown>) => {
      const doc = await expectDocument(
        await t.request("/api/v1/vacancies", {
          method: "POST",
          headers: await as("organization_superuser"),
          json: {
            data: {
              type: "vacancies",
              attributes: {
                title: "Chauffeur",
                description: "<p>Rijden</p>",
                vacancy_type: "volunteering",
                city: "Oldebroek",
                organization_id: foodBank,
                ...attributes,
              },
            },
          },
        }),
        201,
      );
      const [row] = await withTenant(t.db, "oldebroek", (tx) =>
        tx
          .select()
          .from(vacancies)
          .where(eq(vacancies.id, Number(doc.data.id))),
      );
      return row.contactPersonId;
    };
    expect(await create({})).toBe(mentor);
    // Someone named wins; without a default the author is the contact person, as before.
    const author = await userIdOf("organization_superuser");
    expect(await create({ contact_person_id: author })).toBe(author);
    await expectDocument(await patch("organization_superuser", foodBank, { contact_person_id: null }), 200);
    expect(await create({})).toBe(author);
  });
});
