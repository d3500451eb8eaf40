import { createContext, useContext, useSyncExternalStore } from "react";

/** False while the server-rendered page is being hydrated; errors shown then were already reported by the server. */
export let appHydrated = false;

export function markHydrated() {
  appHydrated = true;
  // Lets browser tests (and people debugging) see that the page is interactive.
  document.documentElement.dataset.hydrated = "true";
}

const never = () => () => {};

/**
 * False on the server and while the page hydrates, true after (and at once in what the browser renders later): for
 * no-JavaScript fallbacks, and controls that need JavaScript.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/** True on a page served without the app's scripts (root.tsx, decision 9): it never hydrates; the visitor script runs. */
export const WithoutScriptsContext = createContext(false);

export function useWithoutScripts(): boolean {
  return useContext(WithoutScriptsContext);
}
