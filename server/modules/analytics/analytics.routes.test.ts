import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANSWER_TIME_BUCKETS, answerTimeBucket } from "../../../contract/analytics";
import type { Role } from "../../../contract/identity";
import type { TenantId } from "../../config/tenants";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { changeApplicationStatus, createApplication } from "../applications/applications.service";
import { listOrganizations } from "../organizations/organizations.service";
import { buildOpenVacancy } from "../vacancies/vacancies.factory";
import { flushSearchLog } from "../vacancy-bank/search-log.service";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
});
afterAll(() => t.close());

const DAY_MS = 24 * 3600 * 1000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
// Today and tomorrow: a decision taken "30 hours later" lands on tomorrow's UTC day at the latest.
const PERIOD = `filter[from]=${day(0)}&filter[to]=${day(2)}`;

type Totals = Record<string, number | null>;
type Summary = {
  totals: Totals;
  weeks: { week: string; applications: number }[];
  answer_times: { organization_id: number; organization_name: string; answers: number; median_hours: number }[];
  answer_distribution: { bin: string; answers: number }[];
  search_terms: { term: string; searches: number }[];
  zero_results: { term: string; searches: number }[];
};

async function summary(role: Role, query = PERIOD, headers: Record<string, string> = {}, tenant: TenantId = "oldebroek") {
  const doc = await expectDocument(
    await t.request(`/api/v1/analytics?${query}`, { headers: { ...(await as(role, tenant)), ...headers } }),
    200,
  );
  expect(doc.data.type).toBe("analytics");
  return doc.data.attributes as Summary;
}

const orgId = async (name: string, tenant: TenantId = "oldebroek") => {
  const { rows } = await listOrganizations(t.db, tenant, { nameContains: name }, { number: 1, size: 5 }, []);
  return rows[0].id;
};

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function applyAndDecide(organization: string, decisions: ("accepted" | "rejected" | null)[], hoursLater = 30) {
  const vacancy = await buildOpenVacancy(t.db, "oldebroek", organization, { title: "Cijfers tellen" });
  for (const [i, decision] of decisions.entries()) {
    const application = await createApplication(t.db, "oldebroek", {
      vacancyId: vacancy.id,
      userId: null,
      firstName: "Ada",
      lastName: "Analyse",
      email: `analyse-${vacancy.id}-${i}@example.nl`,
      phoneNumber: null,
      message: null,
    });
    if (decision)
      await changeApplicationStatus(
        t.db,
        "oldebroek",
        application,
        decision,
        {},
        new Date(Date.now() + hoursLater * 3600 * 1000),
      );
  }
  return vacancy;
}

describe("GET /api/v1/analytics", () => {
  it("asks a visitor to sign in and refuses a volunteer, before reading the query", async () => {
    await expectErrors(await t.request("/api/v1/analytics?filter[from]=nonsense"), 401, "not_authorized");
    await expectErrors(
      await t.request("/api/v1/analytics?filter[from]=nonsense", { headers: await as("volunteer") }),
      403,
      "forbidden",
    );
    await expectErrors(await t.request("/api/v1/analytics/trends", { headers: await as("content_manager") }), 403, "forbidden");
  });

  it("has twelve months of demo history by default, weeks from the Monday a year ago", async () => {
    const year = await summary("center_superuser", "");
    expect(year.weeks.length).toBeGreaterThanOrEqual(52);
    expect(year.weeks.filter((w) => w.applications > 0).length).toBeGreaterThan(26);
    expect(year.totals.median_answer_hours).toBeGreaterThan(0);
    expect(year.search_terms.length).toBeGreaterThan(0);
    expect(year.zero_results.length).toBeGreaterThan(0);
  });

  it("counts applications, decisions and the time to a first answer as they happen", async () => {
    const before = await summary("center_superuser");
    const vacancy = await applyAndDecide("Voedselbank Oldebroek", ["accepted", "accepted", "rejected", null]);
    const after = await summary("center_superuser");
    const delta = (key: string) => Number(after.totals[key]) - Number(before.totals[key]);
    expect(delta("applications")).toBe(4);
    expect(delta("accepted")).toBe(2);
    expect(delta("rejected")).toBe(1);
    expect(delta("first_answers")).toBe(3);
    // buildOpenVacancy publishes the vacancy.
    expect(delta("vacancies_published")).toBe(1);
    expect(after.weeks.reduce((sum, w) => sum + w.applications, 0)).toBe(after.totals.applications);
    const foodBank = after.answer_times.find((o) => o.organization_id === vacancy.organizationId);
    // Three answers of 30 hours: their bucket is [24, 36), whose middle the interpolated median is, so still 30.
    expect(foodBank).toMatchObject({ organization_name: "Voedselbank Oldebroek", median_hours: 30 });
    const twoDays = (s: Summary) => s.answer_distribution.find((b) => b.bin === "twoDays")?.answers ?? 0;
    expect(twoDays(after) - twoDays(before)).toBe(3);
  });

  it("gives the median answer time inside its bucket: of 2, 30, 30, 30 and 100 hours, 30", async () => {
    const [centre] = await rows<{ name: string }>(
      sql`select name from organizations where tenant_id = 'oldebroek' and type = 'VolunteerCenter' order by id limit 1`,
    );
    const vacancy = await applyAndDecide(centre.name, ["accepted"], 2);
    await applyAndDecide(centre.name, ["accepted", "rejected", "accepted"], 30);
    await applyAndDecide(centre.name, ["rejected"], 100);
    // Up to the day the last answer (100 hours on) lands on.
    const figures = await summary("center_superuser", `filter[from]=${day(0)}&filter[to]=${day(5)}`);
    expect(figures.answer_times.find((o) => o.organization_id === vacancy.organizationId)).toMatchObject({
      answers: 5,
      median_hours: 30,
    });
  });

  it("buckets an answer time in the database as the service reads the buckets", async () => {
    const hours = [...ANSWER_TIME_BUCKETS.flatMap((edge) => [edge - 0.01, edge, edge + 0.5]), 5000].filter((h) => h >= 0);
    const found = await rows<{ bucket: number }>(
      sql`select analytics_answer_bucket(h)::int as bucket from unnest(${`{${hours.join(",")}}`}::float8[]) with ordinality as u(h, i) order by i`,
    );
    expect(found.map((row) => row.bucket)).toEqual(hours.map(answerTimeBucket));
  });

  it("keeps each centre's rows the sum of its organizations' and each month the sum of its days, as a rebuild makes them", async () => {
    await applyAndDecide("Basisschool De Regenboog", ["accepted", "rejected", null], 50);
    const centreRows = sql`select tenant_id, day::text, center_id, metric, bucket, value::int from analytics_daily
      where organization_id = -1 order by 1, 2, 3, 4, 5`;
    const months = sql`select tenant_id, month::text, center_id, organization_id, bucket, value::int
      from analytics_answer_months order by 1, 2, 3, 4, 5`;
    const summed = sql`select tenant_id, day::text, center_id, metric, bucket, sum(value)::int as value from analytics_daily
      where organization_id >= 0 group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`;
    const monthsSummed = sql`select tenant_id, date_trunc('month', day)::date::text as month, center_id, organization_id,
      bucket, sum(value)::int as value from analytics_daily where organization_id >= 0 and metric = 'first_answers'
      group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`;
    const kept = { centre: await rows(centreRows), months: await rows(months) };
    expect(kept.centre.length).toBeGreaterThan(0);
    expect(kept.centre).toEqual(await rows(summed));
    expect(kept.months).toEqual(await rows(monthsSummed));
    await t.db.execute(sql`select analytics_rebuild_rollups(null)`);
    expect({ centre: await rows(centreRows), months: await rows(months) }).toEqual(kept);
  });

  it("counts every first answer of a period in the answer times, from whole months and days alike", async () => {
    const foodBank = await orgId("Voedselbank Oldebroek");
    for (const period of [
      "",
      `filter[from]=${day(-45)}&filter[to]=${day(2)}`,
      `filter[from]=${day(-400)}&filter[to]=${day(-20)}`,
    ]) {
      const all = await summary("admin", period);
      expect(all.answer_times.reduce((sum, o) => sum + o.answers, 0)).toBe(all.totals.first_answers);
      // An organization's own view reads its days: the same count and median.
      const own = await summary("admin", `${period}&filter[organization_id]=${foodBank}`);
      expect(all.answer_times.find((o) => o.organization_id === foodBank)).toMatchObject({
        answers: own.totals.first_answers,
        median_hours: own.totals.median_answer_hours,
      });
    }
  });

  it("gives an organization superuser his own organization only", async () => {
    const foodBank = await orgId("Voedselbank Oldebroek");
    const school = await orgId("Basisschool De Regenboog");
    const own = await summary("organization_superuser", PERIOD, { "current-organization-id": String(foodBank) });
    expect(own.answer_times.every((o) => o.organization_id === foodBank)).toBe(true);
    expect(own.search_terms).toEqual([]);
    const mine = await summary("organization_superuser", `${PERIOD}&filter[organization_id]=${foodBank}`);
    expect(mine.totals).toEqual(own.totals);

    const before = await summary("organization_superuser", `${PERIOD}&filter[organization_id]=${foodBank}`);
    await applyAndDecide("Basisschool De Regenboog", ["accepted"]);
    const after = await summary("organization_superuser", `${PERIOD}&filter[organization_id]=${foodBank}`);
    expect(after.totals).toEqual(before.totals);

    const { rows } = await listOrganizations(t.db, "oldebroek", {}, { number: 1, size: 50 }, []);
    const other = rows.find((row) => row.id !== foodBank && row.id !== school)?.id;
    expect(other).toBeDefined();
    await expectErrors(
      await t.request(`/api/v1/analytics?filter[organization_id]=${other}`, { headers: await as("organization_superuser") }),
      403,
      "forbidden",
    );
    await expectErrors(
      await t.request("/api/v1/analytics?filter[center_id]=1", { headers: await as("organization_superuser") }),
      403,
      "forbidden",
    );
  });

  it("never shows another tenant's figures", async () => {
    const before = await summary("admin", PERIOD, {}, "public");
    await applyAndDecide("Voedselbank Oldebroek", ["rejected", null]);
    expect((await summary("admin", PERIOD, {}, "public")).totals).toEqual(before.totals);
  });

  it("logs the vacancy bank's searched words and the searches that found nothing, not who searched", async () => {
    const headers = await as("center_superuser");
    for (const q of ["xyzzyplugh", "xyzzyplugh", "Xyzzyplugh koken"])
      expect((await t.request(`/api/v1/vacancies/search?filter[q]=${q}`, { headers: { host: headers.host } })).status).toBe(200);
    // The server writes its counted searches every few seconds (search-log.service.ts); here at once.
    await flushSearchLog(t.db);
    const figures = await summary("center_superuser");
    expect(figures.zero_results).toContainEqual({ term: "xyzzyplugh", searches: 3 });
    expect(figures.search_terms).toContainEqual({ term: "xyzzyplugh", searches: 3 });
  });

  it("refuses a bad period or filter with a 400 that names it, never a 500", async () => {
    const headers = await as("center_superuser");
    const bad = async (query: string, parameter: string) => {
      const errors = await expectErrors(await t.request(`/api/v1/analytics?${query}`, { headers }), 400, "invalid_query");
      expect(errors[0].source?.parameter).toBe(parameter);
    };
    await bad("filter[from]=2026-13-01", "filter[from]");
    await bad("filter[from]=2026-05-01&filter[to]=2026-04-01", "filter[from]");
    await bad("filter[from]=2000-01-01&filter[to]=2026-01-01", "filter[from]");
    await bad("filter[organization_id]=abc", "filter[organization_id]");
    await bad("filter[organization_id]=999999", "filter[organization_id]");
    await bad("colour=red", "colour");
    await bad("format=csv&table=secrets", "table");
    await expectErrors(await t.request("/api/v1/analytics?filter[center_id]=999999", { headers }), 403, "forbidden");
  });

  it("sends each table as CSV", async () => {
    const response = await t.request(`/api/v1/analytics?${PERIOD}&format=csv&table=answer_times`, {
      headers: await as("center_superuser"),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    const text = await response.text();
    expect(text.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe('"organization_id";"organization_name";"answers";"median_hours"');
    expect(text).toContain('"Voedselbank Oldebroek"');
  });
});

describe("GET /api/v1/analytics/trends", () => {
  it("gives twelve months beside the year before, and applications only to an organization", async () => {
    const year = new Date().getUTCFullYear();
    const doc = await expectDocument(
      await t.request(`/api/v1/analytics/trends?filter[year]=${year}`, { headers: await as("admin") }),
      200,
    );
    const months = doc.data.attributes?.months as Record<string, number | null>[];
    expect(months).toHaveLength(12);
    expect(months[new Date().getUTCMonth()].applications).toBeGreaterThan(0);
    expect(months[new Date().getUTCMonth()].volunteers).toBeGreaterThan(0);
    // Users made in one statement (an import) count each, as users who sign up one by one do.
    const before = months[new Date().getUTCMonth()].volunteers as number;
    await t.db.execute(sql`
      insert into users (tenant_id, center_id, email, first_name, last_name, status, locale)
      select 'oldebroek', (select id from volunteer_centers where tenant_id = 'oldebroek' order by id limit 1),
        'import-' || n || '@example.test', 'Import', 'Vrijwilliger ' || n, 'active', 'nl'
      from generate_series(1, 3) as n`);
    const after = await expectDocument(
      await t.request(`/api/v1/analytics/trends?filter[year]=${year}`, { headers: await as("admin") }),
      200,
    );
    const monthsAfter = after.data.attributes?.months as Record<string, number>[] | undefined;
    expect(monthsAfter?.[new Date().getUTCMonth()].volunteers).toBe(before + 3);
    const org = await expectDocument(
      await t.request("/api/v1/analytics/trends", { headers: await as("organization_superuser") }),
      200,
    );
    expect((org.data.attributes?.months as Record<string, unknown>[] | undefined)?.[0].volunteers).toBeNull();
    const csv = await t.request(`/api/v1/analytics/trends?filter[year]=${year}&format=csv`, { headers: await as("admin") });
    expect((await csv.text()).split("\r\n")).toHaveLength(14);
    await expectErrors(
      await t.request("/api/v1/analytics/trends?filter[year]=1800", { headers: await as("admin") }),
      400,
      "invalid_query",
    );
  });
});
