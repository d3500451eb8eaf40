import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { Locale } from "../../locales/languages";
import { publishChange } from "../db/change-feed";
import type { Database } from "../db/client";
import type { AppEnv } from "../http/types";
import type { SiteContext } from "../modules/tenancy/site-context.middleware";
import { carriesSession, visitorMemoFor } from "./visitor-memo";

interface Ask {
  tenant?: string;
  centerId?: number;
  /** The centre cache or the tenant registry read its rows again: new objects with the same content. */
  rereadCenter?: boolean;
  rereadTenant?: boolean;
  configuredHost?: boolean;
  cookie?: string;
  locale?: Locale;
}

/** A page request's memo on its own database handle; each load answers what it was loaded for and counts. */
function memoServer() {
  const db = {} as Database;
  const records = new Map<string, SiteContext["tenant"]>();
  const centers = new Map<string, SiteContext["center"]>();
  const kept = <K, V>(map: Map<K, V>, key: K, make: () => V, again = false) => {
    if (again || !map.has(key)) map.set(key, make());
    return map.get(key) as V;
  };
  let loads = 0;
  const app = new Hono<AppEnv>();
  app.get("*", async (c) => {
    const ask = JSON.parse(c.req.header("x-ask") ?? "{}") as Ask;
    const tenant = ask.tenant ?? "oldebroek";
    const centerId = ask.centerId ?? 7;
    c.set("deps", { db } as never);
    c.set("site", {
      tenant: kept(records, tenant, () => ({ id: tenant }) as never, ask.rereadTenant),
      center: kept(centers, `${tenant}:${centerId}`, () => ({ id: centerId }) as never, ask.rereadCenter),
      appContext: "gelderland",
      configuredHost: ask.configuredHost ?? true,
    } as never);
    const keep = visitorMemoFor(c, () => ask.cookie);
    const value = await keep("shell", ask.locale ?? "nl", async () => `${tenant} ${++loads}`);
    return c.text(value);
  });
  const get = async (ask: Ask = {}) => (await app.request("/", { headers: { "x-ask": JSON.stringify(ask) } })).text();
  return { db, get, loads: () => loads };
}

describe("what visitors' pages keep of the centre and menus (issue 42, item 1)", () => {
  it("loads once for the visitors of a centre and locale, and again once a centre or page of the tenant changes", async () => {
    const { db, get } = memoServer();
    expect(await get()).toBe("oldebroek 1");
    expect(await get()).toBe("oldebroek 1");
    expect(await get({ locale: "en" })).toBe("oldebroek 2");
    publishChange(db, "pages", "oldebroek");
    expect(await get()).toBe("oldebroek 3");
    publishChange(db, "centres", "oldebroek");
    expect(await get()).toBe("oldebroek 4");
    expect(await get()).toBe("oldebroek 4");
    // Another tenant's change leaves this one's kept.
    publishChange(db, "pages", "roermond");
    expect(await get()).toBe("oldebroek 4");
  });

  it("never gives one tenant's value to another, nor one centre's to another", async () => {
    const { get } = memoServer();
    expect(await get({ tenant: "oldebroek" })).toBe("oldebroek 1");
    expect(await get({ tenant: "roermond" })).toBe("roermond 2");
    expect(await get({ tenant: "oldebroek" })).toBe("oldebroek 1");
    expect(await get({ tenant: "roermond" })).toBe("roermond 2");
    expect(await get({ tenant: "oldebroek", centerId: 8 })).toBe("oldebroek 3");
    expect(await get({ tenant: "oldebroek" })).toBe("oldebroek 1");
  });

  it("loads again when the centre row or tenant record was read again (the centre cache's time, a tenant's write)", async () => {
    const { get } = memoServer();
    expect(await get()).toBe("oldebroek 1");
    expect(await get({ rereadCenter: true })).toBe("oldebroek 2");
    expect(await get()).toBe("oldebroek 2");
    expect(await get({ rereadTenant: true })).toBe("oldebroek 3");
    expect(await get()).toBe("oldebroek 3");
  });

  it("never keeps for a request with a session, nor on a host that is not the tenant's", async () => {
    const { get, loads } = memoServer();
    await get();
    for (const cookie of ["access-token=a; client=b; uid=c", "uid=c", "color-mode=dark; admin-access-token=a"]) {
      await get({ cookie });
      await get({ cookie });
    }
    expect(loads()).toBe(7);
    await get({ configuredHost: false });
    await get({ configuredHost: false });
    expect(loads()).toBe(9);
    // A visitor's own cookies (colour mode, consent) are no session.
    expect(await get({ cookie: "color-mode=dark; volunteer_center_id=7" })).toBe("oldebroek 1");
  });

  it("does not keep a failed load, and a page does not fail for another page's failed load", async () => {
    const db = {} as Database;
    const app = new Hono<AppEnv>();
    // The first page's failure is its own answer, not a line in the test's log.
    app.onError((_error, c) => c.text("failed", 500));
    let calls = 0;
    const site = { tenant: { id: "x" }, center: { id: 1 }, appContext: "gelderland", configuredHost: true };
    app.get("*", async (c) => {
      c.set("deps", { db } as never);
      c.set("site", site as never);
      const keep = visitorMemoFor(c, () => undefined);
      const value = await keep("shell", "nl", async () => {
        calls += 1;
        if (calls === 1) throw new Error("visitor went away");
        return `load ${calls}`;
      });
      return c.text(value);
    });
    expect((await app.request("/")).status).toBe(500);
    expect(await (await app.request("/")).text()).toBe("load 2");
    expect(await (await app.request("/")).text()).toBe("load 2");
  });

  it("tells a session's cookies from a visitor's", () => {
    expect(carriesSession(undefined)).toBe(false);
    expect(carriesSession("color-mode=dark; consent=1")).toBe(false);
    expect(carriesSession("myuid=1; xclient=2")).toBe(false);
    expect(carriesSession("color-mode=dark;uid=1")).toBe(true);
    expect(carriesSession("admin-client=1")).toBe(true);
  });
});
