import type { ReactNode } from "react";
import { Link, useLocation, useNavigation } from "react-router";
import type { VacancySearchHit } from "../../../contract/vacancy-search";
import { useTranslation } from "../../lib/i18n";
import { activeFilters, hrefOf, withPage } from "../../lib/vacancy-search";
import { Form } from "../ui/form";
import { ActiveFilters } from "./active-filters";
import { EmptyState } from "./empty-state";
import { FilterPanel } from "./filter-panel";
import { FiltersSheet } from "./filters-sheet";
import type { SearchPageData } from "./load-search.server";
import { Pagination } from "./pagination";
import { ResultCard } from "./result-card";
import { SearchBar } from "./search-bar";
import { FORM_ID, useAutoSubmit, useIsPhone, useOptimisticParams } from "./search-state";
import { SortSelect } from "./sort-select";

export interface SearchScreenProps {
  data: SearchPageData;
  title: string;
  lead: string;
  /** The meta description for search engines. */
  description: string;
  /** "12 vacancies": the heading over the results. */
  totalLabel: (count: number) => string;
  /** The words field's label and example, when the bank is not about volunteer work. */
  words?: { label: string; placeholder: string };
  /** Filters of the panel this page leaves out (its endpoint decides them). */
  hiddenFilters?: readonly string[];
  /** Controls between the search bar and the results, inside the form (the person-to-person bank's request/offer). */
  extraControls?: (params: URLSearchParams) => ReactNode;
  card?: (hit: VacancySearchHit) => ReactNode;
}

/** A vacancy bank page: a plain GET form that JavaScript makes live, with filters, sort, chips and pages. */
export function SearchScreen({
  data,
  title,
  lead,
  description,
  totalLabel,
  words,
  hiddenFilters = [],
  extraControls,
  card = (hit) => <ResultCard hit={hit} />,
}: SearchScreenProps) {
  const { t } = useTranslation();
  const { hits, meta, notice, centers } = data;
  const params = useOptimisticParams(data.query);
  const current = new URLSearchParams(data.query);
  const { onChange, onSubmit } = useAutoSubmit();
  const phone = useIsPhone();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const loading = navigation.state === "loading" && navigation.location.pathname === pathname;
  const filters = activeFilters(current);
  const near = meta.near;
  const panelFilters = filters.filter((f) => f.name !== "q" && f.name !== "near" && f.name !== "help_kind").length;

  return (
    <div>
      <meta name="description" content={description} />
      <link rel="canonical" href={data.canonical} />
      {data.noindex && <meta name="robots" content="noindex, follow" />}
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-1 max-w-3xl text-fg-muted">{lead}</p>
      <Form id={FORM_ID} method="get" role="search" preventScrollReset onChange={onChange} onSubmit={onSubmit} className="mt-6">
        <SearchBar
          q={params.get("q") ?? ""}
          near={params.get("near") ?? ""}
          radius={params.get("radius_km") ?? ""}
          words={words}
        />
        {notice && (
          <p
            role="alert"
            className="mt-4 rounded-md border border-amber-600 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50"
            data-testid="search-notice"
          >
            {t("vacancy-search:badParameter")} {notice}
          </p>
        )}
        {extraControls?.(params)}
        <div className="mt-6 grid gap-8 lg:grid-cols-[17rem_1fr]">
          {!phone && (
            <aside aria-labelledby="filters-heading" className="max-lg:rounded-lg max-lg:border max-lg:border-border max-lg:p-4">
              <h2 id="filters-heading" className="mb-4 text-lg font-semibold">
                {t("vacancy-search:filters.title")}
              </h2>
              <FilterPanel params={params} facets={meta.facets} centers={centers} hidden={hiddenFilters} />
            </aside>
          )}
          <section
            aria-labelledby="results-heading"
            aria-busy={loading}
            className={loading ? "opacity-60 transition-opacity" : ""}
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div aria-live="polite">
                <h2 id="results-heading" className="text-lg font-semibold" data-testid="search-total">
                  {totalLabel(meta.total)}
                </h2>
                {near && (
                  <p className="text-sm text-fg-muted" data-testid="search-near-label">
                    {t("vacancy-search:nearLabel", { radius: near.radiusKm, place: near.label })}
                  </p>
                )}
              </div>
              <div className="flex flex-wrap items-center gap-3">
                {phone && (
                  <FiltersSheet
                    params={params}
                    facets={meta.facets}
                    centers={centers}
                    active={panelFilters}
                    hidden={hiddenFilters}
                  />
                )}
                <SortSelect params={params} />
              </div>
            </div>
            <ActiveFilters filters={filters} centers={centers} />
            {hits.length === 0 && meta.total > 0 ? (
              <p className="mt-6 text-fg-muted" data-testid="search-beyond">
                {t("vacancy-search:pagination.beyond")}{" "}
                <Link
                  to={hrefOf(pathname, withPage(current, 1))}
                  className="font-medium text-link underline-offset-4 hover:underline"
                >
                  {t("vacancy-search:pagination.first")}
                </Link>
              </p>
            ) : hits.length === 0 ? (
              <div className="mt-6">
                <EmptyState filtered={filters.length > 0} />
              </div>
            ) : (
              <ul className="mt-6 flex flex-col gap-4" data-testid="search-results">
                {hits.map((hit) => (
                  <li key={hit.id}>{card(hit)}</li>
                ))}
              </ul>
            )}
            <Pagination params={current} page={meta.page} pages={meta.pages} />
          </section>
        </div>
      </Form>
    </div>
  );
}
