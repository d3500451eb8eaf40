import i18next, { type i18n } from "i18next";
import { useRef } from "react";
import { initReactI18next } from "react-i18next";
import { LOCALES, type Locale } from "../../locales/languages";

type Bundles = Record<Locale, object>;
type Catalogue = Record<string, object>;
// The server has every language (provideCatalogues); the browser loads its page's language (loadCatalogue).
const catalogues: Partial<Record<Locale, Catalogue>> = {};
// Namespaces only some routes need (locales/*/lazy): their route module registers them when it loads.
const lazyBundles = new Map<string, Bundles>();
const instances = new Set<i18n>();

function addBundles(instance: i18n, namespace: string, bundles: Bundles) {
  for (const locale of LOCALES) instance.addResourceBundle(locale, namespace, bundles[locale]);
}

function addCatalogue(instance: i18n, locale: Locale, catalogue: Catalogue) {
  for (const [namespace, bundle] of Object.entries(catalogue)) instance.addResourceBundle(locale, namespace, bundle);
}

/** Makes a namespace known to every instance, now and later, so that pages that do not need it do not carry it. */
export function registerNamespace(namespace: string, bundles: Bundles) {
  if (lazyBundles.has(namespace)) return;
  lazyBundles.set(namespace, bundles);
  for (const instance of instances) addBundles(instance, namespace, bundles);
}

/** The server's catalogues, every language, given once by entry.server.tsx so that no page bundle imports them. */
export function provideCatalogues(all: Record<Locale, Catalogue>) {
  for (const locale of LOCALES) catalogues[locale] = all[locale];
}

/** Loads a language's texts in the browser (before hydrating, and before a language switch renders). */
export async function loadCatalogue(locale: Locale): Promise<void> {
  if (catalogues[locale]) return;
  const { catalogue } = locale === "en" ? await import("../../locales/catalogue-en") : await import("../../locales/catalogue-nl");
  catalogues[locale] = catalogue;
  for (const instance of instances) addCatalogue(instance, locale, catalogue);
}

export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: {},
    ns: Object.keys(catalogues[locale] ?? {}),
    defaultNS: "common",
    lng: locale,
    fallbackLng: "nl",
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  for (const [catalogueLocale, catalogue] of Object.entries(catalogues))
    addCatalogue(instance, catalogueLocale as Locale, catalogue);
  for (const [namespace, bundles] of lazyBundles) addBundles(instance, namespace, bundles);
  instances.add(instance);
  return instance;
}

// On the server a render never changes language, so one instance per locale serves every request.
const serverInstances = new Map<Locale, i18n>();

function serverInstance(locale: Locale): i18n {
  let instance = serverInstances.get(locale);
  if (!instance) {
    instance = createI18n(locale);
    serverInstances.set(locale, instance);
  }
  return instance;
}

/** One instance per render tree; switching language is synchronous once loadCatalogue has loaded its texts. */
export function useI18nInstance(locale: Locale): i18n {
  const ref = useRef<i18n | null>(null);
  if (typeof window === "undefined") return serverInstance(locale);
  if (!ref.current) ref.current = createI18n(locale);
  if (ref.current.language !== locale) void ref.current.changeLanguage(locale);
  return ref.current;
}
