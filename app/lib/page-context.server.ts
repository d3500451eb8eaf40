import { createContext, data, type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import type { ApiClient } from "../../contract/api-client";
import type { CurrentUser, Role } from "../../contract/identity";
import { isLocale, type Locale } from "../../locales/languages";
import { apiFor, publicApiFor } from "./api.server";
import { loadCurrentUser } from "./session.server";

/** What every screen's loader and action starts from, settled once per request by the locale route. */
export interface PageContext {
  /** The page's language: the path's first segment, Dutch when that is not a language. */
  locale: Locale;
  /** The API as the visitor (his session, the selected organization). */
  api: ApiClient;
  /** The API without the visitor's session, for pages opened from mailed links. */
  publicApi: ApiClient;
  /** The API as the visitor, handing the session headers it answers with to onSession (signing in). */
  signInApi: (onSession: (headers: Headers) => void) => ApiClient;
}

interface PageState extends PageContext {
  /** The signed-in user, asked of the API at most once per GET request. */
  user: Promise<CurrentUser | null> | null;
}

const pageState = createContext<PageState>();

/** The page's language from its path: the one place a missing or unknown language becomes Dutch. */
export const localeOf = (params: { lang?: string }): Locale => (isLocale(params.lang) ? params.lang : "nl");

/**
 * Before any loader or action under /:lang. The clients read their headers at each call, so the organization
 * the root middleware selects (or a switch action changes) still goes with every call.
 */
export const pageContextMiddleware: MiddlewareFunction<Response> = ({ context, params }) => {
  const locale = localeOf(params);
  context.set(pageState, {
    locale,
    api: apiFor(context, locale),
    publicApi: publicApiFor(context, locale),
    signInApi: (onSession) => apiFor(context, locale, onSession),
    user: null,
  });
};

export function pageContext(context: Readonly<RouterContextProvider>): PageContext {
  const { user: _user, ...page } = context.get(pageState);
  return page;
}

/** The signed-in user, or null. A GET asks once for all its loaders; after an action the user may have changed. */
export function currentUser(context: Readonly<RouterContextProvider>, request: Request): Promise<CurrentUser | null> {
  const state = context.get(pageState);
  if (request.method !== "GET" && request.method !== "HEAD") return loadCurrentUser(request, context, state.locale);
  state.user ??= loadCurrentUser(request, context, state.locale);
  return state.user;
}

/** Spec section 2: a non-public route sends a visitor to the login page, and back after login. */
export async function signedIn(context: Readonly<RouterContextProvider>, request: Request): Promise<CurrentUser> {
  const user = await currentUser(context, request);
  if (user) return user;
  const url = new URL(request.url);
  const back = `${url.pathname.replace(/\.data$/, "")}${url.search}`;
  throw redirect(`/${context.get(pageState).locale}/auth/login-1?redirectTo=${encodeURIComponent(back)}`);
}

/** signedIn for a screen of some roles only: anyone else gets the 403 page (the API refuses them too). */
export async function signedInAs(
  context: Readonly<RouterContextProvider>,
  request: Request,
  roles: readonly Role[],
): Promise<CurrentUser> {
  const user = await signedIn(context, request);
  if (!(user.roles ?? []).some((role) => roles.includes(role.name))) throw data({ message: "Forbidden" }, { status: 403 });
  return user;
}
