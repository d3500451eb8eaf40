import { type Context, Hono } from "hono";
import { describe, expect, it } from "vitest";
import { readEnv } from "../config/env";
import { hostConfigFrom, hostnameOf, resolveTenantFromHost } from "../config/hosts";
import { siteOriginOf } from "../config/site-origins";
import type { AppEnv } from "../http/types";
import type { SiteContext } from "../modules/tenancy/site-context.middleware";
import { demoTenantDirectory } from "../seed/demo-tenants";
import { createPageCache } from "./page-cache";

const hosts = hostConfigFrom(readEnv({}), demoTenantDirectory());

/** A stand-in for the SSR handler: each render is numbered and carries the request's nonce, like a real page. */
function pageServer(
  options: { version?: () => string; setCookie?: boolean; status?: number; maxBytes?: number; rendered?: Promise<void> } = {},
) {
  const cache = createPageCache(() => options.version?.() ?? "1", 10_000, options.maxBytes);
  let renders = 0;
  let nonces = 0;
  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => {
    c.set("nonce", `nonce-${++nonces}`);
    // The site as site-context.ts resolves it: the tenant, and the configured origin of the host.
    const hostname = hostnameOf(c.req.header("host"));
    const header = c.req.header("x-tenant");
    const tenant = header && hosts.tenants.get(header) ? header : resolveTenantFromHost(hostname, hosts);
    const site = { tenant: { id: tenant }, center: { id: 1 }, ...siteOriginOf(hostname, tenant, "", hosts) };
    c.set("site", site as SiteContext);
    await next();
  });
  app.get("*", async (c: Context<AppEnv>) => {
    const render = async () => {
      const headers = new Headers({ "content-type": "text/html; charset=utf-8" });
      if (options.setCookie) headers.append("set-cookie", "flash=; Max-Age=0");
      const text = `<script nonce="${c.get("nonce")}">render ${++renders}</script>`;
      await options.rendered;
      return new Response(text, { status: options.status ?? 200, headers });
    };
    const key = cache.keyFor(c);
    return key ? cache.respond(key, c, render) : render();
  });
  const get = async (path: string, headers: Record<string, string> = {}) =>
    (await app.request(`http://demo.localhost${path}`, { headers: { host: "demo.localhost:3000", ...headers } })).text();
  return { get };
}

describe("the anonymous page cache of the vacancy bank", () => {
  it("serves an anonymous visitor the page rendered for the one before, as it was rendered (issue 13)", async () => {
    const { get } = pageServer();
    expect(await get("/nl/vacancies/search?q=fiets")).toBe('<script nonce="nonce-1">render 1</script>');
    // The kept page's own nonce: its bytes are kept compressed, and the response's CSP names that nonce.
    expect(await get("/nl/vacancies/search?q=fiets")).toBe('<script nonce="nonce-1">render 1</script>');
    expect(await get("/nl/vacancies/search?q=taal")).toBe('<script nonce="nonce-3">render 2</script>');
    expect(await get("/en/vacancies/search?q=fiets")).toBe('<script nonce="nonce-4">render 3</script>');
  });

  it("keeps one page for a link however its campaign tags differ (issue 42, item 3)", async () => {
    const { get } = pageServer();
    expect(await get("/nl/vacancies/search?q=fiets&utm_source=nieuwsbrief")).toContain("render 1");
    expect(await get("/nl/vacancies/search?utm_medium=mail&q=fiets&fbclid=x1&gclid=y2")).toContain("render 1");
    expect(await get("/nl/vacancies/search?q=fiets")).toContain("render 1");
    // Any other parameter is the page's business: a page of its own.
    expect(await get("/nl/vacancies/search?q=fiets&utm=1")).toContain("render 2");
  });

  it("renders for a signed-in visitor every time, and keeps apart visitors whose cookies differ", async () => {
    const { get } = pageServer();
    await get("/nl/vacancies/search");
    expect(await get("/nl/vacancies/search", { cookie: "access-token=a; client=b; uid=c" })).toContain("render 2");
    expect(await get("/nl/vacancies/search", { cookie: "access-token=a; client=b; uid=c" })).toContain("render 3");
    expect(await get("/nl/vacancies/search", { cookie: "color-mode=dark" })).toContain("render 4");
    expect(await get("/nl/vacancies/search", { cookie: "color-mode=dark" })).toContain("render 4");
    expect(await get("/nl/vacancies/search", { "x-tenant": "roermond" })).toContain("render 5");
  });

  it("neither serves nor keeps a page for a host that is not the tenant's (issue 10, item 2)", async () => {
    const { get } = pageServer();
    const evil = { host: "evil.example", "x-tenant": "demo" };
    expect(await get("/nl/vacancies/search", evil)).toContain("render 1");
    expect(await get("/nl/vacancies/search")).toContain("render 2");
    expect(await get("/nl/vacancies/search", evil)).toContain("render 3");
    expect(await get("/nl/vacancies/search", { ...evil, "x-forwarded-host": "demo.localhost:3000" })).toContain("render 4");
    expect(await get("/nl/vacancies/search")).toContain("render 2");
  });

  it("keeps the pages of each configured host of a tenant apart", async () => {
    const { get } = pageServer();
    expect(await get("/nl/vacancies/search", { host: "oldebroek.localhost:3000" })).toContain("render 1");
    expect(await get("/nl/vacancies/search", { host: "www.vrijwilligerswerkoldebroek.nl" })).toContain("render 2");
    expect(await get("/nl/vacancies/search", { host: "oldebroek.localhost:3000" })).toContain("render 1");
  });

  it("keeps vacancy pages, the home page, the social map, workshops, partners and the activity calendar too", async () => {
    const { get } = pageServer();
    expect(await get("/nl/vacancies/12")).toContain("render 1");
    expect(await get("/nl/vacancies/12")).toContain("render 1");
    expect(await get("/en")).toContain("render 2");
    expect(await get("/en")).toContain("render 2");
    expect(await get("/nl/sociale-kaart?q=buurt")).toContain("render 3");
    expect(await get("/nl/sociale-kaart?q=buurt")).toContain("render 3");
    expect(await get("/nl/sociale-kaart/7")).toContain("render 4");
    expect(await get("/nl/sociale-kaart/7")).toContain("render 4");
    const more = ["/nl/workshops", "/nl/workshops/geweest", "/nl/workshops/3", "/en/partners", "/nl/activiteitenkalender"];
    for (const [n, path] of more.entries()) {
      expect(await get(path)).toContain(`render ${5 + n}`);
      expect(await get(path)).toContain(`render ${5 + n}`);
    }
    // Not the screens beside them that a visitor does not share.
    expect(await get("/nl/workshops/new")).toContain("render 10");
    expect(await get("/nl/workshops/new")).toContain("render 11");
  });

  it("keeps content pages (one slug no screen owns), not a screen that looks like one", async () => {
    const server = pageServer();
    await server.get("/nl/over-ons");
    expect(await server.get("/nl/over-ons")).toContain("render 1");
    await server.get("/nl/dashboard");
    expect(await server.get("/nl/dashboard")).toContain("render 3");
  });

  it("renders other pages, errors and pages that set a cookie every time", async () => {
    const other = pageServer();
    await other.get("/nl/profile-edit");
    expect(await other.get("/nl/profile-edit")).toContain("render 2");
    const withCookie = pageServer({ setCookie: true });
    await withCookie.get("/nl/vacancies/search");
    expect(await withCookie.get("/nl/vacancies/search")).toContain("render 2");
    const failing = pageServer({ status: 500 });
    await failing.get("/nl/vacancies/search");
    expect(await failing.get("/nl/vacancies/search")).toContain("render 2");
  });

  it("keeps pages up to its size in bytes, dropping the one used least recently", async () => {
    // Each page is 43 bytes as Brotli, as it is kept: room for two.
    const { get } = pageServer({ maxBytes: 100 });
    expect(await get("/nl/vacancies/search?q=a")).toContain("render 1");
    expect(await get("/nl/vacancies/search?q=b")).toContain("render 2");
    expect(await get("/nl/vacancies/search?q=a")).toContain("render 1");
    expect(await get("/nl/vacancies/search?q=c")).toContain("render 3");
    // b went (a was asked again since); a and c stay.
    expect(await get("/nl/vacancies/search?q=a")).toContain("render 1");
    expect(await get("/nl/vacancies/search?q=c")).toContain("render 3");
    expect(await get("/nl/vacancies/search?q=b")).toContain("render 4");
  });

  it("keeps a page until its answers stop holding, midnight in Amsterdam or at most its longest time; one for a single view never", async () => {
    const cache = createPageCache(() => "1", 3_600_000);
    const vars: Record<string, unknown> = {};
    const contextFor = (path: string) =>
      ({
        get: (name: string) => vars[name],
        set: (name: string, value: unknown) => (vars[name] = value),
        req: { header: () => undefined, path },
      }) as unknown as Context<AppEnv>;
    /** The page as sent at `now`, rendered with `nonce` when it was not kept; its answers held until `holdsUntil`. */
    const ask = async (path: string, nonce: string, now: number, holdsUntil?: number) => {
      vars.nonce = nonce;
      const render = async () => {
        vars.pageHoldsUntil = holdsUntil;
        return new Response(`<p nonce="${nonce}">${path}</p>`, { headers: { "content-type": "text/html" } });
      };
      return (await cache.respond(path, contextFor(path), render, now)).text();
    };
    // Noon in Amsterdam (UTC+1 in winter); midnight is 23:00 UTC.
    const noon = Date.parse("2026-11-30T11:00:00Z");
    const midnight = Date.parse("2026-11-30T23:00:00Z");
    expect(await ask("/nl/over-ons", "n0", noon)).toBe('<p nonce="n0">/nl/over-ons</p>');
    expect(await ask("/nl/over-ons", "n1", noon + 3_599_999)).toBe('<p nonce="n0">/nl/over-ons</p>');
    expect(vars.nonce).toBe("n0");
    expect(await ask("/nl/over-ons", "n2", noon + 3_600_000)).toBe('<p nonce="n2">/nl/over-ons</p>');
    // A vacancy that closes in five minutes.
    expect(await ask("/nl/vacancies/search", "n3", noon, noon + 300_000)).toBe('<p nonce="n3">/nl/vacancies/search</p>');
    expect(await ask("/nl/vacancies/search", "n4", noon + 299_999)).toBe('<p nonce="n3">/nl/vacancies/search</p>');
    expect(await ask("/nl/vacancies/search", "n5", noon + 300_000)).toBe('<p nonce="n5">/nl/vacancies/search</p>');
    // Rendered at half past eleven at night: "today" is tomorrow's yesterday.
    expect(await ask("/nl/workshops", "n6", midnight - 1_800_000)).toBe('<p nonce="n6">/nl/workshops</p>');
    expect(await ask("/nl/workshops", "n7", midnight - 1)).toBe('<p nonce="n6">/nl/workshops</p>');
    expect(await ask("/nl/workshops", "n8", midnight)).toBe('<p nonce="n8">/nl/workshops</p>');
    // A page with a form: its moment shown is for this view alone.
    expect(await ask("/nl/nieuws/avond", "n9", noon, Number.NEGATIVE_INFINITY)).toBe('<p nonce="n9">/nl/nieuws/avond</p>');
    expect(await ask("/nl/nieuws/avond", "n10", noon)).toBe('<p nonce="n10">/nl/nieuws/avond</p>');
  });

  it("renders a page once for the visitors who ask for it while it is being rendered", async () => {
    let finish = () => {};
    const rendered = new Promise<void>((resolve) => (finish = resolve));
    const { get } = pageServer({ rendered });
    const asked = Array.from({ length: 5 }, () => get("/nl/vacancies/search?q=fiets"));
    const other = get("/nl/vacancies/search?q=taal");
    finish();
    const pages = await Promise.all(asked);
    expect(new Set(pages)).toEqual(new Set(['<script nonce="nonce-1">render 1</script>']));
    expect(await other).toBe('<script nonce="nonce-6">render 2</script>');
  });

  it("lets the visitors who waited render for themselves when the page may not be shared", async () => {
    let finish = () => {};
    const rendered = new Promise<void>((resolve) => (finish = resolve));
    const { get } = pageServer({ rendered, setCookie: true });
    const asked = [get("/nl/vacancies/search"), get("/nl/vacancies/search")];
    finish();
    expect((await Promise.all(asked)).sort()).toEqual([
      '<script nonce="nonce-1">render 1</script>',
      '<script nonce="nonce-2">render 2</script>',
    ]);
  });

  it("renders again once a vacancy write changed what the pages are built from", async () => {
    let version = "1";
    const { get } = pageServer({ version: () => version });
    await get("/nl/een-op-een-hulp");
    expect(await get("/nl/een-op-een-hulp")).toContain("render 1");
    version = "2";
    expect(await get("/nl/een-op-een-hulp")).toContain("render 2");
  });
});
