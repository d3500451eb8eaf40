/** Share and map links of a public page; pure, so they are the same on the server and in the browser. */

export const whatsappShareUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

/** A mail the visitor writes himself: no recipient, the subject and body filled in. */
export const mailtoShareUrl = (subject: string, body: string) =>
  `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

/** openstreetmap.org with a pin at the point, zoomed in to street level. */
/** Without coordinates: openstreetmap.org's own search for the address. */
export const openStreetMapSearchUrl = (address: string) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;

export function openStreetMapUrl(latitude: number, longitude: number, zoom = 16) {
  const lat = String(Number(latitude.toFixed(6)));
  const lon = String(Number(longitude.toFixed(6)));
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;
}
