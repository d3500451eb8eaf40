import { Home, Plus } from "lucide-react";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { dateFormat } from "../../contract/intl-formats";
import { PAGE_TYPES, type Page } from "../../contract/pages";
import { intlLocale } from "../../locales/languages";
import { buttonClasses } from "../components/ui/button";
import { FilterBar, FilterInput, FilterSelect } from "../components/ui/filter-bar";
import { ListHeader } from "../components/ui/list-header";
import { CONTENT_SECTIONS } from "../features/shell/sections";
import { Pagination } from "../features/vacancy-search/pagination";
import { usePublishesEnglish } from "../lib/content-language";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedInAs } from "../lib/page-context.server";
import { useFlashToast } from "../lib/use-flash-toast";
import type { Route } from "./+types/content.pages";
import "../lib/texts/content";
import { ItemList, ROW, ROWS } from "../components/ui/item-list";
import { listMeta, oneOf, pageParam, searchParam } from "../lib/list-params";

const PAGE_SIZE = 25;
const STATUSES = ["draft", "published", "scheduled"] as const;
const LANGUAGE_FILTERS = ["without_english"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  await signedInAs(context, request, CONTENT_SECTIONS.pages.roles);
  const search = new URL(request.url).searchParams;
  const q = searchParam(search);
  const type = oneOf(PAGE_TYPES, search.get("type"));
  const status = oneOf(STATUSES, search.get("status"));
  const language = oneOf(LANGUAGE_FILTERS, search.get("language"));
  const page = pageParam(search);
  const list = await api.get<Page[]>("/api/v1/pages", {
    filter: {
      search: q || undefined,
      page_type: type || undefined,
      status: status || undefined,
      without_english: language === "without_english" ? "true" : undefined,
    },
    sort: ["-updated_at"],
    page: { number: page, size: PAGE_SIZE },
  });
  return { items: list.data, ...listMeta(list.meta), page, q, type, status, language };
}

/** /content: the centre's pages, newest change first, with search and kind and status filters. */
export default function ContentPages({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const to = useLocalePath();
  const [params] = useSearchParams();
  const { items, total, pages, page, q, type, status, language } = loaderData;
  const publishesEnglish = usePublishesEnglish();
  const label = (key: string, options?: Record<string, unknown>) => t(`content:pages.${key}`, options);
  const flashes = useMemo(() => ({ deleted: t("content:pages.flash.deleted") }), [t]);
  useFlashToast(flashes);
  const date = dateFormat(intlLocale(i18n.language), { dateStyle: "medium", timeZone: "Europe/Amsterdam" });
  const filtered = Boolean(q || type || status || language);
  return (
    <section aria-labelledby="pages-title" className="flex flex-col gap-6">
      <ListHeader
        level="h2"
        titleId="pages-title"
        title={label("title")}
        intro={label("intro")}
        count={label("count", { count: total })}
        countTestId="pages-count"
        actions={
          <Link to={to("/content/pages/new")} className={buttonClasses({ size: "lg" })}>
            <Plus className="size-4" aria-hidden />
            {label("add")}
          </Link>
        }
      />
      <FilterBar role="search" className="sm:grid-cols-[1fr_auto_auto_auto_auto] sm:items-end" submit={label("apply")}>
        <FilterInput label={label("search")} name="q" defaultValue={q} />
        <FilterSelect
          label={label("type")}
          name="type"
          defaultValue={type}
          all={label("all")}
          options={PAGE_TYPES.map((value) => [value, label(`types.${value}`)] as const)}
        />
        <FilterSelect
          label={label("status")}
          name="status"
          defaultValue={status}
          all={label("all")}
          options={STATUSES.map((value) => [value, label(`statuses.${value}`)] as const)}
        />
        {publishesEnglish && (
          <FilterSelect
            label={label("language")}
            name="language"
            defaultValue={language}
            all={label("all")}
            options={[["without_english", label("withoutEnglish")]]}
          />
        )}
      </FilterBar>
      <ItemList
        items={items}
        empty={filtered ? label("noResults") : label("empty")}
        className={ROWS}
        itemClassName={`${ROW} p-4`}
        testId="pages-list"
      >
        {(item) => (
          <>
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-medium break-words">
                {item.isHome && <Home className="size-4 shrink-0" aria-label={label("home")} />}
                <Link to={to(`/content/pages/${item.id}`)} className="text-link underline-offset-4 hover:underline">
                  {item.title}
                </Link>
              </p>
              <p className="text-sm text-fg-muted">
                /{item.slug} · {label(`types.${item.pageType}`)} ·{" "}
                {label(`statuses.${item.publishAt ? "scheduled" : item.isPublished ? "published" : "draft"}`)}
                {item.isPublished && item.hasDraftChanges && ` · ${label("changed")}`} · {date.format(new Date(item.updatedAt))}
                {publishesEnglish && !item.english && ` · ${label("untranslated")}`}
              </p>
            </div>
            {item.isPublished && (
              <a
                href={to(item.isHome ? "/" : `/${item.slug}`)}
                className={buttonClasses({ flavor: "outline", color: "muted", size: "lg" })}
              >
                {label("view")}
                <span className="sr-only">: {item.title}</span>
              </a>
            )}
          </>
        )}
      </ItemList>
      <Pagination params={params} page={page} pages={pages} />
    </section>
  );
}
