import { Rss } from "lucide-react";
import { useSearchParams } from "react-router";
import type { Page } from "../../contract/pages";
import { ItemList } from "../components/ui/item-list";
import { NewsCard } from "../features/news/news-card";
import { Pagination } from "../features/vacancy-search/pagination";
import { usePublishesEnglish } from "../lib/content-language";
import { useTranslation } from "../lib/i18n";
import { listMeta, pageParam } from "../lib/list-params";
import { useLocale } from "../lib/locale";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/news";

export const handle: RouteHandle = { title: "home:news.title", withoutScriptsForVisitors: true };

const PAGE_SIZE = 12;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  const page = pageParam(new URL(request.url).searchParams);
  const list = await api.get<Page[]>("/api/v1/pages", {
    filter: { page_type: "news,success_story", published: "true", featured_first: "true" },
    sort: ["-published_at"],
    page: { number: page, size: PAGE_SIZE },
  });
  return { items: list.data, page, pages: listMeta(list.meta).pages };
}

/** /nieuws: the centre's news and success stories, newest first, featured ones on top of the first page. */
export default function News({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { items, page, pages } = loaderData;
  // The English feed on /en where the centre publishes English (decision 35).
  const locale = useLocale();
  const publishesEnglish = usePublishesEnglish();
  const feed = locale === "en" && publishesEnglish ? "/feed.xml?lang=en" : "/feed.xml";
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6">
      {/* React puts this in the head: feed readers find the centre's feed from the news page. */}
      <link rel="alternate" type="application/atom+xml" title={t("home:news.feedTitle")} href={feed} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-4xl font-bold tracking-tight">{t("home:news.title")}</h1>
          <p className="mt-2 max-w-2xl text-lg text-fg-muted">{t("home:news.lead")}</p>
        </div>
        {/* A file for feed readers, not a screen: a plain link, not the router's. */}
        <a
          href={feed}
          className="inline-flex min-h-11 items-center gap-2 self-start text-link underline-offset-4 hover:underline"
        >
          <Rss className="size-5" aria-hidden />
          {t("home:news.feed")}
        </a>
      </div>
      <ItemList items={items} empty={t("home:news.empty")} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {(item) => <NewsCard page={item} />}
      </ItemList>
      <Pagination params={params} page={page} pages={pages} />
    </div>
  );
}
