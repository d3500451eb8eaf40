// The hearts of one page share this list (app/features/saved-vacancies/saved-vacancies.ts reads it, saved-vacancies-sync.ts fills it).
export const savedState = { ids: new Set<string>(), loadedFor: null as string | null };
export const savedListeners = new Set<() => void>();

export function setSaved(next: Set<string>) {
  savedState.ids = next;
  for (const listener of savedListeners) listener();
}

/** Where a guest's hearts are kept in this browser (saved-vacancies-sync.ts; visitor-script.ts on pages without scripts). */
export const SAVED_VACANCIES_KEY = "saved-vacancies";

/** Sent by a script that brings cards to a page without the app, for visitor-script.ts to show their hearts. */
export const PAGE_CHANGED_EVENT = "visitor-page-changed";
