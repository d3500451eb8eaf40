import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions, hostOf } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
});
afterAll(() => t.close());

const exported = async (language = "nl") =>
  t.request("/api/v1/organizations?format=csv", { headers: { ...(await as("center_superuser")), "accept-language": language } });

describe("organizations as CSV for Dutch Excel", () => {
  it("gives the centre's staff their whole list with a BOM and semicolons, formulas neutralised", async () => {
    const created = await t.request("/api/v1/organizations", {
      method: "POST",
      headers: await as("admin"),
      json: {
        data: {
          type: "organizations",
          attributes: {
            name: '=HYPERLINK("http://evil.example","Klik")',
            organization_type: "NonProfit",
            phone_number: "+31612345678",
            description: "@SUM(A1:A2) en ‘Koffie’; thee",
          },
        },
      },
    });
    expect(created.status).toBe(201);

    const response = await exported();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="organisaties-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // The decoder drops the BOM, as Excel does.
    const lines = new TextDecoder().decode(bytes).split("\r\n");
    expect(lines[0]).toBe(
      '"Id";"Naam";"Soort";"Status";"Straat";"Huisnummer";"Postcode";"Plaats";"Telefoon";"E-mail";"Website";"Omschrijving"',
    );
    const evil = lines.find((line) => line.includes("HYPERLINK"));
    expect(evil).toContain(`"'=HYPERLINK(""http://evil.example"",""Klik"")"`);
    expect(evil).toContain(`"'+31612345678"`);
    expect(evil).toContain(`"'@SUM(A1:A2) en ‘Koffie’; thee"`);
    expect(evil).toContain('"Maatschappelijke organisatie";"Actief"');
    expect(lines.some((line) => line.includes('"Voedselbank Oldebroek"'))).toBe(true);

    const english = await (await exported("en")).text();
    expect(english.split("\r\n")[0]).toContain('"Name";"Type";"Status";"Street";"House number";"Postal code"');

    // What is exported can be imported again: nothing new, nothing changed, the formula read back as it was.
    const form = new FormData();
    form.append("file", new Blob([bytes]), "organisaties.csv");
    form.append("kind", "organizations");
    const again = await expectDocument(
      await t.request("/api/v1/imports", { method: "POST", headers: await as("center_superuser"), body: form }),
      201,
    );
    const counts = again.data.attributes?.counts as Record<string, number>;
    expect(counts.rows).toBe(lines.filter((line) => line !== "").length - 1);
    expect(counts).toMatchObject({ invalid: 0, create: 0, update: 0 });
  });

  it("gives them an Excel workbook too, with text cells where a CSV would have had formulas, to import again", async () => {
    const created = await t.request("/api/v1/organizations", {
      method: "POST",
      headers: await as("admin"),
      json: { data: { type: "organizations", attributes: { name: "=SOM(1;1) Rekenclub", organization_type: "NonProfit" } } },
    });
    expect(created.status).toBe(201);
    const response = await t.request("/api/v1/organizations?format=xlsx", {
      headers: { ...(await as("center_superuser")), "accept-language": "en" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="organisations-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      "Id",
      "Name",
      "Type",
      "Status",
      "Street",
      "House number",
      "Postal code",
      "City",
      "Phone",
      "E-mail",
      "Website",
      "Description",
    ]);
    const names: unknown[] = [];
    sheet.eachRow((row, number) => {
      if (number > 1) names.push(row.getCell(2).value);
    });
    expect(names).toContain("Voedselbank Oldebroek");
    // A name that looks like a formula stays a text cell.
    expect(names).toContain("=SOM(1;1) Rekenclub");

    const form = new FormData();
    form.append("file", new Blob([bytes]), "organisations.xlsx");
    form.append("kind", "organizations");
    const again = await expectDocument(
      await t.request("/api/v1/imports", { method: "POST", headers: await as("center_superuser"), body: form }),
      201,
    );
    expect(again.data.attributes?.counts).toMatchObject({ rows: names.length, invalid: 0, create: 0, update: 0 });
  });

  it("is for the centre's staff only: a visitor 401, anyone else 403", async () => {
    await expectErrors(
      await t.request("/api/v1/organizations?format=csv", { headers: { host: hostOf("oldebroek") } }),
      401,
      "not_authorized",
    );
    for (const role of ["volunteer", "organization_superuser"] as const) {
      await expectErrors(await t.request("/api/v1/organizations?format=csv", { headers: await as(role) }), 403, "forbidden");
      await expectErrors(await t.request("/api/v1/organizations?format=xlsx", { headers: await as(role) }), 403, "forbidden");
    }
  });
});
