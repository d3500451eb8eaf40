/** Characters that end or break a header line, and the invisible ones that can disguise a name (bidi overrides). */
const BREAKS = /[\p{Cc}\p{Zl}\p{Zp}]+/gu;
const INVISIBLE = /[\p{Cf}\p{Cs}]/gu;

/** RFC 5987's attr-char: what encodeURIComponent leaves as it is, less the characters RFC 5987 does not allow. */
const encodeExtValue = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment` with the file's name for every browser (RFC 6266): an ASCII `filename` for old clients and the
 * UTF-8 `filename*` (RFC 5987) when the name is more than that, so "€", an emoji or a line break never breaks the header.
 */
export function attachmentDisposition(fileName: string): string {
  const name = fileName.replace(BREAKS, " ").replace(INVISIBLE, "").replace(/[/\\]/g, "-").trim() || "download";
  const ascii = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\x20-\x7e]|["%]/g, "_");
  const plain = `attachment; filename="${ascii}"`;
  return ascii === name ? plain : `${plain}; filename*=UTF-8''${encodeExtValue(name)}`;
}
