import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import {
  contentLocaleOf,
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  type Locale,
  localeFromAcceptLanguage,
} from "../../locales/languages";
import { secureCookies } from "./cookies";
import { translatorFor } from "./i18n";
import { setResponseCookie } from "./response-headers";
import { asksPublicPage } from "./shared-pages";
import type { AppEnv } from "./types";

/** The JSON protocol's paths; everything else is a page. */
export const isApiPath = (path: string) => path.startsWith("/api/") || path.startsWith("/auth/");

/**
 * Pages: the path prefix, then the locale cookie, then Accept-Language, then Dutch.
 * API calls: Accept-Language (our client always sends the page's locale), then the cookie, then Dutch.
 */
export function requestLocale(path: string, cookieValue: string | undefined, acceptLanguage: string | undefined): Locale {
  if (isApiPath(path)) {
    return localeFromAcceptLanguage(acceptLanguage) ?? (isLocale(cookieValue) ? cookieValue : DEFAULT_LOCALE);
  }
  const prefix = path.split("/")[1];
  if (isLocale(prefix)) return prefix;
  if (isLocale(cookieValue)) return cookieValue;
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}

export const localeMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const cookie = getCookie(c, LOCALE_COOKIE);
  const locale = requestLocale(c.req.path, cookie, c.req.header("accept-language"));
  c.set("locale", contentLocaleOf(locale));
  c.set("t", translatorFor(locale));
  await next();
  // A visited /nl or /en page remembers the choice for bare paths (spec section 9: 365 days); a page every visitor
  // shares leaves it to its path (issue 42, item 3), so a CDN may keep it.
  if (!isApiPath(c.req.path) && isLocale(c.req.path.split("/")[1]) && cookie !== locale && !asksPublicPage(c)) {
    setResponseCookie(c, LOCALE_COOKIE, locale, {
      path: "/",
      sameSite: "Lax",
      maxAge: LOCALE_COOKIE_MAX_AGE,
      secure: secureCookies(c),
    });
  }
});
