import { isLocalPath } from "../../contract/local-path";

// Any origin will do: it only tells whether a target stays on the site it is resolved against.
const BASE = "http://safe-redirect.invalid";
const MAX_LENGTH = 2048;

/**
 * A return address a client sent (redirectTo), as a path on this site: the normalised path, query and fragment, or
 * the fallback for anything that could leave the site (other hosts, '//', backslashes, controls, their encoded forms).
 */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (typeof target !== "string" || target.length > MAX_LENGTH || !isLocalPath(target)) return fallback;
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
