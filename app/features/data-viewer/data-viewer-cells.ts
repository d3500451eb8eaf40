import type { DataViewerTable } from "../../../contract/data-viewer";
import { dateFormat } from "../../../contract/intl-formats";
import { intlLocale, type Locale } from "../../../locales/languages";
import texts from "../../../locales/nl/lazy/data-viewer.json";
import type { TFunction } from "../../../locales/translate";
import "../../lib/texts/data-viewer";
import "../../lib/texts/identity";

/** Columns whose values are the product's words (a status, a type): the texts that name each value. */
const VALUE_TEXTS: Record<DataViewerTable, Record<string, string>> = {
  audit_events: { subject_type: "data-viewer:subjectTypes" },
  users: { status: "identity:statuses", signup_method: "identity:users.methods" },
  organizations: { status: "organizations:statuses", organization_type: "organizations:types" },
  vacancies: { status: "vacancies:statuses", vacancy_type: "vacancies:types" },
  applications: { status: "applications:statuses" },
};
const MOMENTS = new Set(["created_at", "expires_at"]);
const actions = texts.actions as Record<string, Record<string, string>>;

/** The one obvious filter's column: the audit log's subject type, every other table's status. */
export const kindColumn = (table: DataViewerTable) => (table === "audit_events" ? "subject_type" : "status");

/**
 * A cell as a reader takes it: statuses, types and audit actions in the page's language, moments in its format and
 * Dutch time; an audit action without a text of its own (a new one) as it is stored.
 */
export function cellText(t: TFunction, locale: Locale, table: DataViewerTable, column: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "–";
  if (typeof value === "object") return JSON.stringify(value);
  const text = String(value);
  const group = VALUE_TEXTS[table][column];
  if (group) return t(`${group}.${text}`);
  if (table === "audit_events" && column === "action") {
    const [area, verb] = text.split(".");
    return verb && actions[area]?.[verb] ? t(`data-viewer:actions.${area}.${verb}`) : text;
  }
  if (MOMENTS.has(column)) {
    const moment = new Date(text);
    if (Number.isNaN(moment.getTime())) return text;
    const tag = intlLocale(locale);
    return dateFormat(tag, { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Amsterdam" }).format(moment);
  }
  return text;
}
