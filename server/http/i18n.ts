import type { Locale } from "../../locales/languages";
import { resources } from "../../locales/resources";
import { type Catalogue, createTranslator, type TFunction } from "../../locales/translate";

const catalogues = resources as unknown as Record<Locale, Catalogue>;
const translators = new Map<Locale, TFunction>();

export function translatorFor(locale: Locale): TFunction {
  let t = translators.get(locale);
  if (!t) {
    t = createTranslator(locale, () => catalogues);
    translators.set(locale, t);
  }
  return t;
}
