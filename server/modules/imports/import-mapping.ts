import { IMPORT_FIELDS, type ImportKind, type ImportMapping, REQUIRED_IMPORT_FIELDS } from "../../../contract/imports";
import { looseText } from "./import-values";

/** Headers people give each field, in Dutch and English, compared loosely (case, accents, spaces and dashes aside). */
const ALIASES: Record<ImportKind, Record<string, string[]>> = {
  organizations: {
    key: ["id", "key", "sleutel", "code", "kenmerk", "externe id", "external id", "relatienummer", "organisatienummer"],
    name: [
      "naam",
      "name",
      "organisatie",
      "organisatienaam",
      "organization",
      "organisation",
      "organization name",
      "organisation name",
      "naam organisatie",
    ],
    organization_type: [
      "type",
      "soort",
      "organisatietype",
      "organization type",
      "organisation type",
      "soort organisatie",
      "organization_type",
    ],
    street: ["straat", "straatnaam", "street", "adres", "address"],
    house_number: ["huisnummer", "huisnr", "nr", "house number", "number", "house_number"],
    postal_code: ["postcode", "postal code", "zip", "zipcode", "zip code", "postal_code"],
    city: ["plaats", "woonplaats", "vestigingsplaats", "stad", "city", "town", "place"],
    phone_number: ["telefoon", "telefoonnummer", "tel", "phone", "phone number", "telephone", "phone_number"],
    contact_email: [
      "e-mail",
      "email",
      "e-mailadres",
      "emailadres",
      "email address",
      "contact e-mail",
      "contact email",
      "e-mail contactpersoon",
      "contact_email",
    ],
    website: ["website", "site", "url", "webadres", "internetadres", "web"],
    description: ["omschrijving", "beschrijving", "description", "toelichting", "over ons", "about"],
  },
  volunteers: {
    first_name: ["voornaam", "roepnaam", "first name", "firstname", "given name", "first_name"],
    last_name: ["achternaam", "familienaam", "last name", "lastname", "surname", "family name", "last_name"],
    email: ["e-mail", "email", "e-mailadres", "emailadres", "email address", "mail"],
    phone_number: [
      "telefoon",
      "telefoonnummer",
      "tel",
      "mobiel",
      "mobiel nummer",
      "phone",
      "phone number",
      "mobile",
      "phone_number",
    ],
    postal_code: ["postcode", "postal code", "zip", "zipcode", "zip code", "postal_code"],
    invite: ["uitnodigen", "uitnodiging", "uitnodiging sturen", "invite", "invitation", "send invitation"],
  },
  vacancies: {
    key: ["id", "key", "sleutel", "code", "kenmerk", "externe id", "external id", "vacaturenummer", "vacancy number"],
    organization: [
      "organisatie",
      "organisatienaam",
      "naam organisatie",
      "organization",
      "organisation",
      "organization name",
      "organisation name",
      "organisatiecode",
      // WP Job Manager's custom fields in a WordPress export.
      "company name",
      "company",
    ],
    title: ["titel", "vacaturetitel", "functie", "functienaam", "naam", "title", "vacancy title", "job title", "name"],
    summary: ["samenvatting", "korte omschrijving", "korte beschrijving", "summary", "short description", "intro"],
    description: ["omschrijving", "beschrijving", "vacaturetekst", "tekst", "description", "text", "toelichting"],
    vacancy_type: ["soort", "type", "soort vacature", "vacaturetype", "vacancy type", "kind", "vacancy_type"],
    themes: [
      "thema",
      "themas",
      "thema's",
      "categorie",
      "categorieen",
      "sector",
      "sectoren",
      "theme",
      "themes",
      "category",
      "categories",
    ],
    street: ["straat", "straatnaam", "street", "adres", "address"],
    house_number: ["huisnummer", "huisnr", "nr", "house number", "number", "house_number"],
    postal_code: ["postcode", "postal code", "zip", "zipcode", "zip code", "postal_code"],
    city: ["plaats", "woonplaats", "stad", "locatie", "werkplaats", "city", "town", "place", "location", "job location"],
    remote: ["op afstand", "thuiswerk", "online", "remote", "remote work"],
    hours_per_week: ["uren per week", "uren", "uur per week", "hours per week", "hours", "hours_per_week"],
    minimum_age: ["minimumleeftijd", "minimale leeftijd", "leeftijd vanaf", "minimum age", "min age", "minimum_age"],
    expires_at: [
      "einddatum",
      "sluitingsdatum",
      "geldig tot",
      "verloopt op",
      "tot",
      "end date",
      "expires",
      "expiry date",
      "closing date",
      "expires_at",
      "job expires",
    ],
    vog_required: ["vog", "vog nodig", "vog verplicht", "vog required", "certificate of conduct", "vog_required"],
    expenses_reimbursed: [
      "onkostenvergoeding",
      "vergoeding",
      "onkosten vergoed",
      "expenses",
      "expenses reimbursed",
      "expenses_reimbursed",
    ],
    status: ["status", "staat", "publiceren", "state"],
  },
};

const LOOKUP = Object.fromEntries(
  Object.entries(ALIASES).map(([kind, fields]) => [
    kind,
    new Map(Object.entries(fields).flatMap(([field, names]) => names.map((name) => [looseText(name), field] as const))),
  ]),
) as Record<ImportKind, Map<string, string>>;

/** Each header with the field its name says (the first column wins a field two headers name), else null. */
export function detectMapping(kind: ImportKind, headers: string[]): ImportMapping {
  const taken = new Set<string>();
  // Without a prototype: a column may be called anything, "constructor" and "__proto__" too.
  const mapping: ImportMapping = Object.create(null);
  for (const header of headers) {
    if (header === "" || Object.hasOwn(mapping, header)) continue;
    const field = LOOKUP[kind].get(looseText(header)) ?? null;
    mapping[header] = field && !taken.has(field) ? field : null;
    if (field) taken.add(field);
  }
  return mapping;
}

export type MappingProblem =
  | { reason: "unknownColumn"; column: string }
  | { reason: "unknownField"; column: string; field: string }
  | { reason: "fieldTwice"; field: string }
  | { reason: "missingField"; field: string }
  | { reason: "unknownTerm"; taxonomy: string; name: string };

/**
 * The detected mapping corrected by the client's (column -> field or null); the problems that stop the check. A field
 * in `given` (one value for every row, such as the import's organization) needs no column.
 */
export function resolveMapping(
  kind: ImportKind,
  headers: string[],
  override: ImportMapping | undefined,
  given: readonly string[] = [],
): { mapping: ImportMapping; problems: MappingProblem[] } {
  const mapping = detectMapping(kind, headers);
  const problems: MappingProblem[] = [];
  const fields = IMPORT_FIELDS[kind] as readonly string[];
  for (const [column, field] of Object.entries(override ?? {})) {
    if (!Object.hasOwn(mapping, column)) problems.push({ reason: "unknownColumn", column });
    else if (field !== null && !fields.includes(field)) problems.push({ reason: "unknownField", column, field });
    else {
      // A field the client gives a column leaves the column it was detected on (two the client gives it: twice).
      for (const [other, detected] of Object.entries(mapping))
        if (field !== null && detected === field && !Object.hasOwn(override ?? {}, other)) mapping[other] = null;
      mapping[column] = field;
    }
  }
  const used = Object.values(mapping).filter((field): field is string => field !== null);
  for (const field of new Set(used))
    if (used.indexOf(field) !== used.lastIndexOf(field)) problems.push({ reason: "fieldTwice", field });
  for (const field of REQUIRED_IMPORT_FIELDS[kind])
    if (!used.includes(field) && !given.includes(field)) problems.push({ reason: "missingField", field });
  return { mapping, problems };
}

/** The apostrophe our CSV exports put before a cell a spreadsheet would run as a formula (server/http/csv.ts). */
const NEUTRALISED = /^'(?=[=+\-@\t\r])/;

/** A row's cells by field: trimmed text, only for mapped columns; what our export neutralised reads as it was. */
export function cellsByField(headers: string[], mapping: ImportMapping, cells: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((header, index) => {
    const field = mapping[header];
    if (field && !(field in out)) out[field] = (cells[index] ?? "").replace(NEUTRALISED, "").trim();
  });
  return out;
}

/** The column a field was read from, for an error's place. */
export const columnOf = (mapping: ImportMapping, field: string) =>
  Object.entries(mapping).find(([, mapped]) => mapped === field)?.[0] ?? null;
