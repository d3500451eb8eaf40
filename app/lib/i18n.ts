import { createContext, createElement, type ReactNode, useContext, useMemo } from "react";
import { formatNumber } from "../../contract/intl-formats";
import { type Locale, languageOf, TEXT_LOCALES, type TextLocale, textsOf } from "../../locales/languages";
import {
  type Bundle,
  type Catalogue,
  onMissingText,
  provideTestLanguages,
  type TFunction,
  translatorsOver,
} from "../../locales/translate";

type Bundles = Record<TextLocale, Bundle>;
// The server has every language (provideCatalogues); the browser loads its page's language (loadCatalogue).
const catalogues: Partial<Record<Locale, Catalogue>> = {};
// Each language's public texts, a chunk of its own (a language without its line here does not compile).
const CATALOGUES: Record<TextLocale, () => Promise<{ catalogue: Catalogue }>> = {
  nl: () => import("../../locales/catalogue-nl"),
  en: () => import("../../locales/catalogue-en"),
};

/** Makes a namespace only some routes need (locales/*\/lazy) known, when their route module loads. */
export function registerNamespace(namespace: string, bundles: Bundles) {
  for (const locale of TEXT_LOCALES) {
    const catalogue = catalogues[locale];
    if (catalogue) catalogue[namespace] ??= bundles[locale];
    else catalogues[locale] = { [namespace]: bundles[locale] };
  }
}

/** The server's catalogues, every language, given once by entry.server.tsx so that no page bundle imports them. */
export function provideCatalogues(all: Record<TextLocale, Catalogue>) {
  for (const locale of TEXT_LOCALES) catalogues[locale] = { ...catalogues[locale], ...all[locale] };
}

/** Loads a language's texts in the browser (before hydrating, and before a language switch renders); a test language's are another's. */
export async function loadCatalogue(locale: Locale): Promise<void> {
  if (languageOf(locale).pseudoOf) provideTestLanguages((await import("../../locales/pseudo-locale")).pseudoText);
  const source = textsOf(locale);
  if (catalogues[source]?.common) return;
  const { catalogue } = await CATALOGUES[source]();
  catalogues[source] = { ...catalogue, ...catalogues[source] };
}

// In development a bare key on the screen is also said in the console (tests fail on it: locales/missing-texts.setup.ts).
if (import.meta.env?.MODE === "development") onMissingText((key, locale) => console.warn(`Missing text ${locale}: ${key}`));

/** One translator per language, reading the catalogues as they are when it is called. */
export const translatorFor = translatorsOver(() => catalogues, formatNumber);

type Texts = { t: TFunction; i18n: { language: Locale } };
const TextsContext = createContext<Texts | null>(null);

/** The page's language for useTranslation below; switching is synchronous once loadCatalogue has its texts. */
export function TextsProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const value = useMemo(() => ({ t: translatorFor(locale), i18n: { language: locale } }), [locale]);
  return createElement(TextsContext.Provider, { value }, children);
}

/** The page's translator and language (outside a provider, as in a test: Dutch). */
export function useTranslation(): Texts {
  return useContext(TextsContext) ?? { t: translatorFor("nl"), i18n: { language: "nl" } };
}
