import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions, hostOf } from "../../test/sign-in";
import { csvRows, xlsxRows } from "../../test/spreadsheets";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
});
afterAll(() => t.close());

describe("the users list as CSV and Excel", () => {
  it("holds the list's people with its filters, their contact details and roles, and never a secret", async () => {
    const headers = await as("center_superuser");
    const query = "filter[with_role]=volunteer";
    const listed = await expectDocument(await t.request(`/api/v1/users?page[size]=1000&${query}`, { headers }), 200);
    const [header, ...rows] = await csvRows(await t.request(`/api/v1/users?format=csv&${query}`, { headers }));
    expect(header).toEqual(["Id", "Voornaam", "Achternaam", "E-mail", "Telefoon", "Rollen", "Status", "Aangemaakt op"]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row[0])).toEqual((listed.data as { id: string }[]).map((row) => row.id));
    for (const row of rows) expect(row[5]).toContain("Vrijwilliger");

    const xlsx = await t.request(`/api/v1/users?format=xlsx&${query}`, { headers: { ...headers, "accept-language": "en" } });
    expect(xlsx.headers.get("content-disposition")).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const [englishHeader, ...cells] = await xlsxRows(xlsx);
    expect(englishHeader).toEqual(["Id", "First name", "Last name", "E-mail", "Phone", "Roles", "Status", "Created on"]);
    expect(cells.map((row) => String(row[0]))).toEqual(rows.map((row) => row[0]));
    // No password hash (bcrypt/argon) or token travels in any cell.
    expect(JSON.stringify(cells)).not.toMatch(/\$2[aby]\$|\$argon2/);
  });

  it("gives another tenant's staff their own people only", async () => {
    const ids = async (tenant: string) =>
      (await csvRows(await t.request("/api/v1/users?format=csv", { headers: await as("center_superuser", tenant) })))
        .slice(1)
        .map((row) => row[3]);
    const oldebroek = await ids("oldebroek");
    const roermond = await ids("roermond");
    expect(roermond.length).toBeGreaterThan(0);
    expect(oldebroek.filter((email) => roermond.includes(email))).toEqual([]);
  });

  it("refuses a visitor (401) and a volunteer (403)", async () => {
    await expectErrors(
      await t.request("/api/v1/users?format=csv", { headers: { host: hostOf("oldebroek") } }),
      401,
      "not_authorized",
    );
    await expectErrors(await t.request("/api/v1/users?format=xlsx", { headers: await as("volunteer") }), 403, "forbidden");
  });
});
