/** False while the server-rendered page is being hydrated; errors shown then were already reported by the server. */
export let appHydrated = false;

export function markHydrated() {
  appHydrated = true;
  // Lets browser tests (and people debugging) see that the page is interactive.
  document.documentElement.dataset.hydrated = "true";
}
