import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../../db/client";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions, hostOf } from "../../test/sign-in";
import { csvRows, xlsxRows } from "../../test/spreadsheets";
import { createTestApp, type TestApp } from "../../test/test-app";
import { organizations } from "../organizations/organizations.table";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
  const idOf = async (tenant: string, name?: string) =>
    (
      await withTenant(t.db, tenant, (tx) =>
        tx
          .select()
          .from(organizations)
          .where(name ? eq(organizations.name, name) : undefined),
      )
    )[0].id;
  const create = async (title: string, organizationId: number, ...caller: Caller) => {
    const response = await t.request("/api/v1/vacancies", {
      method: "POST",
      headers: await as(...caller),
      json: {
        data: {
          type: "vacancies",
          attributes: {
            title,
            description: "<p>Rijden</p>",
            vacancy_type: "volunteering",
            city: "Oldebroek",
            organization_id: organizationId,
          },
        },
      },
    });
    expect(response.status, await response.clone().text()).toBe(201);
  };
  const foodBank = await idOf("oldebroek", "Voedselbank Oldebroek");
  await create("Export: chauffeur", foodBank, "organization_superuser");
  await create("=SOM(1;1) Export: bezorger", foodBank, "organization_superuser");
  await create("Export: voorlezer", await idOf("oldebroek", "Basisschool De Regenboog"), "center_superuser");
  await create("Export: in Roermond", await idOf("roermond"), "center_superuser", "roermond");
});
afterAll(() => t.close());

type Caller = Parameters<ReturnType<typeof demoSessions>>;

/** The ids the back office's JSON:API list gives the caller for a query: what the export must hold, no more. */
async function listedIds(query: string, ...caller: Caller) {
  const document = await expectDocument(
    await t.request(`/api/v1/vacancies?page[size]=100&${query}`, { headers: await as(...caller) }),
    200,
  );
  return (document.data as { id: string }[]).map((row) => row.id);
}

const exported = async (format: "csv" | "xlsx", query: string, ...caller: Caller) =>
  t.request(`/api/v1/vacancies?format=${format}&${query}`, { headers: await as(...caller) });

describe("the back office's vacancies as CSV and Excel", () => {
  it("holds what the list shows the caller, with its filters, in CSV and Excel alike", async () => {
    const query = "filter[status_eq]=draft&filter[title_cont]=export&sort=title";
    const csv = await exported("csv", query, "center_superuser");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="vacatures-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.headers.get("cache-control")).toBe("no-store");
    const [header, ...rows] = await csvRows(csv);
    expect(header.slice(0, 5)).toEqual(["Id", "Titel", "Organisatie", "Soort", "Status"]);
    // In the list's order too.
    expect(rows.map((row) => row[0])).toEqual(await listedIds(query, "center_superuser"));
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row[4]))).toEqual(new Set(["Concept"]));
    // A title that looks like a formula is neutralised in the CSV and stays a text cell in the workbook.
    // A title that looks like a formula is neutralised in the CSV and stays a text cell in the workbook.
    expect(rows.map((row) => row[1])).toContain("'=SOM(1;1) Export: bezorger");

    const xlsx = await t.request(`/api/v1/vacancies?format=xlsx&${query}`, {
      headers: { ...(await as("center_superuser")), "accept-language": "en" },
    });
    expect(xlsx.headers.get("content-disposition")).toMatch(/^attachment; filename="vacancies-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const [englishHeader, ...cells] = await xlsxRows(xlsx);
    expect(englishHeader.slice(0, 5)).toEqual(["Id", "Title", "Organisation", "Type", "Status"]);
    expect(cells.map((row) => String(row[0]))).toEqual(rows.map((row) => row[0]));
    expect(cells.map((row) => row[1])).toContain("=SOM(1;1) Export: bezorger");
  });

  it("gives an organization's people their own vacancies only, and another tenant's never", async () => {
    const own = await csvRows(await exported("csv", "", "organization_superuser"));
    expect(own.length).toBeGreaterThan(1);
    expect(own.slice(1).map((row) => row[0])).toEqual(await listedIds("", "organization_superuser"));
    expect(own.map((row) => row[1])).toContain("Export: chauffeur");

    const oldebroek = (await csvRows(await exported("csv", "", "center_superuser"))).slice(1).map((row) => row[0]);
    const roermond = await csvRows(await exported("csv", "", "center_superuser", "roermond"));
    expect(roermond.map((row) => row[1])).toContain("Export: in Roermond");
    expect(oldebroek.filter((id) => roermond.some((row) => row[0] === id))).toEqual([]);
  });

  it("refuses a visitor (401) and a volunteer (403), and a bad filter is a 400, as the list", async () => {
    await expectErrors(
      await t.request("/api/v1/vacancies?format=csv", { headers: { host: hostOf("oldebroek") } }),
      401,
      "not_authorized",
    );
    await expectErrors(
      await t.request("/api/v1/vacancies?format=xlsx", { headers: { host: hostOf("oldebroek") } }),
      401,
      "not_authorized",
    );
    await expectErrors(await exported("xlsx", "", "volunteer"), 403, "forbidden");
    await expectErrors(await exported("csv", "filter[status_eq]=gek", "center_superuser"), 400, "invalid_query");
  });
});
