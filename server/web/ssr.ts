import type { Context, Hono } from "hono";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { ServerContext } from "../../app/lib/server-context";
import type { Locale } from "../../locales/languages";
import { baseUrlOf } from "../config/hosts";
import { type ChangeTopic, changesHeard } from "../db/change-feed";
import { CENTER_COOKIE, secureCookies, TENANT_COOKIE } from "../http/cookies";
import { inProcessEnv } from "../http/in-process";
import { clientAddress, fromTrustedProxy } from "../http/rate-limit";
import { onOperatorHost } from "../http/request-host";
import { withoutCampaignParams } from "../http/shared-pages";
import type { AppEnv } from "../http/types";
import { pagesVersion } from "../modules/pages/pages-version.service";
import type { SiteContext } from "../modules/tenancy/site-context.middleware";
import { centersVersion } from "../modules/tenancy/tenancy.service";
import { vacancyBankVersion } from "../modules/vacancy-bank/vacancy-search.service";
import { createPageCache, PAGE_CACHE_SECONDS } from "./page-cache";
import { visitorMemoFor } from "./visitor-memo";

type RouterContextKey = Parameters<RouterContextProvider["set"]>[0];

export interface SsrOptions {
  loadBuild: () => Promise<ServerBuild>;
  mode: "development" | "production";
  /** How long an anonymous visitor's public page is served again (page-cache.ts); 0 = never. */
  pageCacheSeconds?: number;
  /** Each language's built texts chunk, preloaded by the page (catalogue-preload.ts); none in development. */
  catalogueChunks?: Partial<Record<Locale, string>>;
}

/** What else visitors' pages show: the tenant's settings, workshops, forms (the retention periods) and contact persons. */
const SHOWN: ChangeTopic[] = ["tenants", "workshops", "forms", "users"];
const FORWARDED = ["host", "cookie", "origin", "referer", "user-agent"];
const SITE_COOKIE_LINE = new RegExp(`^(${TENANT_COOKIE}|${CENTER_COOKIE})=`);

/**
 * The React Router request handler for every page. Loaders reach the API through `fetch` in-process,
 * with the same tenant, centre and session as the page request.
 */
export function createSsrHandler(options: SsrOptions, api: () => Hono<AppEnv>) {
  let cached: { build: ServerBuild; handle: ReturnType<typeof createRequestHandler> } | undefined;
  const pageCache = createPageCache(
    // Pages show vacancies, the centre (theme, logo, footer), content pages and the rest of SHOWN: a write to any makes
    // the tenant's kept pages old.
    ({ db }, tenant) =>
      `${vacancyBankVersion(db, tenant)}/${centersVersion(db, tenant)}/${pagesVersion(db, tenant)}/${SHOWN.map((topic) => changesHeard(db, topic, tenant)).join(".")}`,
    options.mode === "production" ? (options.pageCacheSeconds ?? PAGE_CACHE_SECONDS) * 1000 : 0,
  );

  const handlePage = async (c: Context<AppEnv>) => {
    const build = await options.loadBuild();
    if (cached?.build !== build) cached = { build, handle: createRequestHandler(build, options.mode) };
    const { handle } = cached;
    // The operator's console (decision 26) has no tenant and no shared pages: never kept.
    const pageKey = onOperatorHost(c) ? null : pageCache.keyFor(c);
    // A kept page must not show one visitor's campaign tags to the next: it is rendered without them.
    const render = () => renderPage(c, build, handle, pageKey ? withoutCampaignParams(c.req.url) : c.req.url);
    return pageKey ? pageCache.respond(pageKey, c, render) : render();
  };
  return { handlePage, answerEarly: pageCache.answerEarly };

  async function renderPage(
    c: Context<AppEnv>,
    build: ServerBuild,
    handle: ReturnType<typeof createRequestHandler>,
    url: string,
  ) {
    // On the operator's host no tenant is resolved (app.ts): the console's calls name none.
    const site = c.get("site") as SiteContext | undefined;
    const apiHeaders: Record<string, string> = { "x-request-id": c.get("requestId") };
    if (site) {
      apiHeaders["x-tenant"] = site.tenant.id;
      apiHeaders["app-context"] = site.appContext;
      apiHeaders["volunteer-center-id"] = String(site.center.id);
    }
    for (const name of FORWARDED) {
      const value = c.req.header(name);
      if (value) apiHeaders[name] = value;
    }
    // The host the visitor asked for, only when the page's own site context believed it.
    const forwardedHost = c.req.header("x-forwarded-host");
    if (forwardedHost && fromTrustedProxy(c)) apiHeaders["x-forwarded-host"] = forwardedHost;
    // In-process calls have no socket: they carry the page visitor's address for the rate limits.
    apiHeaders["x-forwarded-for"] = clientAddress(c);
    // Cookies the API sets (a rotated token, a cleared session) go to the browser with the page, and later
    // in-process calls of the same page already use them.
    const setCookies: string[] = [];
    // The page's signal (client gone, time-out) stops its API calls: none starts after it aborted.
    const { signal } = c.var;
    const env = inProcessEnv();
    const fetchInProcess: ServerContext["fetch"] = async (input, init) => {
      const callSignal = init?.signal ?? signal;
      callSignal.throwIfAborted();
      const response = await api().request(input, { ...init, signal: callSignal }, env);
      // The page's own site context sets the tenant and centre cookies; the API's copies would only repeat them.
      const cookies = response.headers.getSetCookie().filter((line) => !SITE_COOKIE_LINE.test(line));
      if (cookies.length > 0) {
        setCookies.push(...cookies);
        apiHeaders.cookie = mergeCookies(apiHeaders.cookie ?? "", cookies);
      }
      return response;
    };
    const value: ServerContext = {
      fetch: fetchInProcess,
      signal,
      apiHeaders,
      nonce: c.get("nonce"),
      requestId: c.get("requestId"),
      isDev: c.get("deps").isDev,
      secureCookies: secureCookies(c),
      reportError: c.get("deps").reportError,
      mapTileUrl: c.get("deps").mapTileUrl ?? null,
      origin: site?.origin ?? baseUrlOf(c.get("deps").hosts.operatorHost, c.get("deps").hosts.port),
      console: !site && onOperatorHost(c),
      catalogueChunks: options.catalogueChunks ?? {},
      keepForVisitors: visitorMemoFor(c, () => apiHeaders.cookie),
    };
    const context = new RouterContextProvider();
    // The context key must be the build's own instance, so it is exported by entry.server.
    const key = (build.entry.module as unknown as { serverContext: RouterContextKey }).serverContext;
    context.set(key, value);
    const request = url === c.req.url ? c.req.raw : new Request(url, c.req.raw);
    const response = await handle(new Request(request, { signal }), context);
    c.set("pageHoldsUntil", env.holdsUntil);
    if (setCookies.length === 0) return response;
    const headers = new Headers(response.headers);
    for (const cookie of setCookies) headers.append("set-cookie", cookie);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

/** A Cookie header updated by Set-Cookie lines: new values replace old ones, expired ones go. */
export function mergeCookies(header: string, setCookies: string[]): string {
  const jar = new Map(
    header
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.slice(0, part.indexOf("=")), part.slice(part.indexOf("=") + 1)] as const),
  );
  for (const line of setCookies) {
    const [pair, ...attributes] = line.split(";").map((part) => part.trim());
    const name = pair.slice(0, pair.indexOf("="));
    const expired = attributes.some(
      (a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && Date.parse(a.slice(8)) < Date.now()),
    );
    if (expired) jar.delete(name);
    else jar.set(name, pair.slice(pair.indexOf("=") + 1));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}
