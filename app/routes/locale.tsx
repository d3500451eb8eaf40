import { Outlet, redirect } from "react-router";
import { isLocale } from "../../locales/languages";
import { preferredLocale } from "../lib/request-locale";
import type { Route } from "./+types/locale";

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
