import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isDeadLink, type LinkRoute } from "../../app/features/content-pages/link-targets";
import { FORM_SPAM } from "../../contract/form-spam";
import type { Role } from "../../contract/identity";
import { mailOutbox } from "../mail/mail.table";
import { buildOpenVacancy, demoUserId, organizationId, quickApplication } from "../modules/applications/applications.fixtures";
import { demoEmail } from "../modules/identity/identity.factory";
import { notifyLater } from "../modules/notifications/notifications.service";
import { notifications } from "../modules/notifications/notifications.table";
import { createOrganization } from "../modules/organizations/organizations.service";
import { pages } from "../modules/pages/pages.table";
import { listCenters } from "../modules/tenancy/tenancy.service";
import { createVacancy } from "../modules/vacancies/vacancy-writes.service";
import { DEMO_TENANT_IDS, demoFeatureFlags } from "../seed/demo-tenants";
import { appServerBuild, closeAppServerBuild } from "../test/app-build";
import { hostOf, signIn } from "../test/sign-in";
import { createTestApp, DEFAULT_TEST_HOST, type TestApp } from "../test/test-app";
import { mergeCookies } from "./ssr";

describe("mergeCookies", () => {
  it("replaces changed values, adds new ones and drops expired ones", () => {
    const merged = mergeCookies("a=1; access-token=old; client=c1", [
      "access-token=new; Path=/; HttpOnly",
      "client=; Path=/; Max-Age=0",
      "uid=x%40y; Path=/",
    ]);
    expect(merged).toBe("a=1; access-token=new; uid=x%40y");
  });
});

afterAll(closeAppServerBuild);

// A browser's own, as crawlers get a bare status code instead of the error view (decision 4).
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** A demo account signed in as a browser is: its session in cookies, asking for a page. */
async function pageSession(t: TestApp, role: Role, tenant: string) {
  const auth = await signIn(t, role, tenant);
  const cookie = ["access-token", "client", "uid"].map((name) => `${name}=${encodeURIComponent(auth[name])}`).join("; ");
  return { host: auth.host, cookie, accept: "text/html", "user-agent": BROWSER };
}

// Issue 10, items 1 and 2 (decision 7): the real pages on a test app with the page cache on.
describe("absolute links on pages, with a hostile Host", () => {
  let t: TestApp;
  let vacancyId: number;
  beforeAll(async () => {
    const build = await appServerBuild();
    t = await createTestApp({ ssr: { mode: "production", loadBuild: async () => build, pageCacheSeconds: 10 } });
    const [center] = await listCenters(t.db, "oldebroek");
    const organization = await createOrganization(t.db, "oldebroek", {
      centerId: center.id,
      name: "Tuinclub Wezep",
      type: "NonProfit",
      status: "approved",
    });
    const vacancy = await createVacancy(t.db, "oldebroek", {
      centerId: center.id,
      organizationId: organization.id,
      title: "Tuinman gezocht",
      description: "<p>Help mee in de tuin.</p>",
      vacancyType: "volunteering",
      status: "published",
      city: "Wezep",
    });
    vacancyId = vacancy.id;
  }, 120_000);
  afterAll(() => t?.close());

  const page = async (path: string, headers: Record<string, string> = {}) => {
    // As @hono/node-server does, the request's URL carries the Host header.
    const url = `http://${headers.host ?? DEFAULT_TEST_HOST}${path}`;
    const response = await t.request(url, { headers: { "user-agent": "vitest", ...headers } });
    expect(response.status).toBe(200);
    return { html: await response.text(), cacheControl: response.headers.get("cache-control") };
  };
  const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  const evil = { host: "evil.example", "x-tenant": "oldebroek" };
  const CONFIGURED = "https://www.vrijwilligerswerkoldebroek.nl";

  it("the vacancy bank's canonical link is the configured origin, and a hostile request is not cached", async () => {
    const hostile = await page("/nl/vacancies/search?q=tuin", evil);
    expect(canonicalOf(hostile.html)).toBe(`${CONFIGURED}/nl/vacancies/search?q=tuin`);
    expect(hostile.html).not.toContain("evil.example");
    expect(hostile.cacheControl).toBe("no-store");
    const forwarded = await page("/nl/vacancies/search?q=tuin", { "x-forwarded-host": "evil.example" });
    expect(canonicalOf(forwarded.html)).toBe("http://oldebroek.localhost:3000/nl/vacancies/search?q=tuin");
  });

  it("renders a shared page without the visitor's campaign tags, so the next visitor gets none of them", async () => {
    const tagged = await page("/nl/vacancies/search?q=tuin&utm_source=nieuwsbrief&fbclid=abc123");
    expect(tagged.html).not.toMatch(/nieuwsbrief|abc123|utm_source|fbclid/);
    expect(tagged.cacheControl).toMatch(/^public/);
    expect(canonicalOf(tagged.html)).toBe("http://oldebroek.localhost:3000/nl/vacancies/search?q=tuin");
  });

  it("a hostile request neither fills the page cache nor is served from it", async () => {
    await page("/nl/vacancies/search?q=wezep", evil);
    const visitor = await page("/nl/vacancies/search?q=wezep");
    expect(canonicalOf(visitor.html)).toBe("http://oldebroek.localhost:3000/nl/vacancies/search?q=wezep");
    expect(visitor.cacheControl).not.toBe("no-store");
    // The visitor's page is kept now; the hostile request still gets a page of its own.
    expect(canonicalOf((await page("/nl/vacancies/search?q=wezep", evil)).html)).toBe(
      `${CONFIGURED}/nl/vacancies/search?q=wezep`,
    );
  });

  it("the vacancy page's canonical link, og:url and structured data use the configured origin", async () => {
    const { html } = await page(`/nl/vacancies/${vacancyId}`, evil);
    expect(html).not.toContain("evil.example");
    expect(canonicalOf(html)).toBe(`${CONFIGURED}/nl/vacancies/${vacancyId}`);
    expect(html).toContain(`<meta property="og:url" content="${CONFIGURED}/nl/vacancies/${vacancyId}"/>`);
    expect(html).toContain(`"url":"${CONFIGURED}/nl/vacancies/${vacancyId}"`);
  });

  it("the activity calendar's feed address uses the configured origin", async () => {
    const { html } = await page("/nl/activiteitenkalender", { ...evil, "x-forwarded-host": "evil.example" });
    expect(html).not.toContain("evil.example");
    expect(html).toContain(`${CONFIGURED}/api/v1/volunteer_centers/current/activities.ics`);
  });
});

// Issue 37, item 9: every link in the seeded sites (menus, blocks, tiles, footer) leads to a page, on every tenant.
describe("no dead links in the demo sites", () => {
  let t: TestApp;
  let routes: LinkRoute[];
  beforeAll(async () => {
    const build = await appServerBuild();
    t = await createTestApp({ ssr: { mode: "production", loadBuild: async () => build } });
    // The route table as the browser has it: the build's manifest of routes.
    routes = Object.values(build.routes).map((route) => ({ id: route?.id ?? "", parentId: route?.parentId, path: route?.path }));
  }, 120_000);
  afterAll(() => t?.close());

  const internalLinks = (html: string, locale: string) =>
    [...html.matchAll(/<a [^>]*href="([^"]+)"/g)]
      .map(([, href]) => href.replaceAll("&amp;", "&"))
      .filter((href) => href.startsWith(`/${locale}/`) || href === `/${locale}`);

  it.each(["nl", "en"])(
    "every seeded page and every link on it answers, in %s",
    async (locale) => {
      const dead: string[] = [];
      for (const tenant of DEMO_TENANT_IDS) {
        for (const center of await listCenters(t.db, tenant)) {
          const headers = { host: hostOf(tenant), "volunteer-center-id": String(center.id), "user-agent": "vitest" };
          const seeded = await t.db
            .select({ slug: pages.slug, pageType: pages.pageType, isHome: pages.isHome })
            .from(pages)
            .where(and(eq(pages.tenantId, tenant), eq(pages.centerId, center.id), isNotNull(pages.publishedAt)));
          const paths = seeded.map(({ slug, pageType, isHome }) =>
            isHome ? `/${locale}` : pageType === "default" ? `/${locale}/${slug}` : `/${locale}/nieuws/${slug}`,
          );
          const links = new Set<string>();
          for (const path of paths) {
            const response = await t.request(path, { headers });
            expect(response.status, `${tenant} ${center.slug} ${path}`).toBe(200);
            for (const link of internalLinks(await response.text(), locale)) links.add(link);
          }
          for (const link of links) {
            const response = await t.request(link, { headers });
            await response.body?.cancel();
            if (response.status === 404) dead.push(`${tenant} ${center.slug} ${link}`);
          }
        }
      }
      expect(dead).toEqual([]);
    },
    300_000,
  );

  it("the page editor warns of exactly the links of this site that answer 404, and never of another site's", async () => {
    const links = ["/activity-calendar", "/activiteitenkalender", "/over-ons", "/bestaat-niet", "/vacancies/search?q=taal"];
    const more = ["/workshops/", "/een-op-een-hulp", "/sociale-kaart", "/a/b/c", "/", "/nieuws", "/contactformulier#form"];
    for (const tenant of ["oldebroek", "meedoen", "public"] as const) {
      const [center] = await listCenters(t.db, tenant);
      const seeded = await t.db
        .select({ slug: pages.slug, title: pages.slug, pageType: pages.pageType, isHome: pages.isHome })
        .from(pages)
        .where(and(eq(pages.centerId, center.id), eq(pages.pageType, "default")));
      const site = { routes, pages: seeded, features: demoFeatureFlags(tenant), locale: "nl" };
      const headers = { host: hostOf(tenant), "volunteer-center-id": String(center.id), "user-agent": BROWSER };
      for (const link of [...links, ...more]) {
        const response = await t.request(`/nl${link === "/" ? "" : link}`, { headers });
        await response.body?.cancel();
        expect(isDeadLink(link, site), `${tenant} ${link} answers ${response.status}`).toBe(response.status === 404);
      }
      expect(isDeadLink("https://example.org/bestaat-niet", site)).toBe(false);
    }
  }, 120_000);
});

// Issue 37, item 9: links from mails and notifications into the back office lead to a page, never to bare JSON.
describe("links into the back office", () => {
  let t: TestApp;
  let superuser: Record<string, string>;
  /** An application to a new vacancy of a roermond organization, with the applicant's last name "Snel". */
  const applicationOf = async (organizationName: string) =>
    quickApplication(t, (await buildOpenVacancy(t.db, "roermond", organizationName)).id, null, "roermond");
  beforeAll(async () => {
    const build = await appServerBuild();
    t = await createTestApp({ ssr: { mode: "production", loadBuild: async () => build } });
    superuser = await pageSession(t, "organization_superuser", "roermond");
  }, 120_000);
  afterAll(() => t?.close());

  it("an application of her other organization switches to that organization and shows it", async () => {
    // She belongs to the school (selected by default) and the food bank; the mail is about the food bank's vacancy.
    const foodBank = await organizationId(t, "Voedselbank Roermond", "roermond");
    const id = await applicationOf("Voedselbank Roermond");
    const opened = await t.request(`/nl/applications/${id}`, { headers: superuser });
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe(`/nl/applications/${id}`);
    expect(opened.headers.get("set-cookie")).toContain(`current-organization-id=${foodBank};`);
    const shown = await t.request(`/nl/applications/${id}`, {
      headers: { ...superuser, cookie: `${superuser.cookie}; current-organization-id=${foodBank}` },
    });
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain("Quinten Snel");
  });

  it("an application of an organization that is not hers is still not found, and nothing is switched", async () => {
    const school = await organizationId(t, "Basisschool De Regenboog", "roermond");
    const id = await applicationOf("Stichting Buurtkracht");
    const opened = await t.request(`/nl/applications/${id}`, {
      headers: { ...superuser, cookie: `${superuser.cookie}; current-organization-id=${school}` },
    });
    expect(opened.status).toBe(404);
    expect(opened.headers.get("set-cookie") ?? "").not.toContain("current-organization-id=");
    expect(await opened.text()).toContain("Pagina niet gevonden");
  });
  it("a notification opened from a mail leads to what it is about; another's leads to her list, not to JSON", async () => {
    const userId = await demoUserId(t, "organization_superuser", "roermond");
    await notifyLater(t.db, "roermond", [userId], { kind: "application_received", data: {}, link: "/applications/77" });
    const [own] = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.link, "/applications/77")));
    // No Origin or Referer: opened from a mail or typed in.
    const opened = await t.request(`/nl/notificaties/${own.id}`, { headers: superuser });
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/nl/applications/77");
    // Followed from the bell, it is marked read on the way.
    const fromBell = { ...superuser, referer: `http://${superuser.host}/nl/notificaties` };
    expect((await t.request(`/nl/notificaties/${own.id}`, { headers: fromBell })).status).toBe(302);
    const [row] = await t.db.select({ readAt: notifications.readAt }).from(notifications).where(eq(notifications.id, own.id));
    expect(row.readAt).not.toBeNull();

    // Not hers, or gone: her list of notifications, a page of the site.
    for (const path of ["/nl/notificaties/999999", "/nl/notificaties/x"]) {
      const missing = await t.request(path, { headers: superuser });
      expect(missing.status, path).toBe(302);
      expect(missing.headers.get("location"), path).toBe("/nl/notificaties");
    }
  });

  it("a refused export opened by a browser goes to its screen, which says why; a script still gets the API's JSON", async () => {
    const exports = [
      ["/nl/admin/data-viewer/export?tabel=users", "/nl/admin/data-viewer?tabel=users"],
      ["/nl/form_builder/999/export", "/nl/form_builder/999"],
    ];
    // (A hand-edited filter is no refusal: the export leaves it out as its list does, app/routes/list-exports.test.ts.)
    for (const [path, screen] of exports) {
      const opened = await t.request(path, { headers: superuser });
      expect(opened.status, path).toBe(302);
      expect(opened.headers.get("location"), path).toBe(screen);
    }
    const refused = await t.request("/nl/admin/data-viewer/export", { headers: { ...superuser, accept: "*/*" } });
    expect(refused.status).toBe(403);
    const screen = await t.request("/nl/admin/data-viewer", { headers: superuser });
    expect(screen.status).toBe(403);
    expect(await screen.text()).toContain("Toegang geweigerd");
  });

  it("a withdrawal refused to a form sent without JavaScript goes back to the profile; the fetcher still gets its error", async () => {
    const id = await applicationOf("Stichting Buurtkracht");
    const send = (accept: string) =>
      t.request(`http://${superuser.host}/nl/applications/${id}/withdraw`, {
        method: "POST",
        headers: {
          ...superuser,
          accept,
          origin: `http://${superuser.host}`,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: "",
      });
    const page = await send("text/html");
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/nl/profiel");
    const fetcher = await send("*/*");
    expect(fetcher.status).toBe(404);
    expect(await fetcher.json()).toHaveProperty("error");
  });

  it("the organization switch opened as a page goes home", async () => {
    const opened = await t.request("/nl/current-organization", { headers: superuser });
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/nl");
  });
});

// Issue 37: the site's own forms send with the visitor's session, as the API's rule on full copies needs.
describe("a signed-in volunteer writing through the contact page", () => {
  let t: TestApp;
  beforeAll(async () => {
    const build = await appServerBuild();
    t = await createTestApp({ ssr: { mode: "production", loadBuild: async () => build } });
  }, 120_000);
  afterAll(() => t?.close());

  it("gets his own message back in full at his own address", async () => {
    const volunteer = await pageSession(t, "volunteer", "oldebroek");
    const own = demoEmail("volunteer", "oldebroek");
    const body = new URLSearchParams({
      name: "Vera Vrijwilliger",
      email: own,
      subject: "Rijden voor de boodschappendienst",
      message: "Kan ik op dinsdag rijden voor de boodschappendienst?",
      consent: "true",
      started_at: String(Date.now() - 10_000),
      [FORM_SPAM.honeypot]: "",
    });
    const sent = await t.request(`http://${volunteer.host}/nl/contactformulier`, {
      method: "POST",
      headers: { ...volunteer, origin: `http://${volunteer.host}`, "content-type": "application/x-www-form-urlencoded" },
      body: body.toString(),
    });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toMatch(/^\/nl\/contactformulier\?/);
    await t.jobs.workDue();
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, "oldebroek"), eq(mailOutbox.to, own)));
    expect(mails.map((mail) => mail.text).join("\n")).toContain("Kan ik op dinsdag rijden voor de boodschappendienst?");
  });
});

// Issue 38, item 1: every screen's language, API and user come from the locale route's page context.
describe("the page context of the screens", () => {
  let t: TestApp;
  const visitor = { host: hostOf("oldebroek"), accept: "text/html", "user-agent": BROWSER };
  beforeAll(async () => {
    const build = await appServerBuild();
    t = await createTestApp({ ssr: { mode: "production", loadBuild: async () => build } });
  }, 120_000);
  afterAll(() => t?.close());

  it("sends a visitor to the login page of the page's language, and back to the screen he asked for", async () => {
    const cases = [
      ["/nl/profiel", "/nl/auth/login-1?redirectTo=%2Fnl%2Fprofiel"],
      ["/en/mijn-aanmeldingen?page=2", "/en/auth/login-1?redirectTo=%2Fen%2Fmijn-aanmeldingen%3Fpage%3D2"],
      // A screen of some roles only sends him to the login page first, as a tab screen does.
      ["/nl/organizations/add", "/nl/auth/login-1?redirectTo=%2Fnl%2Forganizations%2Fadd"],
      ["/en/instellingen", "/en/auth/login-1?redirectTo=%2Fen%2Finstellingen"],
    ];
    for (const [path, login] of cases) {
      const opened = await t.request(path, { headers: visitor });
      expect(opened.status, path).toBe(302);
      expect(opened.headers.get("location"), path).toBe(login);
    }
  });

  it("a client-side navigation's data request is sent to the login page with the screen's own address", async () => {
    const opened = await t.request("/nl/profiel.data", { headers: { ...visitor, accept: "*/*" } });
    // Single fetch answers 202 with the redirect in its stream; the router then navigates there.
    expect(opened.status).toBe(202);
    expect(await opened.text()).toContain('"redirect","/nl/auth/login-1?redirectTo=%2Fnl%2Fprofiel"');
  });

  it("shows a signed-in volunteer his screens in the page's language, and the 403 page on another role's", async () => {
    const volunteer = await pageSession(t, "volunteer", "oldebroek");
    const profile = await t.request("/en/profiel", { headers: volunteer });
    expect(profile.status).toBe(200);
    expect(await profile.text()).toContain('<html lang="en"');
    for (const path of ["/nl/organizations/add", "/nl/instellingen", "/nl/content"]) {
      const refused = await t.request(path, { headers: volunteer });
      expect(refused.status, path).toBe(403);
      expect(await refused.text(), path).toContain("Toegang geweigerd");
    }
  });

  it("lets the role in that the screen is for", async () => {
    const admin = await pageSession(t, "center_superuser", "oldebroek");
    expect((await t.request("/nl/instellingen/design", { headers: admin })).status).toBe(200);
  });
});
