// Any origin will do: it only tells whether a target stays on the site it is resolved against.
const BASE = "http://safe-redirect.invalid";
const MAX_LENGTH = 2048;
// C0 and C1 controls and DEL: browsers drop tabs and newlines from a Location, and CR/LF cannot be in a header.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// Percent-decoding is repeated this often at most: a value still encoded after that is refused.
const DECODE_ROUNDS = 3;

/**
 * A return address a client sent (redirectTo), as a path on this site: the normalised path, query and fragment, or
 * the fallback for anything that could leave the site (other hosts, '//', backslashes, controls, their encoded forms).
 */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (typeof target !== "string" || target.length > MAX_LENGTH || !isLocalPath(target)) return fallback;
  if (!decodesToLocalPath(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can collapse into '//' ('/.//evil.example'): the normalised form is checked once more.
  return url.origin === BASE && isLocalPath(path) ? path : fallback;
}

/** One path on this host: a single leading slash and nothing a browser would read as another host. */
function isLocalPath(value: string): boolean {
  return value.startsWith("/") && value[1] !== "/" && !value.includes("\\") && !CONTROL.test(value);
}

// Only ASCII escapes can spell a slash, backslash or control; decoding them cannot fail on a stray '%'.
const ASCII_ESCAPE = /%([0-7][0-9a-f])/gi;

function decodesToLocalPath(target: string): boolean {
  let value = target;
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    const decoded = value.replace(ASCII_ESCAPE, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    if (decoded === value) return true;
    if (!isLocalPath(decoded)) return false;
    value = decoded;
  }
  return false;
}
