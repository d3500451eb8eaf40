import { haversineKm } from "./vacancy-bank.query";
import { type BankIndex, FACETS, lowerBound, optionBits } from "./vacancy-bank-index";
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

/** The index's slots up to `size` with a place, by latitude, and those without one. */
interface LatitudeOrder {
  size: number;
  slots: Int32Array;
  latitudes: Float64Array;
  nowhere: Int32Array;
}

/** The index's slots up to `size`, the newest first (as `better` orders alikes when none has a place). */
interface NewestOrder {
  size: number;
  slots: Int32Array;
}

const latitudeOrders = new WeakMap<BankIndex, LatitudeOrder>();
const newestOrders = new WeakMap<BankIndex, NewestOrder>();

/**
 * Slots never change their place or date (a changed vacancy gets a new slot), so an order stays right for the slots it
 * has; the newer ones are scanned apart, and the order is made again once they are a twentieth of it (a sort of some
 * 40 ms at 100,000).
 */
function keptOrder<Order extends { size: number }>(
  orders: WeakMap<BankIndex, Order>,
  index: BankIndex,
  make: (alive: number[]) => Order,
): Order {
  const kept = orders.get(index);
  if (kept && index.size - kept.size <= Math.max(256, kept.size / 20)) return kept;
  const alive: number[] = [];
  for (let slot = 0; slot < index.size; slot++) if (index.alive[slot]) alive.push(slot);
  const order = make(alive);
  orders.set(index, order);
  return order;
}

const latitudeOrderOf = (index: BankIndex): LatitudeOrder =>
  keptOrder(latitudeOrders, index, (alive) => {
    const placed = alive.filter((slot) => !Number.isNaN(index.latitude[slot]));
    placed.sort((a, b) => index.latitude[a] - index.latitude[b]);
    return {
      size: index.size,
      slots: Int32Array.from(placed),
      latitudes: Float64Array.from(placed, (slot) => index.latitude[slot]),
      nowhere: Int32Array.from(alive.filter((slot) => Number.isNaN(index.latitude[slot]))),
    };
  });

const newestOrderOf = (index: BankIndex): NewestOrder =>
  keptOrder(newestOrders, index, (alive) => {
    const { publishedAt, ids } = index;
    alive.sort((a, b) => publishedAt[b] - publishedAt[a] || ids[b] - ids[a]);
    return { size: index.size, slots: Int32Array.from(alive) };
  });

/**
 * The bank's open vacancies of other organizations that share a theme or the type with this one, best `count` first:
 * the nearest (one without a place last, and all alike when this one has none), then a shared theme before the type
 * alone, then the newest. Walks out from the vacancy's latitude and stops once the next is farther north or south than
 * the last of a full list; for a vacancy without a place, walks from the newest and stops once none older can come
 * before the last of a full list. A scan of every slot was 3-4 ms a vacancy page at 100,000.
 */
export function similarInBank(index: BankIndex, to: SimilarTo, count: number): { id: number; distanceKm: number | null }[] {
  if (count <= 0) return [];
  const { alive, expiresAt, organizations, organizationApproved, facetBits, latitude, longitude, publishedAt, ids } = index;
  const typeBits = optionBits(FACETS[TYPE_FACET].options, [to.vacancyType]);
  const themeBits = optionBits(FACETS[THEME_FACET].options, to.themes);
  const sharesTheme = (slot: number) => (facetBits[slot * FACETS.length + THEME_FACET] & themeBits) !== 0;
  const ownOrganization = index.knownOrganizationSlot(to.organizationId);
  const centers = to.centerIds ? index.centreMask(to.centerIds) : null;
  const place = to.latitude !== null && to.longitude !== null ? { latitude: to.latitude, longitude: to.longitude } : null;
  // Written for every slot considered before it is read; Infinity for one without a place.
  const km = overwritten(index);
  const better = (a: number, b: number) =>
    // Infinity - Infinity is NaN: equal distances compare explicitly.
    ((km[a] === km[b] ? 0 : km[a] - km[b]) ||
      Number(sharesTheme(b)) - Number(sharesTheme(a)) ||
      publishedAt[b] - publishedAt[a] ||
      ids[b] - ids[a]) < 0;
  // The best so far, best first: a few, so each one found is put in its place instead of collecting every alike.
  const best: number[] = [];
  const full = () => best.length === count;
  const consider = (slot: number) => {
    if (!alive[slot] || !(expiresAt[slot] > to.now) || ids[slot] === to.id) return;
    const organization = organizations[slot];
    if (organization === ownOrganization || !organizationApproved[organization]) return;
    if (centers && !centers[index.centers[slot]]) return;
    if (!sharesTheme(slot) && (facetBits[slot * FACETS.length + TYPE_FACET] & typeBits) === 0) return;
    let distance = Number.POSITIVE_INFINITY;
    if (place && !Number.isNaN(latitude[slot])) {
      // No nearer than its latitude alone: one farther than the last of a full list is out without the trigonometry.
      if (full() && Math.abs(latitude[slot] - place.latitude) * KM_PER_LATITUDE_DEGREE > km[best[count - 1]]) return;
      distance = haversineKm(place.latitude, place.longitude, latitude[slot], longitude[slot]);
    }
    km[slot] = distance;
    if (full() && !better(slot, best[count - 1])) return;
    let at = Math.min(best.length, count - 1);
    while (at > 0 && better(slot, best[at - 1])) at--;
    best.splice(at, 0, slot);
    if (best.length > count) best.pop();
  };
  if (!place) {
    const order = newestOrderOf(index);
    for (let slot = order.size; slot < index.size; slot++) consider(slot);
    const newer = (a: number, b: number) => (publishedAt[a] - publishedAt[b] || ids[a] - ids[b]) > 0;
    for (const slot of order.slots) {
      // All as far: one older than the last comes before it only by a shared theme the last lacks.
      const last = best[count - 1];
      if (full() && (themeBits === 0 || sharesTheme(last)) && !newer(slot, last)) break;
      consider(slot);
    }
  } else {
    const order = latitudeOrderOf(index);
    for (let slot = order.size; slot < index.size; slot++) consider(slot);
    const { slots, latitudes } = order;
    let up = lowerBound(latitudes, place.latitude);
    let down = up - 1;
    while (down >= 0 || up < slots.length) {
      const south = down >= 0 ? place.latitude - latitudes[down] : Number.POSITIVE_INFINITY;
      const north = up < slots.length ? latitudes[up] - place.latitude : Number.POSITIVE_INFINITY;
      if (full() && Math.min(south, north) * KM_PER_LATITUDE_DEGREE > km[best[count - 1]]) break;
      consider(south <= north ? slots[down--] : slots[up++]);
    }
    // Without a place they come after every one with a place.
    if (!full() || km[best[count - 1]] === Number.POSITIVE_INFINITY) for (const slot of order.nowhere) consider(slot);
  }
  return best.map((slot) => ({ id: ids[slot], distanceKm: Number.isFinite(km[slot]) ? km[slot] : null }));
}
