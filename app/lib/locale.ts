import { useParams } from "react-router";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../locales/languages";

/** The language centres and organizations write their pages, vacancies and menus in, whatever language the page is in. */
export const AUTHORED_LOCALE: Locale = DEFAULT_LOCALE;

/** The lang attribute for a centre's own words: only needed on a page in another language. */
export function useAuthoredLang(): Locale | undefined {
  return useLocale() === AUTHORED_LOCALE ? undefined : AUTHORED_LOCALE;
}

export function useLocale(): Locale {
  const { lang } = useParams();
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** Prefixes an app path with the locale: localePath("en", "/switch") -> "/en/switch". */
export function localePath(locale: Locale, path: string): string {
  if (path === "/" || path === "") return `/${locale}`;
  return `/${locale}${path.startsWith("/") ? path : `/${path}`}`;
}

export function useLocalePath() {
  const locale = useLocale();
  return (path: string) => localePath(locale, path);
}

/** The same page in another language: swap the first path segment, keep query and hash. */
export function switchLocaleHref(pathname: string, search: string, hash: string, target: Locale): string {
  const segments = pathname.split("/");
  if (isLocale(segments[1])) segments[1] = target;
  else segments.splice(1, 0, target);
  const path = segments.join("/").replace(/\/$/, "") || `/${target}`;
  return `${path}${search}${hash}`;
}
