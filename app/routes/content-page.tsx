import { worksWithoutScripts } from "../features/content-blocks/blocks-without-scripts";
import { type ContentPageData, contentPageJsonLd, contentPageMeta } from "../features/content-blocks/content-page-seo";
import { ContentPageView } from "../features/content-blocks/content-page-view";
import { loadContentPage } from "../features/content-blocks/load-content-page.server";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/content-page";

export const handle: RouteHandle = {
  title: (_t, loaderData) => {
    const page = (loaderData as { loaded?: ContentPageData } | undefined)?.loaded?.page;
    return page?.metaTitle ?? page?.title ?? "";
  },
  withoutScriptsForVisitors: worksWithoutScripts,
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const loaded = (await loadContentPage(context, { slug: params.slug })) as ContentPageData;
  return { loaded };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const root = matches.find((m) => m?.id === "root")?.loaderData as { site?: { appName?: string } } | undefined;
  return contentPageMeta(loaderData.loaded, root?.site?.appName);
}

/** /{slug}: a published content page of the centre (spec section 2, wide layout); anything else is a 404. */
export default function ContentPage({ loaderData, matches }: Route.ComponentProps) {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { center?: { name?: string } } | undefined;
  return (
    <ContentPageView
      page={loaderData.loaded.page}
      data={loaderData.loaded.data}
      jsonLd={contentPageJsonLd(loaderData.loaded, root?.center?.name ?? "")}
    />
  );
}
