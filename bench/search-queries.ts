/**
 * The search mix of the benchmark for GET /api/v1/vacancies/search (filter[q], filter[vacancy_type], filter[tags],
 * filter[from_home], filter[vog_required], filter[near], filter[radius_km], sort, page[size]):
 * popular words, typos, filters, distance and sort orders, as visitors of the public tenant (Nijmegen) type them.
 */
export interface SearchQuery {
  label: string;
  params: Record<string, string>;
}

export const SEARCH_TENANT = "public";

export const SEARCH_QUERIES: SearchQuery[] = [
  { label: "q=voedselbank", params: { "filter[q]": "voedselbank" } },
  { label: "q=fietsen", params: { "filter[q]": "fietsen" } },
  { label: "q=taal", params: { "filter[q]": "taal" } },
  { label: "q=ouderen", params: { "filter[q]": "ouderen" } },
  { label: "q=voedselbnak (typo)", params: { "filter[q]": "voedselbnak" } },
  { label: "q=huiswerkbegleider (typo)", params: { "filter[q]": "huiswerkbegleider" } },
  { label: "type=activity", params: { "filter[vacancy_type]": "activity" } },
  { label: "from_home=true", params: { "filter[from_home]": "true" } },
  { label: "near Nijmegen 10 km", params: { "filter[near]": "Nijmegen", "filter[radius_km]": "10" } },
  { label: "sort=closing_soon", params: { sort: "closing_soon" } },
  {
    label: "taalmaatje near Nijmegen by distance",
    params: { "filter[q]": "taalmaatje", "filter[near]": "Nijmegen", "filter[radius_km]": "10", sort: "distance" },
  },
  { label: "chauffeur without VOG", params: { "filter[q]": "chauffeur", "filter[vog_required]": "false" } },
  { label: "tags=nldoet", params: { "filter[tags]": "nldoet" } },
  {
    label: "ouderen, volunteering, newest",
    params: { "filter[q]": "ouderen", "filter[vacancy_type]": "volunteering", sort: "newest" },
  },
  { label: "no query (newest)", params: { sort: "newest" } },
  { label: "koken near Ede 15 km", params: { "filter[q]": "koken", "filter[near]": "Ede", "filter[radius_km]": "15" } },
];

export const PAGE_SIZE = 25;

const query = (q: SearchQuery) => new URLSearchParams({ ...q.params, "page[size]": String(PAGE_SIZE) }).toString();

export const apiPath = (q: SearchQuery) => `/api/v1/vacancies/search?${query(q)}`;
/** The page names its parameters plainly (q, near, tags), where the API says filter[q], filter[near], filter[tags]. */
export const pagePath = (q: SearchQuery) =>
  `/nl/vacancies/search?${new URLSearchParams(
    Object.entries(q.params).map(([key, value]) => [key.replace(/^filter\[(.+)\]$/, "$1"), value]),
  ).toString()}`;
