import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { BlockCategory, BlockOf } from "../../../contract/content-blocks";
import { useTranslation } from "../../lib/i18n";
import { useLocalePath } from "../../lib/locale";
import { ThemeIcon } from "../vacancies/theme-icon";
import type { BlockData } from "./block-data";
import { useBlockLang } from "./block-lang";
import "../../lib/texts/blocks";

/**
 * The vacancy bank's link for a category. The bank's page takes its filters under their plain names
 * (?vacancy_type=p2p, ?tags=once: app/features/vacancy-search/vacancy-search.ts) and makes filter[...] of them for the API.
 */
function searchHref(category: BlockCategory): string {
  return `/vacancies/search?${new URLSearchParams({ [category.facet]: category.value })}`;
}

/** Where each facet's option names are under vacancy-search. */
const NAMESPACE_KEY = { vacancy_type: "types", tags: "tags", themes: "themes" } as const;

/** Tiles into the vacancy bank, each with how many open vacancies it has now (a tile with none still links). */
export function VacancyCategoriesBlock({ block, counts }: { block: BlockOf<"VacancyCategories">; counts: BlockData["counts"] }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const lang = useBlockLang();
  return (
    <section className="px-4 py-8 sm:px-6">
      <div className="mx-auto max-w-7xl">
        {block.title && (
          <h2 className="mb-6 text-3xl font-bold tracking-tight break-words" lang={lang}>
            {block.title}
          </h2>
        )}
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {block.categories.map((category, index) => {
            const name = category.label ?? t(`vacancy-search:${NAMESPACE_KEY[category.facet]}.${category.value}`);
            const count = counts[category.facet][category.value] ?? 0;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: tiles have no id of their own and keep their order.
              <li key={index}>
                <Link
                  to={to(searchHref(category))}
                  className="group flex h-full min-h-14 items-center justify-between gap-3 rounded-lg border border-border bg-surface-raised px-5 py-4 transition-colors hover:border-accent hover:bg-primary-50 dark:hover:bg-primary-950"
                >
                  {category.facet === "themes" && <ThemeIcon theme={category.value} className="size-7 shrink-0 text-accent" />}
                  <span className="min-w-0 flex-1">
                    <span className="block text-lg font-semibold break-words text-fg" lang={category.label ? lang : undefined}>
                      {name}
                    </span>
                    <span className="block text-base text-fg-muted">{t("blocks:categories.count", { count })}</span>
                  </span>
                  <ArrowRight
                    className="size-5 shrink-0 text-accent transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5 motion-reduce:transition-none"
                    aria-hidden
                  />
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
