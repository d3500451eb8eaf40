export interface GeocodeResult {
  latitude: number;
  longitude: number;
  /** What was found, for the visitor to check: "Nijmegen" or "6511 AB, Nijmegen". */
  label: string;
}

/** A Dutch postal code (PC4 or PC6) or a place name to coordinates; null when it is not known. */
export interface Geocoder {
  geocode(query: string): Promise<GeocodeResult | null>;
}

/** Dutch postal codes: four digits, the first not 0, optionally a space and two letters. */
export const POSTAL_CODE_QUERY = /^([1-9]\d{3})\s*([A-Za-z]{2})?$/;

/** Lower case, without accents, apostrophes or punctuation: "'s-Hertogenbosch" and "S HERTOGENBOSCH" are one key. */
export function normalisePlace(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * The local gazetteer first: it answers in microseconds and never fails. A configured external geocoder
 * (PDOK) only hears about what the gazetteer does not know, so a search never waits on the network for a town.
 */
export function chainGeocoders(...geocoders: Geocoder[]): Geocoder {
  return {
    async geocode(query) {
      for (const geocoder of geocoders) {
        const found = await geocoder.geocode(query);
        if (found) return found;
      }
      return null;
    },
  };
}
