import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { ContentLanguage } from "../../../contract/content-languages";
import { featureFlagsFor } from "../../config/feature-flags";
import { centerSlugForHost, resolveTenantFromHost } from "../../config/hosts";
import { siteOriginOf } from "../../config/site-origins";
import { type AppContext, isAppContext, type TenantRecord } from "../../config/tenants";
import { AppError } from "../../http/app-error";
import { CENTER_COOKIE, secureCookies, TENANT_COOKIE } from "../../http/cookies";
import { requestHostname } from "../../http/request-host";
import { setResponseCookie, setResponseHeader } from "../../http/response-headers";
import { asksPublicPage } from "../../http/shared-pages";
import type { AppEnv } from "../../http/types";
import { type CenterWithProfile, listCenters } from "./tenancy.service";

/** Where a request is: tenant, app context and centre, set for every request to the API and the pages. */
export interface SiteContext {
  /** The tenant's record (its switches drive the feature flags); a suspended or archived one is resolved too. */
  tenant: TenantRecord;
  appContext: AppContext;
  center: CenterWithProfile;
  centers: CenterWithProfile[];
  /** The configured base URL for every absolute link of this request (decision 7), never a request header. */
  origin: string;
  /** Whether the request's host is one of the tenant's configured hosts; if not, nothing of it is cached. */
  configuredHost: boolean;
}

// The request variable this module sets (decision 8): declared here, so the layers below need not know it.
declare module "hono" {
  interface ContextVariableMap {
    site: SiteContext;
  }
}

const YEAR = 365 * 24 * 60 * 60;

/**
 * Tenant, app context and centre for every request (DESIGN.md section 5). Headers are checked:
 * an unknown tenant or app context is a 400 and a centre outside the tenant a 404, never a silent fallback. The
 * operator's host resolves no tenant (a 404), and a tenant that is not active is a 503 (issue 39, item 3).
 */
export const siteContext = createMiddleware<AppEnv>(async (c, next) => {
  const deps = c.get("deps");
  const t = c.get("t");
  const hostname = requestHostname(c);
  // The operator's host is the platform's, never a tenant's site (decision 26): only its own routes answer there.
  if (hostname === deps.hosts.operatorHost) throw new AppError(404, "not_found", t("api-errors:detail.operatorHost"));

  // The tenants the database knows (the registry behind deps.hosts), never a list in code.
  const tenantHeader = c.req.header("x-tenant");
  const tenant = deps.hosts.tenants.get(tenantHeader ?? resolveTenantFromHost(hostname, deps.hosts));
  if (!tenant) {
    throw new AppError(400, "unknown_tenant", t("api-errors:detail.unknownTenant", { value: tenantHeader ?? hostname }), [
      { source: { header: tenantHeader !== undefined ? "X-Tenant" : "Host" } },
    ]);
  }
  const tenantId = tenant.id;
  // A suspended (or archived) tenant keeps its data but answers nothing, sign-in included, until it is active again.
  if (tenant.status !== "active") {
    throw new AppError(503, "service_unavailable", t("api-errors:detail.tenantUnavailable"));
  }

  const contextHeader = c.req.header("app-context");
  if (contextHeader !== undefined && !isAppContext(contextHeader)) {
    throw new AppError(400, "unknown_app_context", t("api-errors:detail.unknownAppContext", { value: contextHeader }), [
      { source: { header: "App-Context" } },
    ]);
  }
  const appContext = contextHeader ?? tenant.appContext;

  const centers = await listCenters(deps.db, tenantId);
  const centerHeader = c.req.header("volunteer-center-id");
  let center = undefined as (typeof centers)[number] | undefined;
  if (centerHeader !== undefined) {
    center = centers.find((row) => String(row.id) === centerHeader);
    if (!center) {
      throw new AppError(404, "unknown_volunteer_center", t("api-errors:detail.unknownCenter", { value: centerHeader }), [
        { source: { header: "Volunteer-Center-Id" } },
      ]);
    }
  } else {
    const slug = centerSlugForHost(hostname, deps.hosts);
    const cookieId = getCookie(c, CENTER_COOKIE);
    center =
      (slug ? centers.find((row) => row.slug === slug) : undefined) ??
      centers.find((row) => String(row.id) === cookieId) ??
      centers.find((row) => row.isDefault) ??
      centers[0];
  }
  if (!center) {
    throw new AppError(404, "unknown_volunteer_center", t("api-errors:detail.unknownCenter", { value: tenantId }));
  }

  const { origin, configuredHost } = siteOriginOf(hostname, tenantId, center.slug, deps.hosts);
  c.set("site", { tenant, appContext, center, centers, origin, configuredHost });
  await next();

  // A host that is not the tenant's (Host: evil.example) must not leave its answer in any shared cache.
  if (!configuredHost) setResponseHeader(c, "Cache-Control", "no-store");

  // Keep the tenant and centre for the browser (spec section 1); only on pages, where a browser is the client. A page
  // every visitor shares sets neither while its host decides both (issue 42, item 3; decision 27): a CDN may keep it.
  const decidedByHost = configuredHost && asksPublicPage(c) && getCookie(c, CENTER_COOKIE) === undefined;
  if (c.res.headers.get("content-type")?.startsWith("text/html") && !decidedByHost) {
    const secure = secureCookies(c);
    if (getCookie(c, TENANT_COOKIE) !== tenantId) {
      setResponseCookie(c, TENANT_COOKIE, tenantId, { path: "/", sameSite: "Lax", secure, maxAge: YEAR });
    }
    if (getCookie(c, CENTER_COOKIE) !== String(center.id)) {
      setResponseCookie(c, CENTER_COOKIE, String(center.id), {
        path: "/",
        sameSite: "Lax",
        secure,
        httpOnly: true,
        maxAge: YEAR,
      });
    }
  }
});

/** The languages the site's centre publishes its content in: English only where its tenant has two languages. */
export function contentLanguagesOf(site: SiteContext): ContentLanguage[] {
  const chosen = site.center.profile?.contentLanguages ?? ["nl"];
  return featureFlagsFor(site.tenant, site.appContext).internationalization && chosen.includes("en") ? ["nl", "en"] : ["nl"];
}
