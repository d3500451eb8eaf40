import type { Context } from "hono";
import { isContentPagePath } from "../../contract/pages";
import { AUTH_COOKIES } from "./auth-cookies";
import type { AppEnv } from "./types";

/**
 * Anonymous public pages a CDN or proxy may keep, and the page cache too (issue 13, item 5): home and content pages,
 * vacancy bank and pages, calendar, organizations, partners, the social map, help choosing, workshops, the API's pages.
 */
const PUBLIC_PAGES: { test(path: string): boolean }[] = [
  { test: isContentPagePath },
  /^\/(nl|en)\/nieuws(\/[a-z0-9-]+)?$/,
  /^\/(nl|en)\/?$/,
  /^\/(nl|en)\/vacancies\/(search|\d+)$/,
  /^\/(nl|en)\/activiteitenkalender$/,
  /^\/(nl|en)\/een-op-een-hulp$/,
  /^\/(nl|en)\/organizations\/\d+$/,
  /^\/(nl|en)\/partners$/,
  /^\/(nl|en)\/sociale-kaart(\/\d+)?$/,
  /^\/(nl|en)\/(hulp-bij-kiezen|help-me-choose)$/,
  /^\/(nl|en)\/workshops(\/geweest|\/\d+)?$/,
  /^\/(nl|en)\/developers\/api(\/[a-z_]+)?$/,
];

export const isPublicPagePath = (path: string) => PUBLIC_PAGES.some((page) => page.test(path));

/** Whether the request carries a session (the web app's auth cookies). */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return AUTH_COOKIES.some((name) => new RegExp(`(^|;\\s*)${name}=`).test(cookieHeader ?? ""));
}

/**
 * An anonymous GET of a public page: on one of the tenant's own hosts (site context knows), its answer is the same for
 * every visitor who asks, so it sets no cookie its host and path already decide (issue 42, item 3; decision 27).
 */
export const asksPublicPage = (c: Context<AppEnv>) =>
  (c.req.method === "GET" || c.req.method === "HEAD") &&
  !hasSessionCookie(c.req.header("cookie")) &&
  isPublicPagePath(c.req.path);

/** Campaign and click ids (utm_*, fbclid, gclid, ...): read by analytics in the browser, never by a page. */
const CAMPAIGN_PARAM =
  /^(utm_\w+|fbclid|gclid|gclsrc|dclid|gbraid|wbraid|msclkid|yclid|twclid|igshid|mc_cid|mc_eid|_ga|_gl|li_fat_id)$/i;

/** The address without campaign parameters: one page, one cache entry, however a visitor's link was tagged. */
export function withoutCampaignParams(url: string): string {
  const parsed = new URL(url);
  const names = [...new Set(parsed.searchParams.keys())].filter((name) => CAMPAIGN_PARAM.test(name));
  if (names.length === 0) return url;
  for (const name of names) parsed.searchParams.delete(name);
  return parsed.toString();
}
