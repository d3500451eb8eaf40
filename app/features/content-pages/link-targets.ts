import { createContext } from "react";
import { availableSystemPages, SYSTEM_PAGES, type SystemPageKey } from "../../../contract/menu-items";
import type { Page } from "../../../contract/pages";
import type { SiteSettings } from "../../../contract/volunteer-centers";

/** The centre's pages a block may link to (not its news), given by the page editor's loader. */
export type LinkPage = Pick<Page, "slug" | "title" | "pageType" | "isHome">;
export const LinkPages = createContext<LinkPage[]>([]);

/** A route of the app's route table as the build's manifest lists it (the browser has it: __reactRouterManifest). */
export interface LinkRoute {
  id: string;
  parentId?: string;
  path?: string;
}

/** Where a page of the centre lives, without the language prefix. */
export const pagePath = (page: LinkPage) =>
  page.isHome ? "/" : page.pageType === "default" ? `/${page.slug}` : `/nieuws/${page.slug}`;

/** What the editor offers for a link: the product's screens this site has, then the centre's pages. */
export function linkSuggestions(
  pages: LinkPage[],
  features: SiteSettings["features"] | undefined,
): { path: string; system?: SystemPageKey; title?: string }[] {
  const screens = availableSystemPages(features).map((key) => ({ path: SYSTEM_PAGES[key].path, system: key }));
  const own = pages
    .map((page) => ({ path: pagePath(page), title: page.title }))
    .filter((page) => !screens.some((screen) => screen.path === page.path));
  return [...screens, ...own];
}

// The routes that take any path: a content page by its slug, and the 404 page (news items are not checked).
const ANY_PATH = new Set(["routes/content-page", "routes/not-found"]);

/** A route's whole pattern in segments, its parents' first ("/:lang/workshops/:id" as [":lang", "workshops", ":id"]). */
function patternOf(route: LinkRoute, byId: Map<string, LinkRoute>): string[] {
  const segments: string[] = [];
  for (let at: LinkRoute | undefined = route; at; at = at.parentId ? byId.get(at.parentId) : undefined)
    segments.unshift(...(at.path ?? "").split("/").filter(Boolean));
  return segments;
}

const fits = (pattern: string[], segments: string[]) =>
  pattern.length === segments.length && pattern.every((part, i) => part.startsWith(":") || part === segments[i]);

export interface LinkSite {
  routes: LinkRoute[];
  pages: LinkPage[];
  features: SiteSettings["features"] | undefined;
  locale: string;
}

/**
 * Whether a link of a block leads nowhere: a path of this site that no screen answers and no page of the centre
 * has, or a screen of the product this site does not have. Another site's link is never checked.
 */
export function isDeadLink(url: string, { routes, pages, features, locale }: LinkSite): boolean {
  if (!url.startsWith("/") || url.startsWith("//")) return false;
  const path = url.split(/[?#]/)[0].replace(/(.)\/+$/, "$1");
  if (pages.some((page) => pagePath(page) === path)) return false;
  const screen = (Object.keys(SYSTEM_PAGES) as SystemPageKey[]).find((key) => SYSTEM_PAGES[key].path === path);
  if (screen) return !availableSystemPages(features).includes(screen);
  // A screen of its own (not the slug or 404 route that would take any path) answers it.
  const segments = [locale, ...path.split("/").filter(Boolean)];
  const byId = new Map(routes.map((route) => [route.id, route]));
  return !routes.some((route) => !ANY_PATH.has(route.id) && fits(patternOf(route, byId), segments));
}
