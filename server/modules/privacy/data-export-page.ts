import { APPLICATION_STATUSES } from "../../../contract/applications";
import { GENDERS, ROLES, SIGNUP_METHODS, USER_STATUSES } from "../../../contract/identity";
import { dateFormat } from "../../../contract/intl-formats";
import { REGISTRATION_STATUSES } from "../../../contract/workshops";
import { LANGUAGES } from "../../../locales/languages";
import type { TFunction } from "../../../locales/translate";
import { escapeXml } from "../../text/xml";
import type { PersonalData } from "./data-export.service";

/** The sections in the order the page shows them; each a key of the export and a heading of its own. */
export const SECTIONS = [
  "account",
  "consents",
  "volunteerProfile",
  "applications",
  "matchFollowups",
  "savedVacancies",
  "vacancyAlerts",
  "conversations",
  "workshopRegistrations",
  "formSubmissions",
  "formInvitations",
  "organizations",
  "notifications",
  "mails",
  "auditLog",
] as const satisfies readonly (keyof PersonalData)[];

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A moment as the Netherlands writes it, on Amsterdam's clock: 28-11-2026 14:05. */
const dutchDate = dateFormat("nl-NL", {
  timeZone: "Europe/Amsterdam",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const formatInstant = (iso: string) => dutchDate.format(new Date(iso)).replace(",", "");

/** Codes that have a name in the app already: roles, statuses, gender, language, how the account was made. */
/** Each code of a list with the key of its name, as the app names it. */
const named = (codes: readonly string[], key: (code: string) => string) =>
  Object.fromEntries(codes.map((code) => [code, key(code)]));

const NAMED: Record<string, Record<string, string>> = {
  role: named(ROLES, (role) => `identity:roles.${role}`),
  status: {
    ...named(APPLICATION_STATUSES, (s) => `applications:statuses.${s}`),
    ...named(USER_STATUSES, (s) => `identity:statuses.${s}`),
    ...named(REGISTRATION_STATUSES, (s) => `workshops:attendees.status_${s}`),
  },
  gender: named(GENDERS, (g) => `profile:details.genders.${g}`),
  signupMethod: named(SIGNUP_METHODS, (m) => `identity:users.methods.${m}`),
};
const LANGUAGE_NAMES: Record<string, string> = Object.fromEntries(LANGUAGES.map((language) => [language.code, language.name]));

function valueText(t: TFunction, key: string, value: string): string {
  const named = NAMED[key]?.[value];
  if (named) return t(named);
  if (key === "locale") return LANGUAGE_NAMES[value] ?? value;
  return ISO_INSTANT.test(value) ? formatInstant(value) : value;
}

const label = (t: TFunction, key: string) => escapeXml(t(`data-export:fields.${key}`));

function render(t: TFunction, key: string, value: unknown): string {
  if (value === null || value === undefined || value === "")
    return `<span class="none">${escapeXml(t("data-export:page.none"))}</span>`;
  if (typeof value === "boolean") return escapeXml(t(value ? "data-export:page.yes" : "data-export:page.no"));
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return escapeXml(valueText(t, key, value)).replaceAll("\n", "<br>");
  if (Array.isArray(value)) {
    if (!value.length) return `<span class="none">${escapeXml(t("data-export:page.none"))}</span>`;
    if (value.every((item) => typeof item !== "object" || item === null)) {
      return value.map((item) => render(t, key, item)).join(", ");
    }
    return `<ol>${value.map((item) => `<li>${render(t, key, item)}</li>`).join("")}</ol>`;
  }
  // Free-form values (a notification's, an alert's search, an audit entry's details) keep their own keys.
  const known = ["data", "search", "details"].includes(key);
  const rows = Object.entries(value as Record<string, unknown>).map(
    ([name, item]) =>
      `<tr><th scope="row">${known ? escapeXml(name) : label(t, name)}</th><td>${render(t, name, item)}</td></tr>`,
  );
  return rows.length ? `<table>${rows.join("")}</table>` : `<span class="none">${escapeXml(t("data-export:page.none"))}</span>`;
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a;background:#fff}
h1{font-size:1.75rem}h2{font-size:1.3rem;margin-top:2.5rem;border-bottom:2px solid #ccc;padding-bottom:.25rem}
table{border-collapse:collapse;width:100%;margin:.25rem 0}th,td{text-align:start;vertical-align:top;padding:.3rem .5rem;border:1px solid #ddd}
th{width:14rem;font-weight:600;background:#f5f5f5}ol{padding-inline-start:1.25rem;margin:0}li{margin:.5rem 0}
.none{color:#555}.lead{color:#333}@media (prefers-color-scheme:dark){body{color:#eee;background:#121212}th{background:#222}
th,td{border-color:#444}h2{border-color:#555}.none,.lead{color:#bbb}}@media print{h2{break-after:avoid}}`;

/** The export as a page to read and keep: self-contained (inline style, no script), in the user's language. */
export function personalDataPage(t: TFunction, locale: string, data: PersonalData): string {
  const name = `${data.account.firstName} ${data.account.lastName}`;
  const sections = SECTIONS.map((section) => {
    const value = data[section];
    return `<section><h2>${escapeXml(t(`data-export:sections.${section}`))}</h2>${render(t, section, value)}</section>`;
  }).join("\n");
  return `<!doctype html>
<html lang="${escapeXml(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(t("data-export:page.title", { name }))}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeXml(t("data-export:page.title", { name }))}</h1>
<p class="lead">${escapeXml(t("data-export:page.lead", { date: formatInstant(data.exportedAt) }))}</p>
<p class="lead">${escapeXml(t("data-export:page.leftOut"))}</p>
${sections}
</main>
</body>
</html>
`;
}
