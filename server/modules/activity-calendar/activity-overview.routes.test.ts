import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../../contract/identity";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions, hostOf } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createOverviewData, WEEK } from "./activity-overview.test-data";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
let data: Awaited<ReturnType<typeof createOverviewData>>;

beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
  data = await createOverviewData(t);
});
afterAll(() => t.close());

const week = `filter[from]=${WEEK.from}&filter[to]=${WEEK.to}`;

async function overview(role: Role | null, query = week, extra: Record<string, string> = {}, tenant = "demo") {
  const headers = role ? await as(role, tenant) : { host: hostOf(tenant) };
  return t.request(`/api/v1/activity_overview?${query}`, { headers: { ...headers, ...extra } });
}

/** The titles in the answer, in order, each once per date. */
async function titles(role: Role, query = week, extra: Record<string, string> = {}) {
  const document = await expectDocument(await overview(role, query, extra), 200);
  return document.data.map((r) => String(r.attributes?.title));
}

const CENTRE_WEEK = [
  "Speelmiddag",
  "Klusdag (concept)",
  "Voorleesochtend",
  "Speelmiddag",
  "Buitenspeeldag",
  "Fietstocht",
  "Zomerfeest",
  "Sportdag school",
  "Inzameldag voedselbank",
];

describe("GET /api/v1/activity_overview: who sees what", () => {
  it("gives centre staff every activity date of their centre in the period, of every status but deleted, in order", async () => {
    expect(await titles("center_superuser")).toEqual(CENTRE_WEEK);
    const document = await expectDocument(await overview("center_superuser"), 200);
    expect(document.meta).toMatchObject({ total: 9, truncated: false, from: WEEK.from, to: WEEK.to });
    const first = document.data[0];
    expect(first).toMatchObject({
      type: "activity_dates",
      attributes: {
        vacancy_id: String(data.published.id),
        title: "Speelmiddag",
        status: "published",
        city: "Nijmegen",
        remote: false,
        organization_id: String(data.club.id),
        organization_name: "Speeltuinvereniging De Wip",
        frequency: "once",
        starts_at: "2032-06-08T12:00:00.000Z",
        ends_at: "2032-06-08T15:00:00.000Z",
        expiring: false,
        open_applications: 2,
        accepted_applications: 1,
      },
    });
    const statuses = Object.fromEntries(document.data.map((r) => [r.attributes?.title, r.attributes?.status]));
    expect(statuses).toMatchObject({
      "Klusdag (concept)": "draft",
      Voorleesochtend: "filled",
      Buitenspeeldag: "archived",
      Fietstocht: "expired",
    });
    const summer = document.data.find((r) => r.attributes?.title === "Zomerfeest");
    expect(summer?.attributes).toMatchObject({ expiring: true, remote: true, city: null, open_applications: 0 });
  });

  it("never shows a deleted activity, a vacancy that is not an activity, another centre's or another tenant's", async () => {
    for (const role of ["center_superuser", "admin"] as const) {
      const seen = await titles(role, "filter[from]=2032-01-01&filter[to]=2032-03-31");
      expect(seen).toEqual([]);
      const all = await titles(role);
      expect(all).not.toContain("Verwijderde activiteit");
      expect(all).not.toContain("Vacature met datum");
      expect(all).not.toContain("Activiteit in Roermond");
    }
    expect(await titles("center_superuser")).not.toContain("Activiteit in de tweede centrale");
    // The tenant admin runs every centre of his tenant, and nothing of Roermond.
    expect(await titles("admin")).toContain("Activiteit in de tweede centrale");
    // A demo session means nothing on Roermond's site; Roermond's own staff see only Roermond.
    await expectErrors(await overview("center_superuser", week, { host: hostOf("roermond") }), 401, "not_authorized");
    const roermond = await expectDocument(await overview("center_superuser", week, {}, "roermond"), 200);
    expect(roermond.data.map((r) => r.attributes?.title)).toEqual(["Activiteit in Roermond"]);
  });

  it("gives an organization superuser only his organizations' activities, and only the selected one when he chose", async () => {
    expect(await titles("organization_superuser")).toEqual(["Sportdag school", "Inzameldag voedselbank"]);
    const selected = { "current-organization-id": String(data.foodBank.id) };
    const document = await expectDocument(await overview("organization_superuser", week, selected), 200);
    expect(document.data.map((r) => [r.attributes?.title, r.attributes?.open_applications])).toEqual([
      ["Inzameldag voedselbank", 1],
    ]);
    // Asking for another organization's activities by filter gives nothing, not them.
    expect(await titles("organization_superuser", `${week}&filter[organization_id_eq]=${data.club.id}`)).toEqual([]);
  });

  it("refuses a volunteer with a 403, a visitor with a 401, and is not there on the meedoen site", async () => {
    for (const role of ["volunteer", "mentor", "content_manager"] as const) {
      await expectErrors(await overview(role), 403, "forbidden");
    }
    await expectErrors(await overview(null), 401, "not_authorized");
    await expectErrors(await overview("center_superuser", week, {}, "meedoen"), 404, "not_found");
  });
});

describe("GET /api/v1/activity_overview: filters and period", () => {
  it("filters by status, organization and words in the title or organization", async () => {
    expect(await titles("center_superuser", `${week}&filter[status_eq]=draft`)).toEqual(["Klusdag (concept)"]);
    expect(await titles("center_superuser", `${week}&filter[status_eq]=published`)).toEqual([
      "Speelmiddag",
      "Speelmiddag",
      "Zomerfeest",
      "Sportdag school",
      "Inzameldag voedselbank",
    ]);
    expect(await titles("center_superuser", `${week}&filter[organization_id_eq]=${data.foodBank.id}`)).toEqual([
      "Inzameldag voedselbank",
    ]);
    expect(await titles("center_superuser", `${week}&filter[q]=MIDDAG`)).toEqual(["Speelmiddag", "Speelmiddag"]);
    expect(await titles("center_superuser", `${week}&filter[q]=de%20wip&filter[status_eq]=archived`)).toEqual(["Buitenspeeldag"]);
    expect(await titles("center_superuser", `${week}&filter[q]=100%25`)).toEqual([]);
  });

  it("runs from today for four weeks without a period", async () => {
    const document = await expectDocument(await overview("center_superuser", ""), 200);
    const from = String(document.meta?.from);
    expect(from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((Date.parse(String(document.meta?.to)) - Date.parse(from)) / 86_400_000).toBe(27);
    expect(Math.abs(Date.parse(from) - Date.now())).toBeLessThan(2 * 86_400_000);
    const later = await expectDocument(await overview("center_superuser", "filter[from]=2032-06-10"), 200);
    expect(later.meta).toMatchObject({ from: "2032-06-10", to: "2032-07-07" });
    expect(later.data.map((r) => r.attributes?.title)).toContain("Speelmiddag");
  });

  it("answers as CSV for a spreadsheet, with Dutch times and the same scope", async () => {
    const response = await overview("center_superuser", `${week}&format=csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="activiteitenoverzicht-${WEEK.from}.csv"`);
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      '"Datum";"Begintijd";"Einddatum";"Eindtijd";"Activiteit";"Organisatie";"Status";"Plaats";"Open aanmeldingen";"Geaccepteerde aanmeldingen";"Vacature loopt af op"',
    );
    expect(lines).toHaveLength(1 + CENTRE_WEEK.length);
    expect(lines[1]).toMatch(
      /^"2032-06-08";"14:00";"2032-06-08";"17:00";"Speelmiddag";"Speeltuinvereniging De Wip";"Gepubliceerd";"Nijmegen";"2";"1";"\d{4}-\d{2}-\d{2}"$/,
    );
    expect(lines.join("\n")).not.toContain("Verwijderde activiteit");
    const english = await overview("organization_superuser", week, { accept: "text/csv", "accept-language": "en" });
    const text = await english.text();
    expect(text).toContain('"Date";"Start time"');
    expect(text).toContain('"Inzameldag voedselbank";"Voedselbank');
    expect(text).not.toContain("Speelmiddag");
  });
});

describe("GET /api/v1/activity_overview: bad input", () => {
  const problems = async (query: string, language = "en") =>
    (await expectErrors(await overview("center_superuser", query, { "accept-language": language }), 400, "invalid_query")).map(
      (e) => [e.source?.parameter, e.detail],
    );

  it("names each bad parameter in the request's language and lists nothing", async () => {
    expect(await problems("filter[from]=2032-02-30&filter[to]=morgen")).toEqual([
      ["filter[from]", "filter[from] must be a date as YYYY-MM-DD, not '2032-02-30'."],
      ["filter[to]", "filter[to] must be a date as YYYY-MM-DD, not 'morgen'."],
    ]);
    expect(await problems("filter[from]=morgen", "nl")).toEqual([
      ["filter[from]", "filter[from] moet een datum zijn als JJJJ-MM-DD, niet 'morgen'."],
    ]);
    expect(await problems(`${week}&filter[status_eq]=deleted`)).toEqual([
      [
        "filter[status_eq]",
        "'deleted' is not a valid value for filter[status_eq]. Allowed: draft, published, filled, expired, archived.",
      ],
    ]);
    expect(await problems(`${week}&filter[organization_id_eq]=abc`)).toEqual([
      ["filter[organization_id_eq]", "filter[organization_id_eq] must be a number, not 'abc'."],
    ]);
    expect(await problems(`${week}&filter[q]=${"x".repeat(101)}`)).toEqual([
      ["filter[q]", "filter[q] may be at most 100 characters."],
    ]);
    expect(await problems(`${week}&filter[city]=Ede&format=pdf`)).toEqual([
      ["filter[city]", "Unknown parameter 'filter[city]'."],
      ["format", "'pdf' is not a valid value for format. Allowed: csv."],
    ]);
  });

  it("refuses a period backwards or longer than 93 days", async () => {
    expect(await problems("filter[from]=2032-06-13&filter[to]=2032-06-07")).toEqual([
      ["filter[to]", "filter[to] must not be before filter[from]."],
    ]);
    expect(await problems("filter[from]=2032-01-01&filter[to]=2032-04-03", "nl")).toEqual([
      ["filter[to]", "Het bereik van filter[from] tot filter[to] mag hoogstens 93 dagen zijn."],
    ]);
  });
});
