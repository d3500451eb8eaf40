// The interface's languages and how a request picks one, without the catalogues: pages import this.
// Adding a language is its folder of texts and one entry here (locales/README.md).

export type Language = {
  /** The path's first segment and the page's lang attribute. */
  readonly code: string;
  /** Its name in itself, for the language switch. */
  readonly name: string;
  readonly dir: "ltr" | "rtl";
  /** The locale Intl formats its dates, numbers and plurals with. */
  readonly intl: string;
  /** A test language: the texts of `pseudoOf`, made strange (pseudo-locale.ts), served only with PSEUDO_LOCALE=true. */
  readonly pseudoOf?: string;
};

export const LANGUAGES = [
  { code: "nl", name: "Nederlands", dir: "ltr", intl: "nl-NL" },
  { code: "en", name: "English", dir: "ltr", intl: "en-GB" },
  // Chromium's name for its right-to-left pseudo-locale; a valid tag, so axe and Intl accept it.
  { code: "ar-xb", name: "[Ƥşèûδô ŔŢĿ]", dir: "rtl", intl: "en-GB", pseudoOf: "en" },
] as const satisfies readonly Language[];

export type Locale = (typeof LANGUAGES)[number]["code"];
/** The languages with texts of their own: a folder in locales/ each. */
export type TextLocale = Exclude<(typeof LANGUAGES)[number], { pseudoOf: string }>["code"];

export const TEXT_LOCALES = LANGUAGES.filter((language) => !("pseudoOf" in language)).map(
  (language) => language.code,
) as TextLocale[];
/** Every language a page may be in (a test language only when it is served). */
export const LOCALES = LANGUAGES.map((language) => language.code) as Locale[];
export const DEFAULT_LOCALE: Locale = "nl";
export const LOCALE_COOKIE = "locale";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

const byCode = new Map<string, Language>(LANGUAGES.map((language) => [language.code, language]));

export function languageOf(locale: string): Language {
  return byCode.get(locale) ?? LANGUAGES[0];
}

/** The languages centres write their content in and the mails go out in (stored with a user, an application); contract/content-languages.ts has them too. */
export const CONTENT_LOCALES = ["nl", "en"] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

export const isContentLocale = (code: unknown): code is ContentLocale => CONTENT_LOCALES.some((content) => content === code);

/** A page's content language: its own, a test language's source, else Dutch (the fallback). */
export function contentLocaleOf(locale: Locale): ContentLocale {
  if (isContentLocale(locale)) return locale;
  const { pseudoOf } = languageOf(locale);
  return isContentLocale(pseudoOf) ? pseudoOf : "nl";
}

/** Where a language's texts come from: its own folder, or a test language's source. */
export const textsOf = (locale: Locale): TextLocale => (languageOf(locale).pseudoOf ?? locale) as TextLocale;

/** The tag Intl formats a page's dates and numbers with ("nl-NL"). */
export const intlLocale = (locale: string): string => languageOf(locale).intl;

/**
 * Test languages are served only when the server's environment says PSEUDO_LOCALE=true (server/config); the browser
 * has no environment and shows the language the server served.
 */
function servesTestLanguages(): boolean {
  return typeof process === "undefined" || process.env?.PSEUDO_LOCALE === "true";
}

export function isLocale(value: unknown): value is Locale {
  if (typeof value !== "string") return false;
  const language = byCode.get(value);
  return language !== undefined && (!language.pseudoOf || servesTestLanguages());
}

/** The languages the language switch offers: the real ones, and a test language while a page is in it. */
export const switchableLocales = (current: Locale): Locale[] =>
  LOCALES.filter((code) => !languageOf(code).pseudoOf || code === current);

/** The first supported language of an Accept-Language header, by quality: its full tag, else its language. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (isLocale(tag)) return tag;
    const language = tag.split("-")[0];
    if (isLocale(language)) return language;
  }
  return null;
}
