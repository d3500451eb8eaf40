import { redirect } from "react-router";
import { preferredLocale } from "../lib/request-locale";
import type { Route } from "./+types/locale-redirect";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  throw redirect(`/${preferredLocale(request)}${url.search}`);
}

export default function LocaleRedirect() {
  return null;
}
