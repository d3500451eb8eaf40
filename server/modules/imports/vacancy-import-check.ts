// A row of a centre's vacancy list checked by the vacancy API's rules, its cells read as Dutch spreadsheets have them.
import { z } from "zod";
import { endOfAmsterdamDay } from "../../../contract/amsterdam-time";
import { vacancyAttributesSchema } from "../../../contract/vacancies";
import { helpKindProblem, VACANCY_TYPES, type VacancyType } from "../../../contract/vacancy-options";
import { MAX_VACANCY_THEMES, VACANCY_THEME_IDS, type VacancyTheme } from "../../../contract/vacancy-themes";
import { translatorFor } from "../../http/i18n";
import { sanitizeRichText } from "../../text/rich-text";
import { type CheckedRow, type FieldError, inBothLanguages, schemaErrors } from "./import-kinds";
import { looseText, normalisePostalCode, parseDate, parseDecimal, parseYesNo } from "./import-values";

const { shape } = vacancyAttributesSchema;

/** The vacancy API's own rules for each column (contract/vacancies.ts). */
const rowSchema = z.object({
  title: shape.title,
  summary: shape.summary,
  description: shape.description,
  street: shape.street,
  house_number: shape.house_number,
  postal_code: shape.postal_code,
  city: shape.city,
  hours_per_week: shape.hours_per_week,
  minimum_age: shape.minimum_age,
  expires_at: shape.expires_at,
});

const YES_NO = ["remote", "vog_required", "expenses_reimbursed"] as const;

const named = (key: string) => [translatorFor("nl")(key), translatorFor("en")(key)];

/** Each code's code and names, compared loosely, to the code; the first code with a name wins, as a search would. */
function byLooseName<T extends string>(codes: readonly T[], namesOf: (code: T) => string[]): Map<string, T> {
  const found = new Map<string, T>();
  for (const code of codes)
    for (const name of [code, ...namesOf(code)]) if (!found.has(looseText(name))) found.set(looseText(name), code);
  return found;
}

// Made once, not per row: a 100,000-row file named its themes 100,000 times.
const TYPES = byLooseName(VACANCY_TYPES, (type) => named(`vacancies:types.${type}`));
const THEMES = byLooseName(VACANCY_THEME_IDS, (id) => named(`vacancy-search:themes.${id}`));

/** A vacancy type by its code or its name in Dutch or English ("Vrijwilligerswerk", "Maatje"). */
export const vacancyTypeOf = (text: string): VacancyType | null => TYPES.get(looseText(text)) ?? null;

/** A theme by its code or its name in Dutch or English ("Zorg en welzijn", "Sport"). */
const themeOf = (text: string): VacancyTheme | null => THEMES.get(looseText(text)) ?? null;

const STATUS_NAMES: Record<string, "draft" | "published"> = {
  concept: "draft",
  draft: "draft",
  gepubliceerd: "published",
  published: "published",
  open: "published",
  online: "published",
  actief: "published",
  active: "published",
};

const isHtml = (text: string) => /<\/?(p|br|ul|ol|li|strong|em|a)\b/i.test(text);

/** Plain text from a cell as the rich text the API keeps: paragraphs at blank lines, a break at each other line. */
export function textToHtml(text: string): string {
  const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  if (isHtml(text)) return text;
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part).replace(/\r?\n/g, "<br>")}</p>`)
    .join("");
}

/** textToHtml's HTML of plain text as sanitizeRichText gives it back: its only tags are p and br (written `<br />`). */
export const cleanTextHtml = (html: string) => html.replaceAll("<br>", "<br />");

export const fieldError = (field: string, key: string, params?: Record<string, unknown>): FieldError => ({
  field,
  message: inBothLanguages(`api-errors:detail.${key}`, params),
});

export function check(cells: Record<string, string>): CheckedRow {
  const errors: FieldError[] = [];
  const input: Record<string, unknown> = {};
  for (const field of ["title", "summary", "description", "street", "house_number", "city"] as const) {
    if (cells[field] !== undefined && (cells[field] !== "" || field === "title" || field === "description"))
      input[field] = field === "description" ? textToHtml(cells[field]) : cells[field];
  }
  if (cells.postal_code) input.postal_code = normalisePostalCode(cells.postal_code);
  for (const field of ["hours_per_week", "minimum_age"] as const) {
    if (!cells[field]) continue;
    const number = parseDecimal(cells[field]);
    if (number === null) errors.push(fieldError(field, "import.row.number"));
    else input[field] = number;
  }
  if (cells.expires_at) {
    const date = parseDate(cells.expires_at);
    const end = date ? endOfAmsterdamDay(date) : null;
    if (!end) errors.push(fieldError("expires_at", "import.row.date"));
    else if (Date.parse(end) <= Date.now()) errors.push(fieldError("expires_at", "mustBeInFuture"));
    else input.expires_at = end;
  }
  const parsed = schemaErrors(rowSchema, input);
  errors.push(...parsed.errors);
  const values: Record<string, unknown> = {};
  if (parsed.data) {
    for (const [field, value] of Object.entries(parsed.data)) if (value !== undefined) values[field] = value;
    // Plain text made into HTML here is clean already, as the sanitiser would write it (the slowest part of a row).
    if (typeof values.description === "string")
      values.description = isHtml(cells.description ?? "")
        ? sanitizeRichText(values.description)
        : cleanTextHtml(values.description);
  }
  if (cells.vacancy_type) {
    const type = vacancyTypeOf(cells.vacancy_type);
    if (type) values.vacancy_type = type;
    else {
      const allowed = VACANCY_TYPES.map((t) => translatorFor("nl")(`vacancies:types.${t}`)).join(", ");
      errors.push(fieldError("vacancy_type", "import.row.type", { value: cells.vacancy_type, allowed }));
    }
  }
  // One-on-one help and neighbour help need to say whether they ask or offer, which a row cannot yet.
  const problem = helpKindProblem((values.vacancy_type as VacancyType | undefined) ?? "volunteering", null);
  if (problem) errors.push(fieldError("vacancy_type", problem));
  if (cells.themes) {
    const names = cells.themes
      .split(/[,;/|\n]/)
      .map((name) => name.trim())
      .filter(Boolean);
    const themes = [...new Set(names.map(themeOf))];
    const unknown = names.filter((name) => !themeOf(name));
    if (unknown.length) {
      const allowed = VACANCY_THEME_IDS.map((id) => translatorFor("nl")(`vacancy-search:themes.${id}`)).join(", ");
      errors.push(fieldError("themes", "import.row.theme", { value: unknown.join(", "), allowed }));
    } else if (themes.length > MAX_VACANCY_THEMES)
      errors.push(fieldError("themes", "import.row.themes", { max: MAX_VACANCY_THEMES }));
    else values.themes = themes;
  }
  for (const field of YES_NO) {
    if (!cells[field]) continue;
    const yes = parseYesNo(cells[field]);
    if (yes === null) errors.push(fieldError(field, "import.row.yesNo"));
    else values[field] = yes;
  }
  if (cells.status) {
    // A column "Publiceren" with ja/nee says it too.
    const yes = parseYesNo(cells.status);
    const status = STATUS_NAMES[looseText(cells.status)] ?? (yes === null ? undefined : yes ? "published" : "draft");
    if (!status) errors.push(fieldError("status", "import.row.status", { value: cells.status }));
    else values.status = status;
  }
  const organization = (cells.organization ?? "").trim();
  if (!organization) errors.push(fieldError("organization", "import.row.organizationRequired"));
  else values.organization = organization;
  const title = (cells.title ?? "").trim().toLowerCase();
  const key = cells.key
    ? `key:${cells.key.trim().toLowerCase()}`
    : organization && title
      ? `title:${organization.toLowerCase()} · ${title}`
      : null;
  return { key, values, errors };
}
