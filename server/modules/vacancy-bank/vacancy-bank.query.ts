import { shiftDay } from "../../../contract/activity-calendar";
import { amsterdamToIso } from "../../../contract/amsterdam-time";
import { LANGUAGE_LEVELS } from "../../../contract/vacancy-options";
import type { VacancySearchFilter, VacancySearchSort } from "../../../contract/vacancy-search";
import { type BankIndex, FACETS, ORGANIZATION_FACET, optionBits } from "./vacancy-bank-index";
import { giveBack, overwritten } from "./vacancy-bank-scratch";
import { matchText, type QueryText, type TextMatches } from "./vacancy-bank-text";
import { boundingBox, EARTH_KM, type FacetName, type SearchPoint } from "./vacancy-search-sql";

/** One search over a tenant's bank index: the page's ids (with distance), the total and every facet's counts. */
export interface BankQuery {
  filter: VacancySearchFilter;
  sort: VacancySearchSort;
  page: { number: number; size: number };
  centerIds: number[] | null;
  point: SearchPoint | null;
  /** The words of filter[q] with their stems; null without q. */
  text: QueryText | null;
  now: number;
}

export interface BankResult {
  hits: { id: number; distanceKm: number | null }[];
  total: number;
  facets: Record<FacetName, Record<string, number>>;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number) {
  const a =
    Math.sin(radians(lat2 - lat1) / 2) ** 2 +
    Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(radians(lng2 - lng1) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(a));
}

/** Where each facet's combinations start in the one array of counts (a facet of n options has 2^n combinations). */
const MASK_OFFSETS = new Int32Array(FACETS.length + 1);
FACETS.forEach((facet, f) => {
  MASK_OFFSETS[f + 1] = MASK_OFFSETS[f] + (1 << facet.options.length);
});

/** Each active facet filter as the option bits it accepts (any of them: options within a facet are alternatives). */
function facetSelections(filter: VacancySearchFilter): number[] {
  return FACETS.map(({ name, options }) => {
    const value = filter[name as keyof VacancySearchFilter];
    if (value === undefined) return 0;
    return optionBits(options, Array.isArray(value) ? value.map(String) : [String(value)]);
  });
}

// Reused by every search (cleared first): 66,000 counts, mostly for the 2^16 combinations of themes.
const byMask = new Int32Array(MASK_OFFSETS[FACETS.length]);

export function queryBank(index: BankIndex, query: BankQuery): BankResult {
  if (!query.text && !query.point && isUnfiltered(query.filter)) return pageOf(index, query, unfilteredScan(index, query), null);
  const scores = query.text ? matchText(index, query.text) : null;
  try {
    return pageOf(index, query, scan(index, query, scores), scores);
  } finally {
    if (scores) giveBack(index, scores.relevance, scores.slots);
  }
}

/** What a scan of the index found: the matching slots, every facet's counts, and each slot's distance near a place. */
interface Scan {
  matched: number[];
  facets: BankResult["facets"];
  distances: Float64Array | null;
}

/** One page of a scan's matches in the query's order. */
function pageOf(
  index: BankIndex,
  query: BankQuery,
  { matched, facets, distances }: Scan,
  scores: TextMatches | null,
): BankResult {
  const order = comparator(index, query.sort, scores, distances);
  const from = (query.page.number - 1) * query.page.size;
  // topK may reorder `matched` (a kept scan's too): the same slots, which is all a scan promises.
  const page = topK(matched, from + query.page.size, order).slice(from);
  return {
    hits: page.map((slot) => ({ id: index.ids[slot], distanceKm: distances ? distances[slot] : null })),
    total: matched.length,
    facets,
  };
}

const isUnfiltered = (filter: VacancySearchFilter) => Object.values(filter).every((value) => value === undefined);

/** A scan without filters, kept until the index changes or the first of its vacancies closes (the end of its `until`). */
interface KeptScan extends Scan {
  changes: number;
  until: number;
}

// The bank without filters is asked most (its first pages, the home page's counts): per index, the last few centre sets.
const keptScans = new WeakMap<BankIndex, Map<string, KeptScan>>();
const KEPT_SCANS = 8;

function unfilteredScan(index: BankIndex, query: BankQuery): Scan {
  const kept = keptScans.get(index) ?? new Map<string, KeptScan>();
  keptScans.set(index, kept);
  const key = query.centerIds ? [...query.centerIds].sort((a, b) => a - b).join(",") : "all";
  const found = kept.get(key);
  if (found && found.changes === index.changes && query.now < found.until) return found;
  const fresh = scan(index, query, null);
  // Time only ever takes vacancies out (they close): until the first of these closes, the same query finds the same.
  let until = Number.POSITIVE_INFINITY;
  for (const slot of fresh.matched) if (index.expiresAt[slot] < until) until = index.expiresAt[slot];
  kept.delete(key);
  if (kept.size >= KEPT_SCANS) kept.delete(kept.keys().next().value as string);
  kept.set(key, { ...fresh, changes: index.changes, until });
  return fresh;
}

function scan(index: BankIndex, query: BankQuery, scores: TextMatches | null): Scan {
  const { filter, point, now } = query;
  const selections = facetSelections(filter);
  const { hours_per_week: hours, minimum_age: age } = filter;
  const activeFacets = FACETS.flatMap((_, f) => (isActive(filter, f) ? [f] : []));
  const { alive, expiresAt, organizations, organizationApproved, organizationTypeBit, facetBits } = index;
  const { hoursPerWeek, minimumAge, languageLevel, latitude, longitude } = index;
  const centers = query.centerIds ? index.centreMask(query.centerIds) : null;
  const centerOf = index.centers;
  const onlyOrganization = filter.organization_id === undefined ? null : index.knownOrganizationSlot(filter.organization_id);
  const maxLevel = filter.language_level ? LANGUAGE_LEVELS.indexOf(filter.language_level) : Number.POSITIVE_INFINITY;
  const box = point ? boundingBox(point) : null;
  const firstDay = filter.date_from ? amsterdamMidnight(filter.date_from, 0) : Number.NEGATIVE_INFINITY;
  const afterLastDay = filter.date_to ? amsterdamMidnight(filter.date_to, 1) : Number.POSITIVE_INFINITY;
  const byDate = filter.date_from !== undefined || filter.date_to !== undefined;
  // Written for every slot within reach before it is read.
  const distances = point ? overwritten(index) : null;
  // Per facet, how many rows have each combination of its options; expanded to options at the end (cheaper per row).
  // All facets in one array, each from its offset: one array to count into instead of one per facet.
  byMask.fill(0);
  const facetCount = FACETS.length;
  const matched: number[] = [];
  const slots = scores ? scores.slots : null;
  const count = slots ? slots.length : index.size;

  for (let i = 0; i < count; i++) {
    const slot = slots ? slots[i] : i;
    if (!alive[slot] || !(expiresAt[slot] > now)) continue;
    const organization = organizations[slot];
    if (!organizationApproved[organization]) continue;
    if (onlyOrganization !== null && organization !== onlyOrganization) continue;
    if (centers && !centers[centerOf[slot]]) continue;
    if (hours !== undefined && !(hoursPerWeek[slot] <= hours)) continue;
    if (age !== undefined && minimumAge[slot] > age) continue;
    if (languageLevel[slot] > maxLevel) continue;
    if (byDate && !hasDateBetween(index.dates.get(slot), firstDay, afterLastDay)) continue;
    if (point && box && distances) {
      const lat = latitude[slot];
      const lng = longitude[slot];
      if (!(lat >= box.minLat && lat <= box.maxLat && lng >= box.minLng && lng <= box.maxLng)) continue;
      const km = haversineKm(point.latitude, point.longitude, lat, lng);
      if (km > point.radiusKm) continue;
      distances[slot] = km;
    }
    const row = slot * facetCount;
    const organizationType = organizationTypeBit[organization];
    // The faceted-search rule: a row counts for a facet's options when it passes every OTHER facet filter.
    let failed = -1;
    let failedBits = 0;
    let failures = 0;
    for (const f of activeFacets) {
      const bits = f === ORGANIZATION_FACET ? organizationType : facetBits[row + f];
      if ((bits & selections[f]) === 0) {
        failures++;
        failed = f;
        failedBits = bits;
      }
    }
    if (failures > 1) continue;
    if (failures === 1) {
      byMask[MASK_OFFSETS[failed] + failedBits]++;
      continue;
    }
    matched.push(slot);
    // organization_type's own column holds 0, the combination of no option, which counts for none.
    for (let f = 0; f < facetCount; f++) byMask[MASK_OFFSETS[f] + facetBits[row + f]]++;
    byMask[MASK_OFFSETS[ORGANIZATION_FACET] + organizationType]++;
  }

  return {
    matched,
    distances,
    facets: Object.fromEntries(
      FACETS.map((facet, f) => {
        const counts = optionCounts(byMask.subarray(MASK_OFFSETS[f], MASK_OFFSETS[f + 1]), facet.options.length);
        return [facet.name, Object.fromEntries(facet.options.map((option, i) => [option, counts[i]]))];
      }),
    ) as BankResult["facets"],
  };
}

/** Whether one of an activity's dates overlaps [from, to): it starts before `to` and ends at or after `from`. */
function hasDateBetween(dates: Float64Array | undefined, from: number, to: number) {
  if (!dates) return false;
  for (let i = 0; i < dates.length; i += 2) if (dates[i] < to && dates[i + 1] >= from) return true;
  return false;
}

/** Midnight in Dutch time at the start of the day `days` after an ISO date (whole days, as the SQL search has them). */
export const amsterdamMidnight = (isoDate: string, days: number): number =>
  Date.parse(amsterdamToIso(shiftDay(isoDate, days)) ?? "");

/** A facet filter whose options are all unknown still filters (everything out), as the SQL `in (...)` would. */
const isActive = (filter: VacancySearchFilter, f: number) => filter[FACETS[f].name as keyof VacancySearchFilter] !== undefined;

/** Per option, the rows whose combination of options includes it: one pass over the combinations, not one per option. */
function optionCounts(byMask: Int32Array, options: number): Int32Array {
  const counts = new Int32Array(options);
  for (let mask = 1; mask < byMask.length; mask++) {
    const rows = byMask[mask];
    if (rows === 0) continue;
    for (let bits = mask, option = 0; bits !== 0; bits >>= 1, option++) if (bits & 1) counts[option] += rows;
  }
  return counts;
}

type Compare = (a: number, b: number) => number;

/** The sorts of the bank; ties go to the newer vacancy, then the higher id, so pages never overlap. */
function comparator(
  index: BankIndex,
  sort: VacancySearchSort,
  scores: TextMatches | null,
  distances: Float64Array | null,
): Compare {
  const byId: Compare = (a, b) => index.ids[b] - index.ids[a];
  const newest: Compare = (a, b) => index.publishedAt[b] - index.publishedAt[a] || byId(a, b);
  switch (sort) {
    case "relevance":
      return scores ? (a, b) => scores.relevance[b] - scores.relevance[a] || newest(a, b) : newest;
    case "closing_soon":
      // Infinity (never expires) sorts last; Infinity - Infinity is NaN, so equal ends compare explicitly.
      return (a, b) => (index.expiresAt[a] === index.expiresAt[b] ? 0 : index.expiresAt[a] - index.expiresAt[b]) || byId(a, b);
    case "distance":
      return distances ? (a, b) => distances[a] - distances[b] || byId(a, b) : newest;
    default:
      return newest;
  }
}

/** The first k of `items` in order, without sorting all of them: a bounded max-heap of the best k so far. */
export function topK(items: number[], k: number, compare: Compare): number[] {
  if (k <= 0) return [];
  if (items.length <= k * 4) return items.sort(compare).slice(0, k);
  const heap: number[] = [];
  const worse = (i: number, j: number) => compare(heap[i], heap[j]) > 0;
  const swap = (i: number, j: number) => {
    [heap[i], heap[j]] = [heap[j], heap[i]];
  };
  for (const item of items) {
    if (heap.length < k) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0 && worse(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
    } else if (compare(item, heap[0]) < 0) {
      heap[0] = item;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        const r = l + 1;
        let top = i;
        if (l < heap.length && worse(l, top)) top = l;
        if (r < heap.length && worse(r, top)) top = r;
        if (top === i) break;
        swap(i, top);
        i = top;
      }
    }
  }
  return heap.sort(compare);
}
