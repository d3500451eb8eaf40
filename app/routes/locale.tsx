import { Outlet, redirect } from "react-router";
import { isLocale } from "../../locales/languages";
import { pageContextMiddleware } from "../lib/page-context.server";
import { preferredLocale } from "../lib/request-locale";
import type { Route } from "./+types/locale";

// Every screen sits under this route: its language and API clients are settled here, once per request.
export const middleware: Route.MiddlewareFunction[] = [pageContextMiddleware];

// A first segment that is not a locale is a bare path: send it to the same path under the preferred locale.
export function loader({ request, params }: Route.LoaderArgs) {
  if (isLocale(params.lang)) return null;
  const url = new URL(request.url);
  const path = url.pathname.replace(/\.data$/, "").replace(/\/_$/, "");
  throw redirect(`/${preferredLocale(request)}${path}${url.search}`);
}

export default function LocaleRoute() {
  return <Outlet />;
}
