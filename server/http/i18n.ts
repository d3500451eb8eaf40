import i18next, { type TFunction } from "i18next";
import type { Locale } from "../../locales/languages";
import { NAMESPACES, resources } from "../../locales/resources";

const instance = i18next.createInstance();
void instance.init({
  resources,
  ns: NAMESPACES,
  defaultNS: "common",
  lng: "nl",
  fallbackLng: "nl",
  interpolation: { escapeValue: false },
  initAsync: false,
});

const fixed = new Map<Locale, TFunction>();

export function translatorFor(locale: Locale): TFunction {
  let t = fixed.get(locale);
  if (!t) {
    t = instance.getFixedT(locale);
    fixed.set(locale, t);
  }
  return t;
}
