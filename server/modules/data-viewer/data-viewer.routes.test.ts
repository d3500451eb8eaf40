import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES } from "../../../contract/identity";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
});
afterAll(() => t.close());

const get = async (path: string, tenant = "oldebroek") => t.request(path, { headers: await as("admin", tenant) });

describe("the data viewer: who may read it", () => {
  it("is for the tenant's administrators only: a visitor gets a 401, every other role a 403", async () => {
    await expectErrors(await t.request("/api/v1/data_viewer/users"), 401, "not_authorized");
    for (const role of ROLES.filter((r) => r !== "admin")) {
      const response = await t.request("/api/v1/data_viewer/users?format=csv", { headers: await as(role, "oldebroek") });
      await expectErrors(response, 403, "forbidden");
    }
  });
});

describe("the data viewer: the tables", () => {
  it("shows each table's rows of this tenant only, newest first, with contact details, a page at a time", async () => {
    for (const table of ["audit_events", "users", "organizations", "vacancies", "applications"]) {
      const document = await expectDocument(await get(`/api/v1/data_viewer/${table}?page[size]=5`), 200);
      expect(document.meta?.columns).toEqual(expect.arrayContaining(["id"]));
      for (const row of document.data) expect(row.type).toBe(table);
    }
    const users = await expectDocument(await get("/api/v1/data_viewer/users?page[size]=100"), 200);
    const emails = users.data.map((u) => String(u.attributes?.email));
    expect(emails).toContain("admin@oldebroek.demo.test");
    expect(emails.filter((e) => e.endsWith("@roermond.demo.test"))).toEqual([]);
    const theirs = await expectDocument(await get("/api/v1/data_viewer/users?page[size]=100", "roermond"), 200);
    expect(theirs.data.map((u) => String(u.attributes?.email))).not.toContain("admin@oldebroek.demo.test");

    const created = users.data.map((u) => String(u.attributes?.created_at));
    expect(created).toEqual([...created].sort().reverse());
    const second = await expectDocument(await get("/api/v1/data_viewer/users?page[size]=2&page[number]=2"), 200);
    expect(second.data.map((u) => u.id)).toEqual(users.data.slice(2, 4).map((u) => u.id));
    expect(second.meta).toMatchObject({ total: users.data.length, page: 2 });
  });

  it("filters by text and by the table's obvious filter", async () => {
    const found = await expectDocument(await get("/api/v1/data_viewer/organizations?filter[q]=buurtkracht"), 200);
    expect(found.data.map((o) => o.attributes?.name)).toEqual(["Stichting Buurtkracht"]);
    const pending = await expectDocument(await get("/api/v1/data_viewer/organizations?filter[status_eq]=pending"), 200);
    expect(pending.data.length).toBeGreaterThan(0);
    for (const o of pending.data) expect(o.attributes?.status).toBe("pending");
    const audit = await expectDocument(await get("/api/v1/data_viewer/audit_events?filter[subject_type_eq]=organization"), 200);
    for (const event of audit.data) expect(event.attributes?.subject_type).toBe("organization");
    const none = await expectDocument(await get("/api/v1/data_viewer/users?filter[q]=niemand-heet-zo"), 200);
    expect(none.data).toEqual([]);
  });

  it("refuses a bad filter, an unknown table and too large a page", async () => {
    const [status] = await expectErrors(await get("/api/v1/data_viewer/users?filter[status_eq]=sleeping"), 400, "invalid_query");
    expect(status.source?.parameter).toBe("filter[status_eq]");
    await expectErrors(await get("/api/v1/data_viewer/audit_events?filter[status_eq]=active"), 400, "invalid_query");
    await expectErrors(await get("/api/v1/data_viewer/users?filter[password_hash]=x"), 400, "invalid_query");
    await expectErrors(await get("/api/v1/data_viewer/users?page[size]=5000"), 400, "invalid_query");
    await expectErrors(await get("/api/v1/data_viewer/user_sessions"), 404, "not_found");
  });
});

describe("the data viewer: CSV export", () => {
  it("exports every matching row with the table's columns as a header, and nothing of another tenant", async () => {
    const response = await get("/api/v1/data_viewer/users?format=csv&filter[q]=demo.test");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="users.csv"');
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      '"id";"first_name";"last_name";"email";"phone_number";"status";"signup_method";"center_id";"created_at"',
    );
    expect(lines.some((line) => line.includes("admin@oldebroek.demo.test"))).toBe(true);
    expect(lines.some((line) => line.includes("@roermond.demo.test"))).toBe(false);
    expect(lines.some((line) => line.includes("password"))).toBe(false);
  });
});
