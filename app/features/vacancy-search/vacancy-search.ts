import { VACANCY_SEARCH_FILTERS, type VacancySearchFilterName } from "../../../contract/vacancy-search-filters";

/**
 * The search page's own query string: each filter under its plain name (?q=..&tags=once&tags=free&sort=..&page=2),
 * so links read well and a GET form of checkboxes produces it as is. The API takes the same values as filter[name].
 */

/** Filters the page does not take: the API's coordinates pair is for other clients (the page geocodes its place). */
const NOT_ON_PAGE = new Set<VacancySearchFilterName>(["near_lat", "near_lng"]);
export const PAGE_FILTERS = VACANCY_SEARCH_FILTERS.filter((name) => !NOT_ON_PAGE.has(name));
/** Every name the page reads; anything else (utm_source, fbclid, ...) is noise and dropped. */
export const PAGE_PARAMS = [...PAGE_FILTERS, "sort", "page", "view"] as const;
/** view=map shows the search on a map; the list, the default, has no parameter. */
export const MAP_VIEW = "map";
/** Opens the search alert's form: the bank with the app, for a visitor who had it without (alert-button.tsx). */
export const ALERT_PARAM = "alert";

/** Filters that are not "what is shown" but "how": they make no chip. */
const NOT_A_CHIP = new Set<string>(["radius_km"]);

/** The values of one name: repeated keys and commas both make a list; blanks go. */
export function valuesOf(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
}

/**
 * Only the page's own names, blanks dropped, lists joined, in a fixed order (the canonical form of a search).
 * Settings that mean nothing on their own go quietly: a radius or distance order without a place, relevance
 * without words (the form always sends its radius and sort, whatever else is filled in).
 */
export function cleanParams(params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const name of PAGE_PARAMS) {
    const values = [...new Set(valuesOf(params, name))];
    if (values.length === 0) continue;
    if (name === "page" && values[0] === "1") continue;
    if (name === "view" && values[0] !== MAP_VIEW) continue;
    out.set(name, values.join(","));
  }
  if (!out.has("near")) {
    out.delete("radius_km");
    if (out.get("sort") === "distance") out.delete("sort");
  }
  if (!out.has("q") && out.get("sort") === "relevance") out.delete("sort");
  return out;
}

/** The page's query as the API's: q -> filter[q], tags -> filter[tags], page -> page[number]. */
export function toApiParams(params: URLSearchParams, pageSize: number): URLSearchParams {
  const clean = cleanParams(params);
  const out = new URLSearchParams();
  for (const [name, value] of clean) {
    if (name === "view") continue;
    if (name === "sort") out.set("sort", value);
    else if (name === "page") out.set("page[number]", value);
    else out.set(`filter[${name}]`, value);
  }
  out.set("page[size]", String(pageSize));
  return out;
}

/** The page's name of an API parameter the API refused: "filter[near]" -> "near", "page[number]" -> "page". */
export function pageParamOf(apiParameter: string): string {
  const match = /^(filter|page)\[([^\]]*)\]$/.exec(apiParameter);
  if (!match) return apiParameter;
  return match[1] === "page" ? "page" : match[2];
}

/** A copy without some names; removing a filter also forgets the page (it may not exist any more). */
export function withoutParams(params: URLSearchParams, names: readonly string[]): URLSearchParams {
  const out = cleanParams(params);
  for (const name of names) out.delete(name);
  out.delete("page");
  return cleanParams(out);
}

/** A copy without one value of a list filter (tags=once,free minus free -> tags=once). */
export function withoutValue(params: URLSearchParams, name: string, value: string): URLSearchParams {
  const rest = valuesOf(params, name).filter((v) => v !== value);
  const out = withoutParams(params, [name]);
  if (rest.length) out.set(name, rest.join(","));
  return cleanParams(out);
}

/** The same search on another page. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const out = cleanParams(params);
  out.set("page", String(page));
  return cleanParams(out);
}

/** A link to the same page with this query: "/nl/vacancies/search?q=tuin", or the bare path without one. */
export function hrefOf(pathname: string, params: URLSearchParams): string {
  const text = params.toString();
  return text ? `${pathname}?${text}` : pathname;
}

export interface ActiveFilter {
  name: string;
  value: string;
  /** The page's query without this filter (value). */
  remove: URLSearchParams;
}

/** The filters in effect, one per value, for the removable chips and the count on the phone's Filters button. */
export function activeFilters(params: URLSearchParams): ActiveFilter[] {
  const clean = cleanParams(params);
  const out: ActiveFilter[] = [];
  for (const name of PAGE_FILTERS) {
    if (NOT_A_CHIP.has(name)) continue;
    for (const value of valuesOf(clean, name)) out.push({ name, value, remove: withoutValue(clean, name, value) });
  }
  return out;
}

/** Page links to show: the first, the last, and two either side of the current one; null marks a gap. */
export function pageWindow(current: number, pages: number, around = 2): (number | null)[] {
  const out: (number | null)[] = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - current) <= around) out.push(n);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}

/** The canonical address of a search: only the page's names, in a fixed order, without page 1. */
export function canonicalHref(origin: string, pathname: string, params: URLSearchParams): string {
  const clean = cleanParams(params);
  // The map shows the same search: the list is its canonical page.
  clean.delete("view");
  const query = clean.toString();
  return `${origin}${pathname}${query ? `?${query}` : ""}`;
}

/** Many combined filters make near-duplicate pages; search engines need not index them. */
export function isDeepSearch(params: URLSearchParams): boolean {
  return activeFilters(params).length > 2 || Number(cleanParams(params).get("page") ?? 1) > 10;
}

/** A bank page's search as the feeds read it: its filters only, not its page, order or view. */
export function feedSearchOf(params: URLSearchParams): URLSearchParams {
  return new URLSearchParams([...cleanParams(params)].filter(([name]) => (PAGE_FILTERS as readonly string[]).includes(name)));
}
