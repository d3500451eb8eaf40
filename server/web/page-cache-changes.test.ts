import { and, eq, gt, min } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shiftDay } from "../../contract/activity-calendar";
import { isoToAmsterdamDate } from "../../contract/amsterdam-time";
import { inProcessEnv } from "../http/in-process";
import { demoUserId } from "../modules/applications/applications.fixtures";
import { updateUser } from "../modules/identity/users.service";
import { createOrganization } from "../modules/organizations/organizations.service";
import { listCenters } from "../modules/tenancy/tenancy.service";
import { vacancies } from "../modules/vacancies/vacancies.table";
import { createVacancy } from "../modules/vacancies/vacancy-writes.service";
import { createWorkshop } from "../modules/workshops/workshops.service";
import { workshops } from "../modules/workshops/workshops.table";
import { appServerBuild, closeAppServerBuild } from "../test/app-build";
import { hostOf } from "../test/sign-in";
import { createTestApp, type TestApp } from "../test/test-app";

// Issue 42, item 2: a kept page lasts until what it shows changes, not a fixed few seconds.
const TENANT = "oldebroek";
const HOUR = 3_600_000;
let t: TestApp;
let scope: { tenant: typeof TENANT; centerId: number };
let organizationId: number;

beforeAll(async () => {
  const build = await appServerBuild();
  t = await createTestApp({ ssr: { mode: "production", loadBuild: async () => build, pageCacheSeconds: 3600 } });
  const [center] = await listCenters(t.db, TENANT);
  scope = { tenant: TENANT, centerId: center.id };
  const organization = await createOrganization(t.db, TENANT, {
    centerId: center.id,
    name: "Buurthuis De Brink",
    type: "NonProfit",
    status: "approved",
  });
  organizationId = organization.id;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await closeAppServerBuild();
});

/** A visitor's page, and the nonce it was rendered with: a kept page is sent with its first render's. */
async function visit(path: string) {
  const response = await t.request(`http://${hostOf(TENANT)}${path}`, { headers: { host: hostOf(TENANT), accept: "text/html" } });
  expect(response.status).toBe(200);
  const html = await response.text();
  return { html, render: /nonce="([^"]+)"/.exec(html)?.[1] };
}

const aVacancy = (title: string, fields: { expiresAt?: Date; contactPersonId?: number } = {}) =>
  createVacancy(t.db, TENANT, {
    centerId: scope.centerId,
    organizationId,
    title,
    description: "<p>Samen de buurt mooier maken.</p>",
    vacancyType: "volunteering",
    status: "published",
    city: "Wezep",
    ...fields,
  });

const aWorkshop = (title: string, startsIn: number) =>
  createWorkshop(
    t.db,
    scope,
    {
      title,
      description: "Een avond over samenwerken met vrijwilligers.",
      title_en: null,
      description_en: null,
      audience: "everyone",
      starts_at: new Date(Date.now() + startsIn),
      ends_at: new Date(Date.now() + startsIn + 2 * HOUR),
      location: "Het Dorpshuis",
      online: false,
      seats: 20,
      published: true,
    },
    null,
  );

describe("a kept page lasts until what it shows changes (issue 42, item 2)", () => {
  it("renders the bank again the moment one of its vacancies closes, without it", async () => {
    await aVacancy("Fietsmaatje voor de zondag", { expiresAt: new Date(Date.now() + 2_000) });
    const first = await visit("/nl/vacancies/search?q=fietsmaatje");
    expect(first.html).toContain("Fietsmaatje voor de zondag");
    expect((await visit("/nl/vacancies/search?q=fietsmaatje")).render).toBe(first.render);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const after = await visit("/nl/vacancies/search?q=fietsmaatje");
    expect(after.render).not.toBe(first.render);
    expect(after.html).not.toContain("Fietsmaatje voor de zondag");
  });

  it("renders the workshops again once one is added, and a vacancy page once its contact person's name changes", async () => {
    const before = await visit("/nl/workshops");
    expect((await visit("/nl/workshops")).render).toBe(before.render);
    await aWorkshop("Vrijwilligers werven in je dorp", 3 * 24 * HOUR);
    const after = await visit("/nl/workshops");
    expect(after.render).not.toBe(before.render);
    expect(after.html).toContain("Vrijwilligers werven in je dorp");

    const contactPersonId = await demoUserId(t, "organization_superuser", TENANT);
    const vacancy = await aVacancy("Gastvrouw in het buurthuis", { contactPersonId });
    const page = await visit(`/nl/vacancies/${vacancy.id}`);
    expect((await visit(`/nl/vacancies/${vacancy.id}`)).render).toBe(page.render);
    await updateUser(t.db, TENANT, contactPersonId, { firstName: "Hendrika" });
    const renamed = await visit(`/nl/vacancies/${vacancy.id}`);
    expect(renamed.render).not.toBe(page.render);
    expect(renamed.html).toContain("Hendrika");
  });

  it("never keeps a page that shows a form: each view carries the moment it was shown", async () => {
    const first = await visit("/nl/nieuws/vrijwilligersavond");
    expect(first.html).toContain("<form");
    expect((await visit("/nl/nieuws/vrijwilligersavond")).render).not.toBe(first.render);
  });
});

describe("how long a page's own API answers hold without a write", () => {
  /** The first instant at which time alone changes the answer, as the page handler's env collects it. */
  async function holdsUntil(path: string) {
    const env = inProcessEnv();
    const response = await t.app.request(`http://${hostOf(TENANT)}${path}`, { headers: { host: hostOf(TENANT) } }, env);
    expect(response.status).toBe(200);
    return env.holdsUntil;
  }
  /** The tenant's next closing date, as the database has it. */
  async function nextClosing() {
    const [row] = await t.db
      .select({ at: min(vacancies.expiresAt) })
      .from(vacancies)
      .where(and(eq(vacancies.tenantId, TENANT), eq(vacancies.status, "published"), gt(vacancies.expiresAt, new Date())));
    return row.at?.getTime();
  }

  it("a search, a vacancy's related ones and the activity calendar hold until the tenant's next closing date; a vacancy until its own", async () => {
    const closes = new Date(Date.now() + 10 * 60_000);
    const vacancy = await aVacancy("Voorlezen in de bibliotheek", { expiresAt: closes });
    const next = await nextClosing();
    expect(next).toBeLessThanOrEqual(closes.getTime());
    expect(await holdsUntil("/api/v1/vacancies/search")).toBe(next);
    expect(await holdsUntil(`/api/v1/vacancies/${vacancy.id}/related`)).toBe(next);
    const today = isoToAmsterdamDate(new Date().toISOString());
    const range = `filter[from]=${today}&filter[to]=${shiftDay(today, 30)}`;
    expect(await holdsUntil(`/api/v1/activity_dates?${range}`)).toBe(next);
    expect(await holdsUntil(`/api/v1/vacancies/${vacancy.id}`)).toBe(closes.getTime());
  });

  it("the workshops hold until the next one ends; one workshop until it starts", async () => {
    const workshop = await aWorkshop("Eerste hulp bij vrijwilligersvragen", 15 * 60_000);
    const [row] = await t.db
      .select({ at: min(workshops.endsAt) })
      .from(workshops)
      .where(
        and(
          eq(workshops.tenantId, TENANT),
          eq(workshops.centerId, scope.centerId),
          gt(workshops.endsAt, new Date()),
          eq(workshops.published, true),
        ),
      );
    expect(await holdsUntil("/api/v1/workshops")).toBe(row.at?.getTime());
    expect(row.at?.getTime()).toBeLessThanOrEqual(workshop.endsAt.getTime());
    expect(await holdsUntil(`/api/v1/workshops/${workshop.id}`)).toBe(workshop.startsAt.getTime());
  });

  it("a page, the partners and a content page hold as long as nothing is written", async () => {
    expect(await holdsUntil("/api/v1/partners")).toBe(Number.POSITIVE_INFINITY);
    expect(await holdsUntil("/api/v1/pages/home")).toBe(Number.POSITIVE_INFINITY);
  });
});
