import { Outlet } from "react-router";
import { developerPagesOnly } from "../features/dev/developer-pages.server";
import type { Route } from "./+types/developer";
import "../lib/texts/dev-pages";

export const middleware: Route.MiddlewareFunction[] = [developerPagesOnly];

// A loader, so that even a client-side navigation to a page without one asks the server, where the guard runs.
export function loader() {
  return null;
}

/** Around every developer page (/test/...): only the guard, the page chrome is the default layout's. */
export default function DeveloperLayout() {
  return <Outlet />;
}
