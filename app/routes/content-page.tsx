import { contentPageHandle, contentPageRouteMeta, publisherOf } from "../features/content-blocks/content-page-route";
import { type ContentPageData, contentPageJsonLd } from "../features/content-blocks/content-page-seo";
import { ContentPageView } from "../features/content-blocks/content-page-view";
import { loadContentPage } from "../features/content-blocks/load-content-page.server";
import type { Route } from "./+types/content-page";

export const handle = contentPageHandle;

export async function loader({ params, context }: Route.LoaderArgs) {
  const loaded = (await loadContentPage(context, { slug: params.slug })) as ContentPageData;
  return { loaded };
}

export const meta = contentPageRouteMeta;

/** /{slug}: a published content page of the centre (spec section 2, wide layout); anything else is a 404. */
export default function ContentPage({ loaderData, matches }: Route.ComponentProps) {
  return (
    <ContentPageView
      page={loaderData.loaded.page}
      data={loaderData.loaded.data}
      jsonLd={contentPageJsonLd(loaderData.loaded, publisherOf(matches))}
    />
  );
}
