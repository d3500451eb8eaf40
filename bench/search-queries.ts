/**
 * The search mix of the benchmark, against the documented interface of GET /api/v1/vacancies/search (q,
 * filter[vacancy_type], filter[tags], filter[from_home], filter[vog_required], near, radius_km, sort, page[size]):
 * popular words, typos, filters, distance and sort orders, as visitors of the public tenant (Nijmegen) type them.
 */
export interface SearchQuery {
  label: string;
  params: Record<string, string>;
}

export const SEARCH_TENANT = "public";

export const SEARCH_QUERIES: SearchQuery[] = [
  { label: "q=voedselbank", params: { q: "voedselbank" } },
  { label: "q=fietsen", params: { q: "fietsen" } },
  { label: "q=taal", params: { q: "taal" } },
  { label: "q=ouderen", params: { q: "ouderen" } },
  { label: "q=voedselbnak (typo)", params: { q: "voedselbnak" } },
  { label: "q=huiswerkbegleider (typo)", params: { q: "huiswerkbegleider" } },
  { label: "type=activity", params: { "filter[vacancy_type]": "activity" } },
  { label: "from_home=true", params: { "filter[from_home]": "true" } },
  { label: "near Nijmegen 10 km", params: { near: "Nijmegen", radius_km: "10" } },
  { label: "sort=closing_soon", params: { sort: "closing_soon" } },
  {
    label: "taalmaatje near Nijmegen by distance",
    params: { q: "taalmaatje", near: "Nijmegen", radius_km: "10", sort: "distance" },
  },
  { label: "chauffeur without VOG", params: { q: "chauffeur", "filter[vog_required]": "false" } },
  { label: "tags=nldoet", params: { "filter[tags]": "nldoet" } },
  { label: "ouderen, volunteering, newest", params: { q: "ouderen", "filter[vacancy_type]": "volunteering", sort: "newest" } },
  { label: "no query (newest)", params: { sort: "newest" } },
  { label: "koken near Ede 15 km", params: { q: "koken", near: "Ede", radius_km: "15" } },
];

export const PAGE_SIZE = 25;

const query = (q: SearchQuery) => new URLSearchParams({ ...q.params, "page[size]": String(PAGE_SIZE) }).toString();

export const apiPath = (q: SearchQuery) => `/api/v1/vacancies/search?${query(q)}`;
export const pagePath = (q: SearchQuery) => `/nl/vacancies/search?${new URLSearchParams(q.params).toString()}`;
