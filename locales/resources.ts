import enApplications from "./en/applications.json";
import enCalendar from "./en/calendar.json";
import enCommon from "./en/common.json";
import enDashboard from "./en/dashboard.json";
import enErrors from "./en/errors.json";
import enHome from "./en/home.json";
import enIdentity from "./en/identity.json";
import enMail from "./en/mail.json";
import enOrganizations from "./en/organizations.json";
import enPersonToPerson from "./en/person-to-person.json";
import enProfile from "./en/profile.json";
import enTest from "./en/test.json";
import enVacancies from "./en/vacancies.json";
import enVacancyAdmin from "./en/vacancy-admin.json";
import enVacancySearch from "./en/vacancy-search.json";
import enValidation from "./en/validation.json";
import nlApplications from "./nl/applications.json";
import nlCalendar from "./nl/calendar.json";
import nlCommon from "./nl/common.json";
import nlDashboard from "./nl/dashboard.json";
import nlErrors from "./nl/errors.json";
import nlHome from "./nl/home.json";
import nlIdentity from "./nl/identity.json";
import nlMail from "./nl/mail.json";
import nlOrganizations from "./nl/organizations.json";
import nlPersonToPerson from "./nl/person-to-person.json";
import nlProfile from "./nl/profile.json";
import nlTest from "./nl/test.json";
import nlVacancies from "./nl/vacancies.json";
import nlVacancyAdmin from "./nl/vacancy-admin.json";
import nlVacancySearch from "./nl/vacancy-search.json";
import nlValidation from "./nl/validation.json";

export const LOCALES = ["nl", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "nl";
export const LOCALE_COOKIE = "locale";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const resources = {
  nl: {
    common: nlCommon,
    errors: nlErrors,
    validation: nlValidation,
    home: nlHome,
    identity: nlIdentity,
    mail: nlMail,
    organizations: nlOrganizations,
    profile: nlProfile,
    test: nlTest,
    applications: nlApplications,
    "vacancy-admin": nlVacancyAdmin,
    vacancies: nlVacancies,
    "vacancy-search": nlVacancySearch,
    calendar: nlCalendar,
    dashboard: nlDashboard,
    "person-to-person": nlPersonToPerson,
  },
  en: {
    common: enCommon,
    errors: enErrors,
    validation: enValidation,
    home: enHome,
    identity: enIdentity,
    mail: enMail,
    organizations: enOrganizations,
    profile: enProfile,
    test: enTest,
    applications: enApplications,
    "vacancy-admin": enVacancyAdmin,
    vacancies: enVacancies,
    "vacancy-search": enVacancySearch,
    calendar: enCalendar,
    dashboard: enDashboard,
    "person-to-person": enPersonToPerson,
  },
} as const;

export const NAMESPACES = Object.keys(resources.nl) as (keyof (typeof resources)["nl"])[];

export function isLocale(value: unknown): value is Locale {
  return value === "nl" || value === "en";
}

/** The first supported language of an Accept-Language header, by quality. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { lang: tag.trim().toLowerCase().split("-")[0], q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.lang).find(isLocale) ?? null;
}
