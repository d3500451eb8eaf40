/** Spec section 7: the page reload guard's lifetime. */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_KEY = "reload-guard";
/** How often an open page asks whether a newer build is out (and whenever the tab is shown again). */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60_000;

type GuardStorage = Pick<Storage, "getItem" | "setItem">;

/**
 * May this tab reload now? Yes unless it reloaded for the same reason less than 10 s ago (kept in sessionStorage),
 * so a build that keeps failing to load cannot put the page in a reload loop. Without storage: never.
 */
export function claimReload(storage: GuardStorage, now = Date.now()): boolean {
  try {
    const last = Number(storage.getItem(RELOAD_GUARD_KEY));
    if (last > 0 && now >= last && now - last < RELOAD_GUARD_MS) return false;
    storage.setItem(RELOAD_GUARD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

/** The messages browsers give when a script or style of the build is gone (a deploy replaced it). */
const CHUNK_LOAD = /dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i;

export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : typeof error === "string" ? error : "";
  return CHUNK_LOAD.test(text);
}

/** Reloads the page unless the guard says it just did; true when it reloads. */
export function reloadOnce(storage: GuardStorage = window.sessionStorage, reload = () => window.location.reload()): boolean {
  if (!claimReload(storage)) return false;
  reload();
  return true;
}

/**
 * Whether the server runs another build than this page: React Router's manifest endpoint answers 204 with
 * X-Remix-Reload-Document when the version this page was built with is no longer the current one (and the same
 * version with `paths` empty gets 200 {}; without `paths` it is a 400).
 */
export async function isNewBuild(version: string | undefined, fetcher: typeof fetch = fetch): Promise<boolean> {
  if (!version) return false;
  try {
    const response = await fetcher(`/__manifest?version=${encodeURIComponent(version)}&paths=`, { cache: "no-store" });
    return response.status === 204 && response.headers.has("X-Remix-Reload-Document");
  } catch {
    return false;
  }
}
