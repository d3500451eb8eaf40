import type { GeocodeResult, Geocoder } from "./geocoder";

export interface PdokOptions {
  /** The Locatieserver "free" endpoint, e.g. https://api.pdok.nl/bzk/locatieserver/search/v3_1/free */
  url: string;
  fetch?: typeof globalThis.fetch;
  /** A search must not hang on the network: past this, the place counts as unknown. */
  timeoutMs?: number;
}

interface PdokResponse {
  response?: { docs?: { weergavenaam?: string; centroide_ll?: string }[] };
}

const POINT = /^POINT\((-?[\d.]+) (-?[\d.]+)\)$/;
const CACHE_SIZE = 1000;

/**
 * PDOK Locatieserver (the Dutch government's free geocoder) behind the Geocoder interface. Only used when
 * GEOCODER_URL is set, after the local gazetteer; answers are cached, failures are "unknown", never an error.
 */
export function createPdokGeocoder(options: PdokOptions): Geocoder {
  const fetch = options.fetch ?? globalThis.fetch;
  const cache = new Map<string, GeocodeResult | null>();

  async function ask(query: string): Promise<GeocodeResult | null> {
    const url = new URL(options.url);
    url.searchParams.set("q", query);
    url.searchParams.set("fq", "type:(postcode OR woonplaats)");
    url.searchParams.set("rows", "1");
    url.searchParams.set("fl", "weergavenaam,centroide_ll");
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 1500) });
      if (!response.ok) return null;
      const doc = ((await response.json()) as PdokResponse).response?.docs?.[0];
      const point = doc?.centroide_ll ? POINT.exec(doc.centroide_ll) : null;
      if (!doc || !point) return null;
      return { longitude: Number(point[1]), latitude: Number(point[2]), label: doc.weergavenaam ?? query };
    } catch {
      return null;
    }
  }

  return {
    async geocode(query) {
      const key = query.trim().toLowerCase();
      if (cache.has(key)) return cache.get(key) ?? null;
      const found = await ask(query.trim());
      // Oldest out first; a failed lookup is not kept, so a network hiccup is not remembered.
      if (found) {
        if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
        cache.set(key, found);
      }
      return found;
    },
  };
}
