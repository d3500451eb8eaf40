import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions } from "../../test/sign-in";
import { startSmtpInbox } from "../../test/smtp-inbox";
import { xlsxRows } from "../../test/spreadsheets";
import { createTestApp, type TestApp } from "../../test/test-app";
import { applyBody, buildOpenVacancy, demoUserId, guest, organizationId, statusOf } from "./applications.fixtures";

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let as: ReturnType<typeof demoSessions>;
let open: number;
let withContact: number;
const closed: Record<string, number> = {};

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ smtpUrl: inbox.url });
  as = demoSessions(t);
  open = (await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek")).id;
  withContact = (
    await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek", {
      title: "Magazijnmedewerker",
      contactPersonId: await demoUserId(t, "mentor"),
    })
  ).id;
  const day = 24 * 3600 * 1000;
  closed.draft = (await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek", { status: "draft" })).id;
  closed.pastExpiry = (
    await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek", { expiresAt: new Date(Date.now() - day) })
  ).id;
  closed.pendingOrganization = (await buildOpenVacancy(t.db, "oldebroek", "Stichting Buurtkracht")).id;
  closed.otherTenant = (await buildOpenVacancy(t.db, "roermond", "Voedselbank Roermond")).id;
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

// Each guest call from its own address, so only the rate-limit test meets the limit.
let address = 0;
const post = (json: unknown, headers: Record<string, string> = {}, from?: string) =>
  t.request("/api/v1/applications", {
    method: "POST",
    json,
    headers,
    address: from ?? `10.9.${Math.floor(++address / 250)}.${address % 250}`,
  });

describe("POST /applications", () => {
  it("takes a guest's application, mails him a confirmation and the organization's superusers a notice", async () => {
    const created = await expectDocument(await post(guest(open, "Gijs.Gast@Example.test")), 201);
    expect(created.data.attributes).toMatchObject({
      name: "Gijs Gast",
      vacancy_title: "Chauffeur voor de voedselbank",
      email: "gijs.gast@example.test",
      phone_number: "06 12345678",
      message: "Ik rijd graag.",
      status: "submitted",
      decision_message: null,
      decided_at: null,
      has_account: false,
    });
    expect(created.data.relationships?.vacancy?.data).toEqual({ type: "vacancies", id: String(open) });
    expect(created.included?.[0].attributes?.organization_name).toBe("Voedselbank Oldebroek");
    expect(await statusOf(t, Number(created.data.id))).toBe("submitted");

    await t.jobs.workDue();
    const confirmation = await inbox.waitFor("gijs.gast@example.test");
    expect(confirmation.subject).toBe("We hebben je aanmelding voor Chauffeur voor de voedselbank ontvangen");
    expect(confirmation.text).toContain("Beste Gijs,");
    // No contact person: the organization's superusers hear of it (not the mentor, who is only a member).
    const notice = await inbox.waitFor("organization-superuser@oldebroek.demo.test");
    expect(notice.subject).toBe("Nieuwe aanmelding voor Chauffeur voor de voedselbank");
    expect(notice.text).toContain("Gijs Gast heeft zich aangemeld");
    expect(notice.text).toContain(`/nl/applications/${created.data.id}`);
    expect(inbox.received.some((m) => m.to.includes("mentor@oldebroek.demo.test"))).toBe(false);
  });

  it("mails the confirmation in the language applied in, and the notice to the contact person when there is one", async () => {
    await expectDocument(await post(guest(withContact, "english@example.test"), { "accept-language": "en" }), 201);
    await t.jobs.workDue();
    expect((await inbox.waitFor("english@example.test")).subject).toBe(
      "We have received your application for Magazijnmedewerker",
    );
    expect((await inbox.waitFor("mentor@oldebroek.demo.test")).subject).toBe("Nieuwe aanmelding voor Magazijnmedewerker");
  });

  it("links a signed-in volunteer's account", async () => {
    const headers = await as("volunteer");
    const created = await expectDocument(
      await post(guest(open, "volunteer@oldebroek.demo.test", { first_name: "Vera", last_name: "Vrijwilliger" }), headers),
      201,
    );
    const mine = await expectDocument(await t.request("/api/v1/current_user/applications", { headers }), 200);
    expect(mine.data.map((a) => a.id)).toContain(created.data.id);
  });

  it("refuses a second open application by the same address to the same vacancy (422 on email)", async () => {
    await expectDocument(await post(guest(open, "dubbel@example.test")), 201);
    const errors = await expectErrors(await post(guest(open, "DUBBEL@example.test")), 422, "unprocessable");
    expect(errors[0]).toMatchObject({
      source: { pointer: "/data/attributes/email" },
      detail: "Met dit e-mailadres wacht al een aanmelding voor deze vacature op een besluit.",
    });
    // Another vacancy is fine.
    await expectDocument(await post(guest(withContact, "dubbel@example.test")), 201);
  });

  it("answers 404 for a vacancy that is hidden or of another tenant, 422 for a closed one; nothing is stored", async () => {
    for (const id of [closed.draft, closed.pendingOrganization, closed.otherTenant, 999_999]) {
      const errors = await expectErrors(await post(guest(id, `weg-${id}@example.test`)), 404, "not_found");
      expect(errors[0].source?.pointer).toBe("/data/attributes/vacancy_id");
    }
    const errors = await expectErrors(
      await post(guest(closed.pastExpiry, "laat@example.test"), { "accept-language": "en" }),
      422,
      "unprocessable",
    );
    expect(errors[0].detail).toBe("This vacancy no longer accepts applications.");
    const all = await expectDocument(await t.request("/api/v1/applications?filter[q]=weg-", { headers: await as("admin") }), 200);
    expect(all.data).toHaveLength(0);
  });

  it("validates every field in the request's language, with a pointer per problem", async () => {
    const errors = await expectErrors(
      await post(
        applyBody({
          vacancy_id: "abc",
          first_name: "",
          last_name: "x".repeat(101),
          email: "geen-adres",
          phone_number: "12",
          message: "m".repeat(2001),
          accept_terms: false,
        }),
        { "accept-language": "en" },
      ),
      422,
      "validation_failed",
    );
    const byField = Object.fromEntries(errors.map((e) => [e.source?.pointer?.split("/").pop(), e.detail]));
    expect(byField).toMatchObject({
      first_name: "Enter your first name",
      last_name: "Use at most 100 characters",
      email: "Enter a valid e-mail address",
      phone_number: "Enter a phone number, for example 06 12345678 or +31612345678",
      message: "Use at most 2000 characters",
      accept_terms: "You must accept the terms",
    });
    expect(Object.keys(byField)).toEqual(
      expect.arrayContaining(["vacancy_id", "phone_number", "first_name", "last_name", "email", "message", "accept_terms"]),
    );
    await expectErrors(
      await t.request("/api/v1/applications", {
        method: "POST",
        body: "{niet json",
        headers: { "content-type": "application/json" },
      }),
      400,
      "bad_request",
    );
    await expectErrors(await post({ data: { type: "users", attributes: {} } }), 422, "validation_failed");
  });

  it("limits a guest's applications per address, not a signed-in volunteer's", async () => {
    for (let i = 0; i < 5; i++) await expectDocument(await post(guest(open, `veel-${i}@example.test`), {}, "10.77.0.1"), 201);
    const response = await post(guest(open, "veel-5@example.test"), {}, "10.77.0.1");
    await expectErrors(response, 429, "too_many_requests");
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address may still apply.
    await expectDocument(await post(guest(open, "veel-6@example.test"), {}, "10.77.0.2"), 201);
  });
});

describe("GET /applications", () => {
  it("lists with filters, search, sort and pages, and names the vacancies for the filter", async () => {
    const headers = await as("organization_superuser");
    const all = await expectDocument(await t.request("/api/v1/applications?page[size]=2", { headers }), 200);
    expect(all.data).toHaveLength(2);
    expect(Number(all.meta?.total)).toBeGreaterThan(4);
    expect(all.meta?.pages).toBe(Math.ceil(Number(all.meta?.total) / 2));
    expect(((all.meta?.vacancies ?? []) as { title: string }[]).map((v) => v.title)).toEqual([
      "Chauffeur voor de voedselbank",
      "Magazijnmedewerker",
    ]);
    const byVacancy = await expectDocument(
      await t.request(`/api/v1/applications?filter[vacancy_id_eq]=${withContact}&sort=name`, { headers }),
      200,
    );
    expect(byVacancy.data.every((a) => a.attributes?.vacancy_title === "Magazijnmedewerker")).toBe(true);
    const search = await expectDocument(await t.request("/api/v1/applications?filter[q]=gijs.gast", { headers }), 200);
    expect(search.data.map((a) => a.attributes?.email)).toEqual(["gijs.gast@example.test"]);
    const byName = await expectDocument(await t.request("/api/v1/applications?filter[q]=vera vrij", { headers }), 200);
    expect(byName.data).toHaveLength(1);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await expectDocument(
      await t.request(
        `/api/v1/applications?filter[created_at_gteq]=${today}&filter[created_at_lteq]=${today}&filter[status_eq]=submitted`,
        { headers },
      ),
      200,
    );
    expect(dated.meta?.total).toBe(all.meta?.total);
    const future = await expectDocument(
      await t.request("/api/v1/applications?filter[created_at_gteq]=2999-01-01", { headers }),
      200,
    );
    expect(future.data).toEqual([]);
    const sorted = await expectDocument(await t.request("/api/v1/applications?sort=-vacancy_title,name", { headers }), 200);
    expect(sorted.data[0].attributes?.vacancy_title).toBe("Magazijnmedewerker");
  });

  it("refuses bad filters, sorts and pages with a 400, and visitors with a 401", async () => {
    const headers = await as("admin");
    for (const query of [
      "filter[status_eq]=gek",
      "filter[vacancy_id_eq]=abc",
      "filter[vacancy_id_eq]=99999999999",
      "filter[created_at_gteq]=gisteren",
      "filter[created_at_lteq]=2026-13-45",
      "filter[password]=x",
      "sort=email",
      "page[size]=0",
      "include=notes",
    ]) {
      await expectErrors(await t.request(`/api/v1/applications?${query}`, { headers }), 400, "invalid_query");
    }
    await expectErrors(await t.request("/api/v1/applications"), 401, "not_authorized");
    await expectErrors(await t.request("/api/v1/current_user/applications"), 401, "not_authorized");
  });

  it("exports a safe CSV with the same filters, by Accept or format=csv", async () => {
    await expectDocument(await post(guest(open, "formule@example.test", { first_name: '=HYPERLINK("x")' })), 201);
    const headers = await as("center_superuser");
    const response = await t.request("/api/v1/applications?filter[q]=formule", {
      headers: { ...headers, accept: "text/csv" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="aanmeldingen-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = await response.text();
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe('"Naam";"E-mailadres";"Telefoonnummer";"Vacature";"Status";"Ingediend op";"Besloten op";"Bericht"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"\'=HYPERLINK(""x"") Gast";"formule@example.test"');
    const english = await t.request("/api/v1/applications?format=csv&filter[q]=formule", {
      headers: { ...headers, "accept-language": "en" },
    });
    expect((await english.text()).split("\r\n")[0]).toContain('"Name";"E-mail"');
    await expectErrors(await t.request("/api/v1/applications?format=csv"), 401, "not_authorized");

    // The same as an Excel workbook: the filter applies, the formula stays a text cell.
    const [header, ...rows] = await xlsxRows(await t.request("/api/v1/applications?format=xlsx&filter[q]=formule", { headers }));
    expect(header[0]).toBe("Naam");
    expect(rows).toHaveLength(1);
    expect(rows[0][0]).toBe('=HYPERLINK("x") Gast');
    await expectErrors(await t.request("/api/v1/applications?format=xlsx"), 401, "not_authorized");
  });
});

describe("GET /applications/{id} and tenant isolation", () => {
  it("shows one application; a bad, unknown or other tenant's id is a 404", async () => {
    const created = await expectDocument(await post(guest(open, "een@example.test")), 201);
    const headers = await as("organization_superuser");
    const one = await expectDocument(
      await t.request(`/api/v1/applications/${created.data.id}?include=vacancy`, { headers }),
      200,
    );
    expect(one.data.attributes?.email).toBe("een@example.test");
    expect(one.included?.[0]).toMatchObject({ type: "vacancies", attributes: { title: "Chauffeur voor de voedselbank" } });
    for (const id of ["0", "abc", "99999999", "1e3", "-1", "99999999999"]) {
      await expectErrors(await t.request(`/api/v1/applications/${id}`, { headers }), 404, "not_found");
    }
    // The same id asked on another tenant's site, by that tenant's admin.
    const roermond = await as("admin", "roermond");
    await expectErrors(
      await t.request(`/api/v1/applications/${created.data.id}`, {
        headers: { ...roermond, host: "roermond.localhost:3000" },
      }),
      404,
      "not_found",
    );
    const list = await expectDocument(
      await t.request("/api/v1/applications", { headers: { ...roermond, host: "roermond.localhost:3000" } }),
      200,
    );
    expect(list.data).toEqual([]);
    expect(await organizationId(t, "Voedselbank Roermond", "roermond")).toBeGreaterThan(0);
  });
});
