import type { Context } from "hono";
import type { ServerContext } from "../../app/lib/server-context";
import type { Locale } from "../../locales/languages";
import type { Database } from "../db/client";
import { TenantStateCache } from "../db/tenant-state";
import { AUTH_COOKIES } from "../http/auth-cookies";
import type { AppEnv } from "../http/types";
import { pagesVersion } from "../modules/pages/pages-version.service";
import type { SiteContext } from "../modules/tenancy/site-context.middleware";
import { centersVersion } from "../modules/tenancy/tenancy.service";

/**
 * What every visitor's page loads that only changes with the tenant's centres or pages (the root loader's centre and
 * menus, issue 42 item 1): kept per tenant, centre, app context and locale, and loaded again once a centre, page or menu
 * of the tenant changed (the change feed's versions, as the page cache), the centre cache reloaded or the tenant
 * record did. Never for a request that carries a session: what a signed-in user loads goes to the API every time.
 */
export type KeepForVisitors = ServerContext["keepForVisitors"];

interface Kept {
  version: string;
  tenant: SiteContext["tenant"];
  center: SiteContext["center"];
  value: Promise<unknown>;
}

const SESSION_COOKIE = new RegExp(`(?:^|;)\\s*(?:admin-)?(?:${AUTH_COOKIES.join("|")})=`);

/** Whether the request carries any part of a session (its own or an impersonating admin's). */
export const carriesSession = (cookieHeader: string | undefined) => Boolean(cookieHeader && SESSION_COOKIE.test(cookieHeader));

const memos = new WeakMap<Database, TenantStateCache<Map<string, Kept>>>();

/**
 * The page request's memo: kept values for a visitor on one of the tenant's own hosts, else every call loads.
 * `cookies` is the Cookie header the page's API calls send now (a sign-in within the page request adds a session).
 */
export function visitorMemoFor(c: Context<AppEnv>, cookies: () => string | undefined): KeepForVisitors {
  const site = c.get("site") as SiteContext | undefined;
  // A host that is not the tenant's (decision 7): nothing kept, nothing shared.
  if (!site?.configuredHost) return (_part, _locale, load) => load();
  const { db } = c.get("deps");
  return <T>(part: string, locale: Locale, load: () => Promise<T>) =>
    carriesSession(cookies()) ? load() : keptValue(db, site, `${part}:${locale}`, load);
}

function keptValue<T>(db: Database, site: SiteContext, part: string, load: () => Promise<T>): Promise<T> {
  const tenants = memos.get(db) ?? new TenantStateCache<Map<string, Kept>>();
  memos.set(db, tenants);
  const tenant = site.tenant.id;
  const kept = tenants.get(tenant) ?? new Map<string, Kept>();
  tenants.set(tenant, kept);
  const key = `${site.center.id}:${site.appContext}:${part}`;
  const version = `${centersVersion(db, tenant)}/${pagesVersion(db, tenant)}`;
  const hit = kept.get(key);
  // The same tenant record and centre row: a reload of either (a write, the centre cache's time) is a change too.
  if (hit && hit.version === version && hit.tenant === site.tenant && hit.center === site.center) {
    // The first page's load may fail for that page alone (its visitor went away): this page then loads its own.
    return (hit.value as Promise<T>).catch(load);
  }
  const value = load();
  const entry: Kept = { version, tenant: site.tenant, center: site.center, value };
  kept.set(key, entry);
  value.catch(() => {
    if (kept.get(key) === entry) kept.delete(key);
  });
  return value;
}
