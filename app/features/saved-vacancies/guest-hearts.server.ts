import type { RouterContextProvider } from "react-router";
import { ApiError, createApiClient } from "../../../contract/api-client";
import type { Locale } from "../../../locales/languages";
import { serverContext } from "../../lib/server-context";
import { AUTH_COOKIES } from "../../lib/session.server";

/** A guest's hearts sent along with one sign-in; more than a browser plausibly holds is left to the page that syncs. */
const GUEST_HEARTS_MAX = 50;

/** The vacancy ids the sign-in form carries ("12,40"): whole numbers only, each once, at most GUEST_HEARTS_MAX. */
export function guestHeartIds(value: FormDataEntryValue | null): number[] {
  if (typeof value !== "string") return [];
  const ids = value.split(",").filter((part) => /^\d{1,9}$/.test(part.trim()));
  return [...new Set(ids.map(Number))].filter((id) => id > 0).slice(0, GUEST_HEARTS_MAX);
}

/**
 * Keeps a guest's hearts on the account he has just signed in to, with the session the API answered (its headers,
 * not the cookies the browser gets with the answer), so the first page after signing in shows them. A vacancy he
 * may not keep (closed, another centre's, a full list) is left out, as the heart's own call would.
 */
export async function keepGuestHearts(
  context: Readonly<RouterContextProvider>,
  locale: Locale,
  session: Headers,
  ids: number[],
): Promise<void> {
  if (!ids.length) return;
  const server = context.get(serverContext);
  const auth = Object.fromEntries(AUTH_COOKIES.map((name) => [name, session.get(name) ?? ""]));
  const api = createApiClient({
    fetch: server.fetch,
    signal: server.signal,
    headers: () => ({ ...server.apiHeaders, ...auth, "accept-language": locale }),
  });
  for (const vacancyId of ids) {
    try {
      await api.post("/api/v1/saved_vacancies", { data: { type: "saved_vacancies", attributes: { vacancyId } } });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) continue;
      // The sign-in stands: the browser still has the list, and the next page with hearts moves it.
      server.reportError(error, { during: "keepGuestHearts" });
      return;
    }
  }
}
