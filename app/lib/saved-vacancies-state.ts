// The hearts of one page share this list (app/lib/saved-vacancies.ts reads it, saved-vacancies-sync.ts fills it).
export const savedState = { ids: new Set<string>(), loadedFor: null as string | null };
export const savedListeners = new Set<() => void>();

export function setSaved(next: Set<string>) {
  savedState.ids = next;
  for (const listener of savedListeners) listener();
}
