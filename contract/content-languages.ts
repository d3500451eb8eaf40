// The languages a centre writes its content in, without zod: the page shell imports this on every public page.

/** Dutch always; English beside it where the centre publishes it (decision 28). locales/languages.ts has the same list (CONTENT_LOCALES): a test keeps them one. */
export const CONTENT_LANGUAGES = ["nl", "en"] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
export const AUTHORED_LANGUAGE: ContentLanguage = "nl";

export function isContentLanguage(value: unknown): value is ContentLanguage {
  return (CONTENT_LANGUAGES as readonly unknown[]).includes(value);
}

/** The language a visitor reads content in: theirs when the centre publishes it and the text has it, else Dutch. */
export function contentLanguageFor(
  locale: string,
  published: readonly ContentLanguage[],
  has: (language: ContentLanguage) => boolean,
): ContentLanguage {
  return isContentLanguage(locale) && published.includes(locale) && has(locale) ? locale : AUTHORED_LANGUAGE;
}
