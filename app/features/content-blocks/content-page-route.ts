import type { RouteHandle } from "../../lib/route-handle";
import { worksWithoutScripts } from "./blocks-without-scripts";
import { type ContentPageData, contentPageMeta } from "./content-page-seo";

type Matches = readonly ({ id: string; loaderData?: unknown } | undefined)[];
type Loaded = { loaded: ContentPageData } | undefined;

/** A screen that shows a content page: titled by the page, and without scripts for visitors when its blocks allow. */
export const contentPageHandle: RouteHandle = {
  title: (_t, loaderData) => {
    const page = (loaderData as Loaded)?.loaded?.page;
    return page?.metaTitle ?? page?.title ?? "";
  },
  withoutScriptsForVisitors: worksWithoutScripts,
};

const rootData = (matches: Matches) =>
  matches.find((match) => match?.id === "root")?.loaderData as
    | { site?: { appName?: string }; center?: { name?: string } }
    | undefined;

/** The page's meta tags, with the site's name for Open Graph. */
export function contentPageRouteMeta({ loaderData, matches }: { loaderData: Loaded; matches: Matches }) {
  return loaderData ? contentPageMeta(loaderData.loaded, rootData(matches)?.site?.appName) : [];
}

/** The centre's name, the publisher in the page's structured data. */
export const publisherOf = (matches: Matches) => rootData(matches)?.center?.name ?? "";
