import { SAVED_VACANCIES_KEY } from "./saved-vacancies-state";

/** The vacancy ids a guest kept in this browser; none without storage or with something else under the key. */
export function guestHearts(): string[] {
  try {
    const list = JSON.parse(localStorage.getItem(SAVED_VACANCIES_KEY) ?? "[]");
    return Array.isArray(list) ? list.filter((id) => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/** The browser's copy goes once the account keeps them. */
export const forgetGuestHearts = () => localStorage.removeItem(SAVED_VACANCIES_KEY);
