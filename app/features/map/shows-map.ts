/** Something that may have a place on the map: an organization, a vacancy. */
export interface Located {
  latitude: number | null;
  longitude: number | null;
}

/** Whether a page shows a map (and so needs the app's scripts): a tile server, and one of its places on it. */
export function showsMapOf(tileUrl: string | null, places: readonly Located[]): boolean {
  return Boolean(tileUrl) && places.some((place) => place.latitude !== null && place.longitude !== null);
}
