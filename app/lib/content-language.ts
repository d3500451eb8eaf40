import { AUTHORED_LANGUAGE, type ContentLanguage } from "../../contract/content-languages";
import { useLocale } from "./locale";
import { useSite } from "./site";

/** The lang attribute for text written in `language`: only where it differs from the page's (decision 28). */
export function useContentLang(language: ContentLanguage = AUTHORED_LANGUAGE): ContentLanguage | undefined {
  return useLocale() === language ? undefined : language;
}

/** Whether the centre publishes English content (its choice, on a site in two languages). */
export function usePublishesEnglish(): boolean {
  const site = useSite();
  return Boolean(site?.site.features.internationalization && site.center.profile?.contentLanguages?.includes("en"));
}

/**
 * Picks the centre's English words on /en where it publishes English and wrote them, else its Dutch with the lang
 * attribute that says so.
 */
export function useAuthoredText() {
  const publishes = usePublishesEnglish();
  const english = useLocale() === "en" && publishes;
  const dutchLang = useContentLang(AUTHORED_LANGUAGE);
  return <T>(dutch: T, inEnglish: T | null | undefined): { text: T; lang: ContentLanguage | undefined } =>
    english && inEnglish ? { text: inEnglish, lang: undefined } : { text: dutch, lang: dutchLang };
}
