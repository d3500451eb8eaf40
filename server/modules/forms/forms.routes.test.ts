import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ROLES, type Role } from "../../../contract/identity";
import type { TenantId } from "../../config/tenants";
import { withTenant } from "../../db/client";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { organizations } from "../organizations/organizations.table";
import { formsTestApp, type SendOptions } from "./forms.fixtures";
import { formSubmissions } from "./forms.table";

const forms = formsTestApp();
const { send } = forms;
const MANAGERS: Role[] = ["admin", "center_superuser", "content_manager"];

const asManager: SendOptions = { role: "content_manager" };

async function aForm(attributes: Record<string, unknown>, options: SendOptions = asManager) {
  return (await expectDocument(await send("POST", "/api/v1/forms", attributes, options), 201)).data;
}

const question = (formId: string, attributes: Record<string, unknown> | undefined, method = "POST", questionId?: string) =>
  send(method, `/api/v1/forms/${formId}/questions${questionId ? `/${questionId}` : ""}`, attributes, {
    ...asManager,
    type: "form_questions",
  });

async function questions(formId: string, query = "") {
  const { data } = await expectDocument(
    await send("GET", `/api/v1/forms/${formId}/questions${query}`, undefined, asManager),
    200,
  );
  return data.map((resource) => ({ id: resource.id, ...resource.attributes }) as Record<string, unknown> & { id: string });
}

async function organizationId(tenant: TenantId, name: string) {
  const [row] = await withTenant(forms.app().db, tenant, (tx) =>
    tx.select().from(organizations).where(eq(organizations.name, name)),
  );
  return row.id;
}

describe("forms: who may keep them", () => {
  it("the centre's staff and content managers make, read, change and remove forms; everyone else is refused before the body is read", async () => {
    for (const role of MANAGERS) await aForm({ title: `Aanmelding van ${role}` }, { role, tenant: "roermond" });
    const [target] = (
      await expectDocument(await send("GET", "/api/v1/forms", undefined, { role: "admin", tenant: "roermond" }), 200)
    ).data;
    for (const role of ROLES.filter((r) => !MANAGERS.includes(r))) {
      const who = { role, tenant: "roermond" };
      await expectErrors(await send("GET", "/api/v1/forms", undefined, who), 403, "forbidden");
      await expectErrors(await send("GET", `/api/v1/forms/${target.id}`, undefined, who), 403, "forbidden");
      await expectErrors(await send("POST", "/api/v1/forms", { title: "" }, who), 403, "forbidden");
      await expectErrors(await send("PATCH", `/api/v1/forms/${target.id}`, { title: "" }, who), 403, "forbidden");
      await expectErrors(await send("DELETE", `/api/v1/forms/${target.id}`, undefined, who), 403, "forbidden");
      await expectErrors(
        await send("POST", `/api/v1/forms/${target.id}/questions`, { text: "" }, { ...who, type: "form_questions" }),
        403,
        "forbidden",
      );
    }
    await expectErrors(await send("GET", "/api/v1/forms", undefined, { tenant: "roermond" }), 401, "not_authorized");
    await expectErrors(await send("POST", "/api/v1/forms", { title: "" }, { tenant: "roermond" }), 401, "not_authorized");
  });

  it("another tenant's form and an unknown one are a 404, before a body is read", async () => {
    const theirs = await aForm({ title: "Alleen van Roermond" }, { role: "admin", tenant: "roermond" });
    for (const id of [theirs.id, "999999", "abc"]) {
      await expectErrors(await send("GET", `/api/v1/forms/${id}`, undefined, asManager), 404, "not_found");
      await expectErrors(await send("PATCH", `/api/v1/forms/${id}`, { title: "" }, asManager), 404, "not_found");
      await expectErrors(await send("DELETE", `/api/v1/forms/${id}`, undefined, asManager), 404, "not_found");
      await expectErrors(await question(id, { text: "" }), 404, "not_found");
    }
    const { data } = await expectDocument(await send("GET", "/api/v1/forms?filter[search]=Roermond", undefined, asManager), 200);
    expect(data).toEqual([]);
  });
});

describe("forms: what they hold", () => {
  it("starts open and public, keeps submissions 12 months, and takes every field of the spec", async () => {
    const form = await aForm({ title: "  Evaluatie vrijwilligersavond  " });
    expect(form.attributes).toMatchObject({
      title: "Evaluatie vrijwilligersavond",
      description: null,
      organization_id: null,
      access_permission: "anonymous",
      is_open: true,
      closes_at: null,
      max_submissions: null,
      retention_months: 12,
      accepts_submissions: true,
      question_count: 0,
      submission_count: 0,
    });
    const foodBank = await organizationId("oldebroek", "Voedselbank Oldebroek");
    const changed = await expectDocument(
      await send(
        "PATCH",
        `/api/v1/forms/${form.id}`,
        {
          description: "Laat ons weten hoe je de avond vond.",
          organization_id: foodBank,
          access_permission: "token_holder",
          closes_at: "2030-01-31T23:00:00+01:00",
          max_submissions: 40,
          retention_months: 6,
        },
        asManager,
      ),
      200,
    );
    expect(changed.data.attributes).toMatchObject({
      title: "Evaluatie vrijwilligersavond",
      description: "Laat ons weten hoe je de avond vond.",
      organization_id: foodBank,
      organization_name: "Voedselbank Oldebroek",
      access_permission: "token_holder",
      closes_at: "2030-01-31T22:00:00.000Z",
      max_submissions: 40,
      retention_months: 6,
      accepts_submissions: true,
    });
    const cleared = await expectDocument(
      await send("PATCH", `/api/v1/forms/${form.id}`, { description: "", organization_id: null, closes_at: null }, asManager),
      200,
    );
    expect(cleared.data.attributes).toMatchObject({ description: null, organization_id: null, closes_at: null });
  });

  it("takes no answers when closed, past its closing moment or at its maximum", async () => {
    const closed = await aForm({ title: "Gesloten formulier", is_open: false });
    expect(closed.attributes?.accepts_submissions).toBe(false);
    const past = await aForm({ title: "Verlopen formulier", closes_at: "2020-01-01T00:00:00Z" });
    expect(past.attributes?.accepts_submissions).toBe(false);
    const full = await aForm({ title: "Vol formulier", max_submissions: 1 });
    await withTenant(forms.app().db, "oldebroek", (tx) =>
      tx.insert(formSubmissions).values({ tenantId: "oldebroek", formId: Number(full.id), questions: [], answers: {} }),
    );
    const { data } = await expectDocument(await send("GET", `/api/v1/forms/${full.id}`, undefined, asManager), 200);
    expect(data.attributes).toMatchObject({ submission_count: 1, accepts_submissions: false });
  });

  it("says in the caller's language what is wrong, and writes nothing", async () => {
    const form = await aForm({ title: "Onveranderd" });
    const cases: [Record<string, unknown>, string, string][] = [
      // Left empty is 'required', not a minimum length.
      [{ title: "" }, "title", "Dit veld is verplicht"],
      [{ title: "Ab" }, "title", "Gebruik minimaal 3 tekens"],
      [{ title: "x".repeat(121) }, "title", "Gebruik maximaal 120 tekens"],
      [{ title: "Goed", access_permission: "everyone" }, "access_permission", ""],
      [{ title: "Goed", max_submissions: 0 }, "max_submissions", ""],
      [{ title: "Goed", retention_months: 121 }, "retention_months", ""],
      [{ title: "Goed", closes_at: "morgen" }, "closes_at", ""],
      [{ title: "Goed", description: "x".repeat(10_001) }, "description", "Gebruik maximaal 10000 tekens"],
    ];
    for (const [attributes, field, detail] of cases) {
      for (const [method, path] of [
        ["POST", "/api/v1/forms"],
        ["PATCH", `/api/v1/forms/${form.id}`],
      ]) {
        const [error] = await expectErrors(await send(method, path, attributes, asManager), 422, "validation_failed");
        expect(error.source?.pointer, JSON.stringify(attributes)).toBe(`/data/attributes/${field}`);
        if (detail) expect(error.detail).toBe(detail);
      }
    }
    // The organization is one of this centre's: not another tenant's, not an unknown one.
    const elsewhere = await organizationId("roermond", (await firstOrganizationName("roermond")) as string);
    for (const id of [elsewhere, 999_999]) {
      const [error] = await expectErrors(
        await send(
          "PATCH",
          `/api/v1/forms/${form.id}`,
          { organization_id: id, title: "Anders" },
          { ...asManager, language: "en" },
        ),
        422,
        "validation_failed",
      );
      expect(error).toMatchObject({
        detail: "This organisation does not belong to this centre.",
        source: { pointer: "/data/attributes/organization_id" },
      });
    }
    const { data } = await expectDocument(await send("GET", `/api/v1/forms/${form.id}`, undefined, asManager), 200);
    expect(data.attributes?.title).toBe("Onveranderd");
  });

  it("lists the centre's forms with search, access filter and counts, and removes one with its questions", async () => {
    const tenant = "demo";
    const who = { role: "center_superuser" as Role, tenant };
    const open = await aForm({ title: "Zoekbaar inschrijfformulier" }, who);
    await aForm({ title: "Zoekbaar evaluatieformulier", access_permission: "token_holder" }, who);
    await expectDocument(
      await send(
        "POST",
        `/api/v1/forms/${open.id}/questions`,
        { text: "Naam", question_type: "text" },
        { ...who, type: "form_questions" },
      ),
      201,
    );
    const list = async (query: string) =>
      (await expectDocument(await send("GET", `/api/v1/forms${query}`, undefined, who), 200)).data.map(
        (f) => f.attributes?.title,
      );
    // A new question makes the form the most recently changed.
    expect(await list("?filter[search]=zoekbaar")).toEqual(["Zoekbaar inschrijfformulier", "Zoekbaar evaluatieformulier"]);
    expect(await list("?filter[search]=zoekbaar&filter[access_permission]=token_holder")).toEqual([
      "Zoekbaar evaluatieformulier",
    ]);
    expect(await list("?filter[search]=100%25")).toEqual([]);
    const { data, meta } = await expectDocument(await send("GET", "/api/v1/forms?filter[search]=inschrijf", undefined, who), 200);
    expect(data[0].attributes).toMatchObject({ question_count: 1, submission_count: 0 });
    expect(meta).toMatchObject({ total: 1 });
    await expectErrors(await send("GET", "/api/v1/forms?filter[state]=open", undefined, who), 400, "invalid_query");

    expect((await send("DELETE", `/api/v1/forms/${open.id}`, undefined, who)).status).toBe(204);
    expect(await list("?filter[search]=zoekbaar")).toEqual(["Zoekbaar evaluatieformulier"]);
  });
});

async function firstOrganizationName(tenant: TenantId) {
  const rows = await withTenant(forms.app().db, tenant, (tx) =>
    tx.select({ name: organizations.name }).from(organizations).limit(1),
  );
  return rows[0]?.name;
}

describe("form questions", () => {
  it("takes the ten types, each with what it needs, and keeps them in order", async () => {
    const form = await aForm({ title: "Alle soorten vragen" });
    const made: Record<string, string> = {};
    for (const [type, extra] of [
      ["text", { long_answer: true, required: true }],
      ["multiple_choice", { options: ["Ja", "Nee"] }],
      ["date", {}],
      ["number", {}],
      ["checkbox", { options: ["Maandag", "Dinsdag", "Woensdag"] }],
      ["email", { required: true }],
      ["url", {}],
      ["phone", {}],
      ["info_section", { required: true, options: ["genegeerd"] }],
      ["time", { long_answer: true }],
    ] as const) {
      const { data } = await expectDocument(
        await question(form.id, { text: `Vraag ${type}`, question_type: type, ...extra }),
        201,
      );
      made[type] = data.id;
    }
    const list = await questions(form.id);
    expect(list.map((q) => q.question_type)).toEqual([
      "text",
      "multiple_choice",
      "date",
      "number",
      "checkbox",
      "email",
      "url",
      "phone",
      "info_section",
      "time",
    ]);
    expect(list.map((q) => q.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const byType = Object.fromEntries(list.map((q) => [q.question_type, q]));
    expect(byType.text).toMatchObject({ long_answer: true, required: true, options: [] });
    const days = byType.checkbox.options as { id: string; label: string; label_en: null }[];
    expect(days.map((option) => [option.label, option.label_en])).toEqual([
      ["Maandag", null],
      ["Dinsdag", null],
      ["Woensdag", null],
    ]);
    expect(new Set(days.map((option) => option.id)).size).toBe(3);
    // An explanation is never required and has no options; only text has a long answer.
    expect(byType.info_section).toMatchObject({ required: false, options: [] });
    expect(byType.time).toMatchObject({ long_answer: false });

    // Moved to the top; removed, it leaves the form but stays readable for old submissions.
    await expectDocument(await question(form.id, { position: 0 }, "PATCH", made.email), 200);
    expect((await questions(form.id)).map((q) => q.question_type).slice(0, 2)).toEqual(["email", "text"]);
    expect((await question(form.id, undefined, "DELETE", made.date)).status).toBe(204);
    const after = await questions(form.id);
    expect(after).toHaveLength(9);
    expect(after.map((q) => q.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const withDeleted = await questions(form.id, "?filter[deleted]=true");
    expect(withDeleted.find((q) => q.id === made.date)).toMatchObject({ deleted: true, text: "Vraag date" });
    await expectErrors(await question(form.id, { text: "Weer terug" }, "PATCH", made.date), 404, "not_found");
    const { data } = await expectDocument(await send("GET", `/api/v1/forms/${form.id}`, undefined, asManager), 200);
    expect(data.attributes?.question_count).toBe(9);
  });

  it("says in the caller's language what is wrong with a question, and writes nothing", async () => {
    const form = await aForm({ title: "Foute vragen" });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ text: "", question_type: "text" }, "text", "Dit veld is verplicht"],
      [{ text: "Kleur?", question_type: "colour" }, "question_type", ""],
      [{ text: "Kies", question_type: "multiple_choice", options: ["Alleen"] }, "options", "Geef minstens 2 keuzes"],
      [{ text: "Vink aan", question_type: "checkbox" }, "options", "Geef minstens 1 keuze"],
      [
        { text: "Kies", question_type: "multiple_choice", options: ["Ja", "Ja"] },
        "options",
        "Elke keuze mag maar één keer voorkomen",
      ],
      [{ text: "Kies", question_type: "checkbox", options: Array.from({ length: 51 }, (_, i) => `Keuze ${i}`) }, "options", ""],
      [{ text: "Kies", question_type: "checkbox", options: ["x".repeat(201)] }, "options.0.label", "Gebruik maximaal 200 tekens"],
    ];
    for (const [attributes, field, detail] of cases) {
      const [error] = await expectErrors(await question(form.id, attributes), 422, "validation_failed");
      expect(error.source?.pointer, JSON.stringify(attributes)).toBe(`/data/attributes/${field.replaceAll(".", "/")}`);
      if (detail) expect(error.detail).toBe(detail);
    }
    // A text question made a choice needs its options too.
    const { data } = await expectDocument(await question(form.id, { text: "Wat?", question_type: "text" }), 201);
    const [error] = await expectErrors(
      await question(form.id, { question_type: "multiple_choice" }, "PATCH", data.id),
      422,
      "validation_failed",
    );
    expect(error).toMatchObject({ detail: "Geef minstens 2 keuzes", source: { pointer: "/data/attributes/options" } });
    await expectErrors(await question(form.id, { text: "Wat?" }, "PATCH", "abc"), 404, "not_found");
    expect((await questions(form.id)).map((q) => q.question_type)).toEqual(["text"]);
  });
});
