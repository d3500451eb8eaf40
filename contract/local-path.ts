// C0 and C1 controls and DEL: browsers drop tabs and newlines from a URL, and CR/LF cannot be in a header.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// Percent-decoding is repeated this often at most: a value still encoded after that is refused.
const DECODE_ROUNDS = 3;
// Only ASCII escapes can spell a slash, backslash or control; decoding them cannot fail on a stray '%'.
const ASCII_ESCAPE = /%([0-7][0-9a-f])/gi;

/** A single leading slash and nothing a browser reads as another host: no '//', no backslash, no control. */
const isPlainLocalPath = (value: string) =>
  value.startsWith("/") && value[1] !== "/" && !value.includes("\\") && !CONTROL.test(value);

/**
 * Whether a link or return address is a path on this site, in every form a browser may decode it to: the one
 * check of redirects, block links and notification links ('//x', '/\x', '\\x', '/%5Cx', tabs and newlines are not).
 */
export function isLocalPath(value: string): boolean {
  let current = value;
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    if (!isPlainLocalPath(current)) return false;
    const decoded = current.replace(ASCII_ESCAPE, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    if (decoded === current) return true;
    current = decoded;
  }
  return false;
}
