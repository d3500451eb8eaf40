import { forgetGuestHearts, guestHearts } from "./guest-hearts";
import { SAVED_VACANCIES_KEY, savedState, setSaved } from "./saved-vacancies-state";

// Guests keep their hearts in this browser (issue 19, item 4) under SAVED_VACANCIES_KEY; signing in moves them to the account.
const API = "/api/v1/saved_vacancies";
const HEADERS = { "content-type": "application/vnd.api+json", accept: "application/vnd.api+json" };

const keep = (id: string) =>
  fetch(API, {
    method: "POST",
    credentials: "same-origin",
    headers: HEADERS,
    body: JSON.stringify({ data: { type: "saved_vacancies", attributes: { vacancy_id: id } } }),
  });

/** The list once per sign-in; what a guest kept in this browser moves to the account when he signs in. */
export async function loadSaved(userId: string | null) {
  const key = userId ?? "";
  if (savedState.loadedFor === key) return;
  savedState.loadedFor = key;
  const local = guestHearts();
  if (!userId) return setSaved(new Set(local));
  await Promise.all(local.map(keep));
  forgetGuestHearts();
  const response = await fetch(API, { credentials: "same-origin", headers: HEADERS });
  if (!response.ok) return;
  const document = (await response.json()) as { data: { id: string }[] };
  setSaved(new Set(document.data.map((row) => row.id)));
}

/** The heart changes at once and goes back if the account refuses. */
export async function toggleSaved(id: string, signedIn: boolean) {
  const was = savedState.ids.has(id);
  const next = new Set(savedState.ids);
  if (was) next.delete(id);
  else next.add(id);
  setSaved(next);
  if (!signedIn) return localStorage.setItem(SAVED_VACANCIES_KEY, JSON.stringify([...next]));
  const response = await (was
    ? fetch(`${API}/${id}`, { method: "DELETE", credentials: "same-origin", headers: HEADERS })
    : keep(id)
  ).catch(() => null);
  if (response?.ok || response?.status === 404) return;
  const back = new Set(savedState.ids);
  if (was) back.add(id);
  else back.delete(id);
  setSaved(back);
}
