import { data, type RouterContextProvider, redirect } from "react-router";
import { ApiError } from "../../../contract/api-client";
import { type Locale, textsOf } from "../../../locales/languages";
import { pageContext } from "../../lib/page-context.server";
import { serverContext } from "../../lib/server-context";
import type { ConsoleRootData } from "../../lib/site";

/** The console's screens, under the page's language like every screen (/nl/platform, /en/platform: decision 2). */
const CONSOLE_PATH = /^\/(nl|en)\/platform(\/|$)/;

/**
 * The root's answer on the operator's host: only the console is there. A bare address (/, /nl, /en) goes to the
 * tenant list; any other screen of the app is a tenant's, so not found here.
 */
export function consoleRoot(request: Request, context: Readonly<RouterContextProvider>, locale: Locale): ConsoleRootData {
  const path = new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/_$/, "");
  if (!CONSOLE_PATH.test(path)) {
    if (/^\/((nl|en)\/?)?$/.test(path)) throw redirect(`/${locale}/platform`);
    throw data({ message: "Not Found" }, { status: 404 });
  }
  const server = context.get(serverContext);
  return {
    console: true,
    locale,
    nonce: server.nonce,
    isDev: server.isDev,
    catalogueChunk: server.catalogueChunks[textsOf(locale)] ?? null,
  };
}

/** The console's screens answer only on the operator's host: on a tenant's site they are not there. */
export function consoleOnly(context: Readonly<RouterContextProvider>): void {
  if (!context.get(serverContext).console) throw data({ message: "Not Found" }, { status: 404 });
}

/** The console's sign-in, and back to this screen after. */
export function consoleSignInPath(locale: Locale, request: Request): string {
  const url = new URL(request.url);
  const back = `${url.pathname.replace(/\.data$/, "")}${url.search}`;
  return `/${locale}/platform/sign-in?redirectTo=${encodeURIComponent(back)}`;
}

/** The console's two-step sign-in screen, which an operator without one is sent to first (issue 44 item 4). */
export const CONSOLE_TWO_FACTOR_PATH = "/platform/two-factor";

/**
 * A console screen's call of the operator API: only on the operator's host; no operator's session (a 401) goes to
 * the console's sign-in and back; an operator who has not set up two-step sign-in goes to its set-up; a tenant user's
 * session is the API's 403, shown as the 403 page.
 */
export async function asOperator<T>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  call: (api: ReturnType<typeof pageContext>["api"]) => Promise<T>,
): Promise<T> {
  consoleOnly(context);
  const { api, locale } = pageContext(context);
  try {
    return await call(api);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw redirect(consoleSignInPath(locale, request));
    if (error instanceof ApiError && error.errors.some((e) => e.code === "two_factor_setup_required")) {
      throw redirect(`/${locale}${CONSOLE_TWO_FACTOR_PATH}`);
    }
    throw error;
  }
}
