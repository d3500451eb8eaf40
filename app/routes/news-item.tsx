import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { dateFormat } from "../../contract/intl-formats";
import { intlLocale } from "../../locales/languages";
import { contentPageHandle, contentPageRouteMeta, publisherOf } from "../features/content-blocks/content-page-route";
import { type ContentPageData, contentPageJsonLd } from "../features/content-blocks/content-page-seo";
import { ContentPageView } from "../features/content-blocks/content-page-view";
import { loadContentPage } from "../features/content-blocks/load-content-page.server";
import { useTranslation } from "../lib/i18n";
import { useLocale, useLocalePath } from "../lib/locale";
import type { Route } from "./+types/news-item";

export const handle = contentPageHandle;

export async function loader({ params, context }: Route.LoaderArgs) {
  const loaded = (await loadContentPage(context, { slug: params.slug }, "/nieuws")) as ContentPageData;
  // Only news and success stories live under /nieuws; another page has its own address.
  if (loaded.page.pageType === "default") throw data({ message: "Not Found" }, { status: 404 });
  return { loaded };
}

export const meta = contentPageRouteMeta;

/** /nieuws/{slug}: one news item or success story, with its date and the way back to the news. */
export default function NewsItem({ loaderData, matches }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  const { page } = loaderData.loaded;
  const date = dateFormat(intlLocale(locale), { dateStyle: "long", timeZone: "Europe/Amsterdam" });
  return (
    <>
      <div className="mx-auto max-w-3xl px-4 pt-8 sm:px-6">
        <Link
          to={to("/nieuws")}
          className="inline-flex min-h-11 items-center gap-2 font-medium text-link underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
          {t("home:news.back")}
        </Link>
        <p className="mt-2 text-sm text-fg-muted">
          {t(`home:news.types.${page.pageType}`)}
          {page.publishedAt && ` · ${date.format(new Date(page.publishedAt))}`}
        </p>
      </div>
      <ContentPageView
        page={page}
        data={loaderData.loaded.data}
        jsonLd={contentPageJsonLd(loaderData.loaded, publisherOf(matches))}
      />
    </>
  );
}
