import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganization } from "../modules/organizations/organizations.service";
import { listCenters } from "../modules/tenancy/tenancy.service";
import { createVacancy } from "../modules/vacancies/vacancy-writes.service";
import { sessionCookie, signIn } from "../test/sign-in";
import { createTestApp, type TestApp } from "../test/test-app";
import { NoncePage, testPageApp } from "../test/test-page-app";

let t: TestApp;
let page: ReturnType<typeof testPageApp>;
let other: ReturnType<typeof testPageApp>;
let siteCookies: string;
beforeAll(async () => {
  t = await createTestApp();
  // Each request rendered: these are the headers of a render, not of the page cache's copy.
  page = testPageApp(t, "nl/activiteitenkalender", NoncePage, { ssr: { pageCacheSeconds: 0 } as never });
  other = testPageApp(t, "nl/profiel", NoncePage);
  // A returning visitor: the site's tenant, centre and locale cookies, set by a first visit of a page not shared.
  const first = await other("/nl/profiel");
  siteCookies = first.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
});
afterAll(() => t.close());

const CALENDAR = "/nl/activiteitenkalender";

// Issue 13, item 5 (DESIGN.md section 7).
describe("HTTP caching of pages", () => {
  it("makes an anonymous public page public for a short while, with an ETag", async () => {
    const response = await page(CALENDAR, { headers: { cookie: siteCookies } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=60");
    expect(response.headers.get("etag")).toMatch(/^W\/"[\w-]{27}"$/);
    expect(response.headers.get("vary")).toContain("Cookie");
  });

  it("makes the social map and its organizations public as well", async () => {
    for (const path of ["/nl/sociale-kaart", "/nl/sociale-kaart/12"]) {
      const response = await testPageApp(t, path.slice(1), NoncePage)(path, { headers: { cookie: siteCookies } });
      expect(response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=60");
    }
  });

  it("keeps the ETag over renders whose nonce differs, and answers a match with a bodiless 304", async () => {
    const one = await page(CALENDAR, { headers: { cookie: siteCookies } });
    const two = await page(CALENDAR, { headers: { cookie: siteCookies } });
    const nonceOf = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1];
    expect(nonceOf(await one.text())).not.toBe(nonceOf(await two.text()));
    const etag = one.headers.get("etag") ?? "";
    expect(two.headers.get("etag")).toBe(etag);

    const again = await page(CALENDAR, { headers: { cookie: siteCookies, "if-none-match": `"other", ${etag}` } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toContain("public");
    // The browser keeps the policy stored with its copy: a new nonce would block that copy's scripts.
    expect(again.headers.get("content-security-policy")).toBeNull();
    const changed = await page(CALENDAR, { headers: { cookie: siteCookies, "if-none-match": 'W/"stale"' } });
    expect(changed.status).toBe(200);
  });

  it("sets on a first visit of a public page no cookie its host and path decide, so that page is public too", async () => {
    // Issue 42, item 3: the tenant and centre come from the host, the locale from the path.
    const response = await page(CALENDAR);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=60");
    // A page no one shares keeps them for the browser (spec sections 1 and 9).
    const names = (await other("/nl/profiel")).headers.getSetCookie().map((line) => line.split("=")[0]);
    expect(names.sort()).toEqual(["locale", "tenant", "volunteer_center_id"]);
  });

  it("makes a page that sets a cookie private, no-store", async () => {
    // A centre cookie the host does not decide (a centre that is gone): site context puts it right.
    const response = await page(CALENDAR, { headers: { cookie: "volunteer_center_id=999999" } });
    expect(response.headers.getSetCookie().some((line) => line.startsWith("volunteer_center_id="))).toBe(true);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("etag")).toBeNull();
  });

  it("makes a signed-in visitor's page private, no-store, and never answers it 304", async () => {
    const session = await signIn(t, "volunteer");
    const cookie = `${siteCookies}; ${sessionCookie(session)}`;
    const response = await page(CALENDAR, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("etag")).toBeNull();
    const etag = (await page(CALENDAR, { headers: { cookie: siteCookies } })).headers.get("etag") ?? "";
    expect((await page(CALENDAR, { headers: { cookie, "if-none-match": etag } })).status).toBe(200);
  });

  it("makes other pages private, no-store, and keeps no-store for a host that is not the tenant's", async () => {
    expect((await other("/nl/profiel", { headers: { cookie: siteCookies } })).headers.get("cache-control")).toBe(
      "private, no-store",
    );
    const foreign = await page(CALENDAR, { headers: { host: "evil.example", "x-tenant": "oldebroek", cookie: siteCookies } });
    expect(foreign.headers.get("cache-control")).toBe("no-store");
    expect(foreign.headers.get("etag")).toBeNull();
  });
});

describe("the page cache and vacancy writes", () => {
  it("keeps a vacancy page until a vacancy of the tenant is written in this process", async () => {
    const vacancyPage = testPageApp(t, "nl/vacancies/:id", NoncePage, { ssr: { pageCacheSeconds: 10 } as never });
    const nonceOf = async () =>
      /nonce="([^"]+)"/.exec(await (await vacancyPage("/nl/vacancies/7", { headers: { cookie: siteCookies } })).text())?.[1];
    const kept = await nonceOf();
    expect(await nonceOf()).toBe(kept);
    const [center] = await listCenters(t.db, "oldebroek");
    const organization = await createOrganization(t.db, "oldebroek", {
      centerId: center.id,
      name: "Tuinclub Wezep",
      type: "NonProfit",
      status: "approved",
    });
    await createVacancy(t.db, "oldebroek", {
      centerId: center.id,
      organizationId: organization.id,
      title: "Tuinman gezocht",
      description: "<p>Help mee in de tuin.</p>",
      vacancyType: "volunteering",
      status: "published",
      city: "Wezep",
    });
    // Another process's write is not seen here: its pages last PAGE_CACHE_SECONDS at most.
    expect(await nonceOf()).not.toBe(kept);
  });
});
