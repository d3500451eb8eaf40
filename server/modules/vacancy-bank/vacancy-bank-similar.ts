import { haversineKm } from "./vacancy-bank.query";
import { type BankIndex, FACETS, optionBits } from "./vacancy-bank-index";
import { overwritten } from "./vacancy-bank-scratch";
import { EARTH_KM } from "./vacancy-search-sql";

const KM_PER_LATITUDE_DEGREE = (EARTH_KM * Math.PI) / 180;
const TYPE_FACET = FACETS.findIndex((facet) => facet.name === "vacancy_type");
const THEME_FACET = FACETS.findIndex((facet) => facet.name === "themes");

/** The vacancy whose alikes are wanted, and where they may come from. */
export interface SimilarTo {
  id: number;
  organizationId: number;
  vacancyType: string;
  themes: string[];
  latitude: number | null;
  longitude: number | null;
  centerIds: number[] | null;
  now: number;
}

/**
 * The bank's open vacancies of other organizations that share a theme or the type with this one, best `count` first:
 * the nearest (one without a place last, and all alike when this one has none), then a shared theme before the type
 * alone, then the newest. A scan of the index's columns: in PostgreSQL ordering every open vacancy of a type by
 * distance read thousands of rows, 20-180 ms a vacancy page at 100,000.
 */
export function similarInBank(index: BankIndex, to: SimilarTo, count: number): { id: number; distanceKm: number | null }[] {
  const { alive, expiresAt, organizations, organizationApproved, facetBits, latitude, longitude, publishedAt, ids } = index;
  const typeBits = optionBits(FACETS[TYPE_FACET].options, [to.vacancyType]);
  const themeBits = optionBits(FACETS[THEME_FACET].options, to.themes);
  const sharesTheme = (slot: number) => (facetBits[slot * FACETS.length + THEME_FACET] & themeBits) !== 0;
  const ownOrganization = index.knownOrganizationSlot(to.organizationId);
  const centers = to.centerIds ? index.centreMask(to.centerIds) : null;
  const place = to.latitude !== null && to.longitude !== null ? { latitude: to.latitude, longitude: to.longitude } : null;
  // Written for every slot alike before it is read; Infinity for one without a place.
  const km = overwritten(index);
  const better = (a: number, b: number) =>
    // Infinity - Infinity is NaN: equal distances compare explicitly.
    ((km[a] === km[b] ? 0 : km[a] - km[b]) ||
      Number(sharesTheme(b)) - Number(sharesTheme(a)) ||
      publishedAt[b] - publishedAt[a] ||
      ids[b] - ids[a]) < 0;
  // The best so far, best first: a few, so one pass keeps them in order instead of collecting every alike.
  const best: number[] = [];
  for (let slot = 0; slot < index.size; slot++) {
    if (!alive[slot] || !(expiresAt[slot] > to.now) || ids[slot] === to.id) continue;
    const organization = organizations[slot];
    if (organization === ownOrganization || !organizationApproved[organization]) continue;
    if (centers && !centers[index.centers[slot]]) continue;
    if (!sharesTheme(slot) && (facetBits[slot * FACETS.length + TYPE_FACET] & typeBits) === 0) continue;
    let distance = Number.POSITIVE_INFINITY;
    if (place && !Number.isNaN(latitude[slot])) {
      // No nearer than its latitude alone: one farther than the last of a full list is out without the trigonometry.
      const atLeast = Math.abs(latitude[slot] - place.latitude) * KM_PER_LATITUDE_DEGREE;
      if (best.length === count && atLeast > km[best[count - 1]]) continue;
      distance = haversineKm(place.latitude, place.longitude, latitude[slot], longitude[slot]);
    }
    km[slot] = distance;
    if (best.length === count && !better(slot, best[count - 1])) continue;
    let at = Math.min(best.length, count - 1);
    while (at > 0 && better(slot, best[at - 1])) at--;
    best.splice(at, 0, slot);
    if (best.length > count) best.pop();
  }
  return best.map((slot) => ({ id: ids[slot], distanceKm: Number.isFinite(km[slot]) ? km[slot] : null }));
}
