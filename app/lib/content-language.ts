import { createContext, useContext } from "react";
import { AUTHORED_LANGUAGE, type ContentLanguage } from "../../contract/content-languages";
import type { Locale } from "../../locales/languages";
import { useLocale } from "./locale";
import { type RootData, useSite } from "./site";

/** The language a part of a page shows the centre's words in where it is not the page's: a preview's choice. */
export const ShownLocale = createContext<Locale | null>(null);

/** The language the centre's words are shown in here: the page's, or a preview's. */
function useShownLocale(): Locale {
  const shown = useContext(ShownLocale);
  const locale = useLocale();
  return shown ?? locale;
}

/** The lang attribute for text written in `language`: only where it differs from the page's (decision 28). */
export function useContentLang(language: ContentLanguage = AUTHORED_LANGUAGE): ContentLanguage | undefined {
  return useShownLocale() === language ? undefined : language;
}

/** Whether the site's centre publishes English content (its choice, on a site in two languages). */
export function publishesEnglishOn(root: Pick<RootData, "site" | "center"> | undefined): boolean {
  return Boolean(root?.site?.features.internationalization && root.center?.profile?.contentLanguages?.includes("en"));
}

/** Whether the centre publishes English content (its choice, on a site in two languages). */
export function usePublishesEnglish(): boolean {
  return publishesEnglishOn(useSite());
}

/** A centre's text in the language a page shows it in, with the lang attribute where that is not the page's. */
export type AuthoredText = <T>(dutch: T, inEnglish: T | null | undefined) => { text: T; lang: ContentLanguage | undefined };

/**
 * Picks the centre's English words on a page in `locale` (English) where it publishes English and wrote them, else
 * its Dutch with the lang attribute that says so. For what runs without hooks: meta tags, the page title.
 */
export function authoredTextFor(locale: string, publishesEnglish: boolean): AuthoredText {
  const english = locale === "en" && publishesEnglish;
  const dutchLang = locale === AUTHORED_LANGUAGE ? undefined : AUTHORED_LANGUAGE;
  return (dutch, inEnglish) => (english && inEnglish ? { text: inEnglish, lang: undefined } : { text: dutch, lang: dutchLang });
}

/** authoredTextFor the page's language and centre. */
export function useAuthoredText(): AuthoredText {
  return authoredTextFor(useShownLocale(), usePublishesEnglish());
}
