import { Outlet } from "react-router";
import enDevPages from "../../locales/en/lazy/dev-pages.json";
import nlDevPages from "../../locales/nl/lazy/dev-pages.json";
import { developerPagesOnly } from "../lib/developer-pages.server";
import { registerNamespace } from "../lib/i18n";
import type { Route } from "./+types/developer";

// The developer pages' texts travel with these pages only, not with every public page.
registerNamespace("dev-pages", { nl: nlDevPages, en: enDevPages });

export const middleware: Route.MiddlewareFunction[] = [developerPagesOnly];

// A loader, so that even a client-side navigation to a page without one asks the server, where the guard runs.
export function loader() {
  return null;
}

/** Around every developer page (/test/...): only the guard, the page chrome is the default layout's. */
export default function DeveloperLayout() {
  return <Outlet />;
}
