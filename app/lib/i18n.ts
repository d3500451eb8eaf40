import i18next, { type i18n } from "i18next";
import { useRef } from "react";
import { initReactI18next } from "react-i18next";
import { type Locale, NAMESPACES, resources } from "../../locales/resources";

export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    ns: NAMESPACES,
    defaultNS: "common",
    lng: locale,
    fallbackLng: "nl",
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
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

/** One instance per render tree; switching language is synchronous because every catalogue is bundled. */
export function useI18nInstance(locale: Locale): i18n {
  const ref = useRef<i18n | null>(null);
  if (typeof window === "undefined") return serverInstance(locale);
  if (!ref.current) ref.current = createI18n(locale);
  if (ref.current.language !== locale) void ref.current.changeLanguage(locale);
  return ref.current;
}
