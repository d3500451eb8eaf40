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

/** A vacancy type by its code or its name in Dutch or English ("Vrijwilligerswerk", "Maatje"). */
export function vacancyTypeOf(text: string): VacancyType | null {
  const wanted = looseText(text);
  return VACANCY_TYPES.find((type) => [type, ...named(`vacancies:types.${type}`)].some((n) => looseText(n) === wanted)) ?? null;
}

/** A theme by its code or its name in Dutch or English ("Zorg en welzijn", "Sport"). */
function themeOf(text: string): VacancyTheme | null {
  const wanted = looseText(text);
  return (
    VACANCY_THEME_IDS.find((id) => [id, ...named(`vacancy-search:themes.${id}`)].some((n) => looseText(n) === wanted)) ?? null
  );
}

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

/** Plain text from a cell as the rich text the API keeps: paragraphs at blank lines, a break at each other line. */
function textToHtml(text: string): string {
  const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  if (/<\/?(p|br|ul|ol|li|strong|em|a)\b/i.test(text)) return text;
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part).replace(/\r?\n/g, "<br>")}</p>`)
    .join("");
}

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
    if (typeof values.description === "string") values.description = sanitizeRichText(values.description);
  }
  if (cells.vacancy_type) {
    const type = vacancyTypeOf(cells.vacancy_type);
    const allowed = VACANCY_TYPES.map((t) => translatorFor("nl")(`vacancies:types.${t}`)).join(", ");
    if (!type) errors.push(fieldError("vacancy_type", "import.row.type", { value: cells.vacancy_type, allowed }));
    else values.vacancy_type = type;
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
