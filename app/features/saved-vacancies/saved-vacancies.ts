import { useEffect, useSyncExternalStore } from "react";

import { savedListeners as listeners, savedState } from "./saved-vacancies-state";

// The code that reads and writes the list loads after the page: the bank's JavaScript budget is tight.

const sync = () => import("./saved-vacancies-sync");

/** Saves or lets go of a vacancy: in the browser for a guest, on the account once signed in. */
export const toggleSaved = (id: string, signedIn: boolean) => sync().then((m) => m.toggleSaved(id, signedIn));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether this vacancy is saved: false on the server and until the list is known. */
export function useSaved(id: string, userId: string | null): boolean {
  useEffect(() => {
    sync()
      .then((m) => m.loadSaved(userId))
      .catch(() => undefined);
  }, [userId]);
  return useSyncExternalStore(
    subscribe,
    () => savedState.ids.has(id),
    () => false,
  );
}
