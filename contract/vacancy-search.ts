import { z } from "zod";
import { filterDay } from "./filter-days";
import { resourceId } from "./ids";
import type { ListMeta } from "./jsonapi";
import { ORGANIZATION_TYPES, type OrganizationType } from "./organization-options";
import {
  AGE_GROUP_IDS,
  HELP_KINDS,
  type HelpKind,
  LANGUAGE_LEVELS,
  type LanguageLevel,
  VACANCY_TAGS,
  VACANCY_TYPES,
  type VacancyTag,
  type VacancyType,
} from "./vacancy-options";
import type { VacancySearchFilterName } from "./vacancy-search-filters";
import { VACANCY_THEME_IDS, type VacancyTheme } from "./vacancy-themes";

/** The public vacancy bank's query (GET /api/v1/vacancies/search): filters travel as filter[name], lists comma-separated. */

export const VACANCY_SEARCH_SORTS = ["relevance", "newest", "closing_soon", "distance"] as const;
export type VacancySearchSort = (typeof VACANCY_SEARCH_SORTS)[number];

export const SEARCH_RADIUS_KM = { default: 10, min: 1, max: 100 } as const;
export const SEARCH_PAGE_SIZE = { default: 25, max: 100 } as const;

/** The yes/no practical fields: each one a filter and a facet. */
export const SEARCH_BOOLEAN_FIELDS = [
  "expenses_reimbursed",
  "vog_required",
  "wheelchair_accessible",
  "from_home",
  "remote",
] as const;
export type SearchBooleanField = (typeof SEARCH_BOOLEAN_FIELDS)[number];

// Query strings hold text: these read "a,b", ["a","b"], "12" or "true" and leave absent values absent.
const blank = (v: unknown) => v === undefined || v === null || v === "";
const list = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : typeof v === "string" ? v.split(",").map((s) => s.trim()) : v),
    z.array(item).min(1).max(max).optional(),
  );
const number = (min: number, max: number, int = false) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : typeof v === "string" ? Number(v.trim()) : v),
    (int ? z.number().int() : z.number()).min(min).max(max).optional(),
  );
const flag = z.preprocess(
  (v) => (blank(v) ? undefined : typeof v === "boolean" ? String(v) : v),
  z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
);
const day = z.preprocess((v) => (blank(v) ? undefined : v), filterDay.optional());

/** Every filter; the key is the name inside filter[...]. */
export const vacancySearchFilterShape = {
  q: z.preprocess((v) => (blank(v) ? undefined : v), z.string().trim().min(1).max(200).optional()),
  vacancy_type: list(z.enum(VACANCY_TYPES), VACANCY_TYPES.length),
  /** Person-to-person listings that ask for help (request) or offer it (offer). */
  help_kind: list(z.enum(HELP_KINDS), HELP_KINDS.length),
  tags: list(z.enum(VACANCY_TAGS), VACANCY_TAGS.length),
  /** Any of these themes (sectors). */
  themes: list(z.enum(VACANCY_THEME_IDS), VACANCY_THEME_IDS.length),
  age_group_ids: list(z.coerce.number().pipe(z.literal(AGE_GROUP_IDS)), AGE_GROUP_IDS.length),
  organization_type: list(z.enum(ORGANIZATION_TYPES), ORGANIZATION_TYPES.length),
  center_id: z.preprocess((v) => (blank(v) ? undefined : v), resourceId.optional()),
  /** One organization's vacancies, e.g. on its public page. */
  organization_id: z.preprocess((v) => (blank(v) ? undefined : v), resourceId.optional()),
  /** The most hours a week the volunteer has. */
  hours_per_week: number(0, 80),
  /** The volunteer's age: vacancies whose minimum age is at most this. */
  minimum_age: number(0, 120, true),
  /** The volunteer's Dutch: vacancies that ask for this level or less. */
  language_level: z.preprocess((v) => (blank(v) ? undefined : v), z.enum(LANGUAGE_LEVELS).optional()),
  expenses_reimbursed: flag,
  vog_required: flag,
  wheelchair_accessible: flag,
  from_home: flag,
  remote: flag,
  /** Activities with a date in this range (inclusive days). */
  date_from: day,
  date_to: day,
  /** A postal code (PC4 or PC6) or place; geocoded on the server. */
  near: z.preprocess((v) => (blank(v) ? undefined : v), z.string().trim().min(2).max(100).optional()),
  near_lat: number(-90, 90),
  near_lng: number(-180, 180),
  radius_km: number(SEARCH_RADIUS_KM.min, SEARCH_RADIUS_KM.max),
} satisfies Record<VacancySearchFilterName, z.ZodType>;

/** Rules between parameters; each message is a key under api-errors:detail.search, the path names the parameter. */
export const vacancySearchSchema = z
  .object({
    filter: z.object(vacancySearchFilterShape).strict().default({}),
    sort: z.preprocess((v) => (blank(v) ? undefined : v), z.enum(VACANCY_SEARCH_SORTS).optional()),
    page: z
      .object({
        number: number(1, 1_000_000, true).default(1),
        size: number(1, SEARCH_PAGE_SIZE.max, true).default(SEARCH_PAGE_SIZE.default),
      })
      .strict()
      .default({ number: 1, size: SEARCH_PAGE_SIZE.default }),
  })
  .strict()
  .superRefine(({ filter, sort }, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
    if (filter.near !== undefined && (filter.near_lat !== undefined || filter.near_lng !== undefined))
      issue(["filter", "near"], "nearTwice");
    if ((filter.near_lat === undefined) !== (filter.near_lng === undefined))
      issue(["filter", filter.near_lat === undefined ? "near_lat" : "near_lng"], "nearPair");
    const hasNear = filter.near !== undefined || filter.near_lat !== undefined;
    if (filter.radius_km !== undefined && !hasNear) issue(["filter", "radius_km"], "radiusNeedsNear");
    if (sort === "distance" && !hasNear) issue(["sort"], "distanceNeedsNear");
    if (sort === "relevance" && filter.q === undefined) issue(["sort"], "relevanceNeedsQ");
    if (filter.date_from && filter.date_to && filter.date_to < filter.date_from) issue(["filter", "date_to"], "dateOrder");
  });

export type VacancySearchInput = z.input<typeof vacancySearchSchema>;
export type VacancySearchQuery = z.output<typeof vacancySearchSchema>;
export type VacancySearchFilter = VacancySearchQuery["filter"];

/** The wire name of a schema path: ["filter","tags",1] -> "filter[tags]", ["page","size"] -> "page[size]". */
export function searchParameterName(path: readonly PropertyKey[]): string {
  const [family, name] = path.map(String);
  return name === undefined ? family : `${family}[${name}]`;
}

/**
 * A query string as the schema's input: filter[x] -> filter.x, page[x] -> page.x; repeated keys join with commas.
 * Anything else stays under its own name, so the strict schema reports it as unknown.
 */
export function fromSearchParams(params: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const value = params.getAll(key).join(",");
    const match = /^(filter|page)\[([^\]]*)\]$/.exec(key);
    if (match) {
      out[match[1]] ??= {};
      (out[match[1]] as Record<string, unknown>)[match[2]] = value;
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** The other way, for the search page's links and forms: defaults and empty values are left out. */
export function toSearchParams(query: VacancySearchInput): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query.filter ?? {})) {
    if (blank(value) || (Array.isArray(value) && value.length === 0)) continue;
    params.set(`filter[${name}]`, Array.isArray(value) ? value.join(",") : String(value));
  }
  if (query.sort) params.set("sort", String(query.sort));
  const page = (query.page ?? {}) as { number?: unknown; size?: unknown };
  if (!blank(page.number) && Number(page.number) !== 1) params.set("page[number]", String(page.number));
  if (!blank(page.size) && Number(page.size) !== SEARCH_PAGE_SIZE.default) params.set("page[size]", String(page.size));
  return params;
}

/**
 * Counts per option, each under all other active filters. Lists, not maps: option values such as "multi_day" are
 * data, and the client's camelCase conversion must not touch them.
 */
export interface FacetCount<T> {
  value: T;
  count: number;
}
export interface VacancySearchFacets {
  vacancyType: FacetCount<VacancyType>[];
  helpKind: FacetCount<HelpKind>[];
  tags: FacetCount<VacancyTag>[];
  themes: FacetCount<VacancyTheme>[];
  ageGroupIds: FacetCount<number>[];
  organizationType: FacetCount<OrganizationType>[];
  expensesReimbursed: FacetCount<boolean>[];
  vogRequired: FacetCount<boolean>[];
  wheelchairAccessible: FacetCount<boolean>[];
  fromHome: FacetCount<boolean>[];
  remote: FacetCount<boolean>[];
}

/** The document's meta (camelCase on the client). */
export interface VacancySearchMeta extends ListMeta {
  sort: VacancySearchSort;
  facets: VacancySearchFacets;
  /** The geocoded place of filter[near], for "within 10 km of 6511 AB, Nijmegen". */
  near?: { latitude: number; longitude: number; label: string; radiusKm: number };
}

/** The person-to-person bank's meta: the tenant's wording (spec section 1) names the page. */
export interface PersonToPersonSearchMeta extends VacancySearchMeta {
  wording: "neighbour-help" | "one-on-one";
}

/** One hit of the vacancy bank as the client sees it (camelCase, after deserialising). */
export interface VacancySearchHit {
  id: string;
  type: "vacancies";
  title: string;
  /** The English title, null where none was written (decision 35). */
  titleEn: string | null;
  summary: string | null;
  vacancyType: VacancyType;
  helpKind: HelpKind | null;
  tags: VacancyTag[];
  themes: VacancyTheme[];
  ageGroupIds: number[];
  city: string | null;
  remote: boolean;
  fromHome: boolean;
  expiresAt: string | null;
  publishedAt: string | null;
  hoursPerWeek: number | null;
  expensesReimbursed: boolean;
  vogRequired: boolean;
  minimumAge: number | null;
  languageLevel: LanguageLevel;
  wheelchairAccessible: boolean;
  organizationName: string;
  organizationType: OrganizationType;
  /** The image's small variant (480 px wide) for the card, or null. */
  imageSmallUrl: string | null;
  /** Only when the search was near a place. */
  distanceKm?: number | null;
}
