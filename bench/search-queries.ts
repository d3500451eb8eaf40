import type { TenantId } from "../server/config/tenants";
import { createRandom } from "../server/random/prng";

/**
 * The search mix of the benchmark for GET /api/v1/vacancies/search (filter[q], filter[vacancy_type], filter[tags],
 * filter[from_home], filter[vog_required], filter[near], filter[radius_km], sort, page[size]):
 * popular words, typos, filters, distance and sort orders, as visitors of the public tenant (Nijmegen) type them.
 */
export interface SearchQuery {
  label: string;
  params: Record<string, string>;
}

export const SEARCH_TENANT: TenantId = "public";

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

/** Words visitors type, from the demo catalogue's vocabulary; some misspelt, some as two words. */
const WORDS = [
  "voedselbank",
  "fietsen",
  "taal",
  "ouderen",
  "koken",
  "tuin",
  "chauffeur",
  "huiswerk",
  "sport",
  "muziek",
  "computer",
  "wandelen",
  "voorlezen",
  "kinderen",
  "vervoer",
  "administratie",
  "bestuur",
  "hospice",
  "natuur",
  "vogels",
  "buurthuis",
  "maatje",
  "taalcoach",
  "smartphone",
  "boodschappen",
  "repair",
  "zwerfafval",
  "jeugdtrainer",
  "gastvrouw",
  "nieuwsbrief",
  "vluchtelingen",
  "dementie",
  "klussen",
  "evenement",
  "kamp",
  "bibliotheek",
  "rolstoel",
  "digitaal",
  "penningmeester",
  "voedselbnak",
  "huiswerkbegleider",
  "chaufeur",
  "vrijwiliger",
  "taal maatje",
  "wandel maatje",
  "thuis administratie",
];
const PLACES = ["Nijmegen", "Ede", "Arnhem", "Heumen", "Wageningen", "Lent", "Bennekom", "6511", "6711 AB", "Malden"];
const TYPES = ["volunteering", "activity", "language", "one-on-one", "neighbour-help"];
const TAGS = ["regularly", "once", "flexible", "nldoet", "free", "multi_day"];
const FLAGS = ["from_home", "vog_required", "expenses_reimbursed", "wheelchair_accessible", "remote"];

/**
 * The long tail: a thousand different searches (the sixteen above first), as a day of visitors makes them: words,
 * places, facets, flags, sorts and pages mixed by a fixed seed.
 */
export function searchMix(size = 1000, seed = 2026): SearchQuery[] {
  const random = createRandom(seed);
  const { pick, chance } = random;
  const seen = new Set(SEARCH_QUERIES.map((q) => new URLSearchParams(q.params).toString()));
  const mix = [...SEARCH_QUERIES];
  while (mix.length < size) {
    const params: Record<string, string> = {};
    if (chance(0.6)) params["filter[q]"] = pick(WORDS);
    if (chance(0.35)) {
      params["filter[near]"] = pick(PLACES);
      params["filter[radius_km]"] = String(pick([5, 10, 15, 25]));
    }
    if (chance(0.25)) params["filter[vacancy_type]"] = pick(TYPES);
    if (chance(0.15)) params["filter[tags]"] = pick(TAGS);
    if (chance(0.2)) params[`filter[${pick(FLAGS)}]`] = String(chance(0.7));
    const sorts = ["newest", "closing_soon", ...(params["filter[near]"] ? ["distance"] : [])];
    if (chance(0.3)) params.sort = pick(sorts);
    if (chance(0.2)) params["page[number]"] = String(pick([2, 3, 4]));
    const key = new URLSearchParams(params).toString();
    if (seen.has(key)) continue;
    seen.add(key);
    mix.push({ label: key || "everything", params });
  }
  return mix;
}

/**
 * The order in which the load runs ask the mix: `length` searches drawn by popularity, the k-th most popular (the
 * sixteen named ones first) k times less often than the first (Zipf's law, as search logs have it), so that a
 * few searches come back often and most come once or not at all.
 */
export function searchLoad(length = 5000, seed = 2027): SearchQuery[] {
  const mix = searchMix();
  const random = createRandom(seed);
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= mix.length; rank++) {
    total += 1 / rank;
    cumulative.push(total);
  }
  return Array.from({ length }, () => {
    const roll = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid] < roll) low = mid + 1;
      else high = mid;
    }
    return mix[low];
  });
}

export const PAGE_SIZE = 25;

const query = (q: SearchQuery) => new URLSearchParams({ "page[size]": String(PAGE_SIZE), ...q.params }).toString();

export const apiPath = (q: SearchQuery) => `/api/v1/vacancies/search?${query(q)}`;
/** The page names its parameters plainly (q, near, tags), where the API says filter[q], filter[near], filter[tags]. */
export const pagePath = (q: SearchQuery) =>
  `/nl/vacancies/search?${new URLSearchParams(
    Object.entries(q.params).map(([key, value]) => [
      key.replace(/^filter\[(.+)\]$/, "$1").replace("page[number]", "page"),
      value,
    ]),
  ).toString()}`;
