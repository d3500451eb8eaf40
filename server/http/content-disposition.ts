/** RFC 5987's encoding: percent-encoded UTF-8, leaving only its attr-chars as they are. */
const extValue = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A download named `filename`: a plain ASCII name for old clients and the exact one as `filename*` (RFC 6266, 5987),
 * so no quote, backslash or line break of a name a user chose can leave the header's value.
 */
export function attachment(filename: string): string {
  // "één" becomes "een": its accents are the combining marks NFKD splits off.
  const ascii = filename
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]|["\\%]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${extValue(filename)}`;
}
