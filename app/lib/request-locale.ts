import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale, localeFromAcceptLanguage } from "../../locales/languages";
import { readCookie } from "./cookies";

/** For a bare path: the locale cookie, then Accept-Language, then Dutch (spec section 9). */
export function preferredLocale(request: Request): Locale {
  const cookie = readCookie(request, LOCALE_COOKIE);
  if (isLocale(cookie)) return cookie;
  return localeFromAcceptLanguage(request.headers.get("accept-language")) ?? DEFAULT_LOCALE;
}
