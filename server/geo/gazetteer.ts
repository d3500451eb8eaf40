import { PC2_REGIONS, PLACES } from "./gazetteer-places";
import { type GeocodeResult, type Geocoder, normalisePlace, POSTAL_CODE_QUERY } from "./geocoder";

interface Place {
  name: string;
  latitude: number;
  longitude: number;
}

interface Pc4Range {
  from: number;
  to: number;
  place: Place;
}

function buildIndex() {
  const byName = new Map<string, Place>();
  const ranges: Pc4Range[] = [];
  for (const [name, latitude, longitude, pc4, aliases] of PLACES) {
    const place = { name, latitude, longitude };
    for (const key of [name, ...(aliases?.split("|") ?? [])]) {
      const normalised = normalisePlace(key);
      // The first entry wins: the list runs from large to small, so a name shared by two towns finds the larger.
      if (!byName.has(normalised)) byName.set(normalised, place);
    }
    for (const range of pc4?.split(" ") ?? []) {
      const [from, to = from] = range.split("-").map(Number);
      ranges.push({ from, to, place });
    }
  }
  return { byName, ranges };
}

/** The committed list of Dutch places and postal-code ranges as a geocoder: no network, ever. */
export function createGazetteer(): Geocoder & { lookup(query: string): GeocodeResult | null } {
  const { byName, ranges } = buildIndex();

  function placeForPc4(pc4: number): Place | null {
    const exact = ranges.find((r) => pc4 >= r.from && pc4 <= r.to);
    if (exact) return exact.place;
    const region = PC2_REGIONS[String(pc4).slice(0, 2)];
    return region ? (byName.get(normalisePlace(region)) ?? null) : null;
  }

  function lookup(query: string): GeocodeResult | null {
    const trimmed = query.trim();
    const postal = POSTAL_CODE_QUERY.exec(trimmed);
    if (postal) {
      const place = placeForPc4(Number(postal[1]));
      if (!place) return null;
      const code = postal[2] ? `${postal[1]} ${postal[2].toUpperCase()}` : postal[1];
      return { latitude: place.latitude, longitude: place.longitude, label: `${code}, ${place.name}` };
    }
    const key = normalisePlace(trimmed);
    // "Oosterwolde (Gld)" or "Nijmegen, Nederland": try the name before a qualifier too.
    const place = byName.get(key) ?? byName.get(normalisePlace(trimmed.split(/[(,]/)[0]));
    return place ? { latitude: place.latitude, longitude: place.longitude, label: place.name } : null;
  }

  return { lookup, geocode: async (query) => lookup(query) };
}

/** The default geocoder: the committed gazetteer alone. */
export const localGeocoder = createGazetteer();
