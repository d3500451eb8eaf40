import { useEffect, useState } from "react";

/** False while the server-rendered page is being hydrated; errors shown then were already reported by the server. */
export let appHydrated = false;

export function markHydrated() {
  appHydrated = true;
  // Lets browser tests (and people debugging) see that the page is interactive.
  document.documentElement.dataset.hydrated = "true";
}

/** False on the server and in the first render in the browser, true once the page runs: for no-JavaScript fallbacks. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
