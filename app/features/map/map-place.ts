export interface MapPlace {
  latitude: number;
  longitude: number;
  /** What is at this place: each a link to its page. */
  links: { name: string; href: string }[];
}

export const MARKER_STYLE = { color: "#1d4ed8", fillOpacity: 0.6 };

/** Many things at one place make a larger circle, up to a point. */
export const radiusOf = (place: MapPlace) => Math.min(8 + place.links.length * 2, 20);
