import { useTranslation } from "react-i18next";
import { Form, Link, redirect, useLocation, useNavigation } from "react-router";
import { ApiError } from "../../contract/api-client";
import type { VacancySearchHit, VacancySearchMeta } from "../../contract/vacancy-search";
import type { VolunteerCenter } from "../../contract/volunteer-centers";
import { isLocale } from "../../locales/resources";
import { ActiveFilters } from "../components/vacancy-search/active-filters";
import { EmptyState } from "../components/vacancy-search/empty-state";
import { FilterPanel } from "../components/vacancy-search/filter-panel";
import { FiltersSheet } from "../components/vacancy-search/filters-sheet";
import { Pagination } from "../components/vacancy-search/pagination";
import { ResultCard } from "../components/vacancy-search/result-card";
import { SearchBar } from "../components/vacancy-search/search-bar";
import { FORM_ID, useAutoSubmit, useIsPhone, useOptimisticParams } from "../components/vacancy-search/search-state";
import { SortSelect } from "../components/vacancy-search/sort-select";
import { apiFor } from "../lib/api.server";
import type { RouteHandle } from "../lib/route-handle";
import { useSite } from "../lib/site";
import {
  activeFilters,
  canonicalHref,
  cleanParams,
  hrefOf,
  isDeepSearch,
  pageParamOf,
  toApiParams,
  withoutParams,
  withPage,
} from "../lib/vacancy-search";
import type { Route } from "./+types/vacancies.search";

export const handle: RouteHandle = { title: "vacancy-search:title" };

const PAGE_SIZE = 20;

/**
 * The search comes from the URL, so it can be shared and bookmarked. A parameter the API refuses (an unknown
 * place, a hand-edited value) is left out and named in a message, and the rest of the search still runs.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = isLocale(params.lang) ? params.lang : "nl";
  const url = new URL(request.url);
  const api = apiFor(context, locale);
  let query = cleanParams(url.searchParams);
  // A form sent without JavaScript names every field, empty or not: tidy that address (other names, such as a
  // campaign's utm_source, stay for the analytics and only leave the canonical link).
  if ([...url.searchParams.values()].some((v) => v.trim() === "")) throw redirect(hrefOf(url.pathname, query));
  let notice: string | null = null;
  const centers = api
    .get<VolunteerCenter[]>("/api/v1/volunteer_centers")
    .then((r) => r.data.map((c) => ({ id: c.id, name: c.name })))
    .catch(() => []);
  for (let attempt = 0; ; attempt++) {
    try {
      const result = await api.get<VacancySearchHit[]>(`/api/v1/vacancies/search?${toApiParams(query, PAGE_SIZE)}`);
      return {
        hits: result.data,
        meta: result.meta as unknown as VacancySearchMeta,
        query: query.toString(),
        notice,
        centers: await centers,
        canonical: canonicalHref(url.origin, url.pathname, query),
        noindex: isDeepSearch(query),
      };
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 400 || attempt >= 3) throw error;
      notice ??= error.errors[0]?.detail ?? error.message;
      const refused = error.errors.flatMap((e) => (e.source?.parameter ? [pageParamOf(e.source.parameter)] : []));
      // A refusal that names nothing we can leave out: show everything rather than an error page.
      query = refused.length && attempt < 2 ? withoutParams(query, refused) : new URLSearchParams();
    }
  }
}

/** /vacancies/search: the public vacancy bank, a plain GET form that JavaScript makes live. */
export default function VacancySearch({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const site = useSite();
  const { hits, meta, notice, centers } = loaderData;
  const params = useOptimisticParams(loaderData.query);
  const current = new URLSearchParams(loaderData.query);
  const { onChange, onSubmit } = useAutoSubmit();
  const phone = useIsPhone();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const loading = navigation.state === "loading" && navigation.location.pathname === pathname;
  const filters = activeFilters(current);
  const near = meta.near;
  const panelFilters = filters.filter((f) => f.name !== "q" && f.name !== "near").length;

  return (
    <div>
      <meta name="description" content={t("vacancy-search:description", { center: site?.center.name ?? "" })} />
      <link rel="canonical" href={loaderData.canonical} />
      {loaderData.noindex && <meta name="robots" content="noindex, follow" />}
      <h1 className="text-3xl font-bold">{t("vacancy-search:title")}</h1>
      <p className="mt-1 text-fg-muted">{t("vacancy-search:lead")}</p>
      <Form id={FORM_ID} method="get" role="search" preventScrollReset onChange={onChange} onSubmit={onSubmit} className="mt-6">
        <SearchBar q={params.get("q") ?? ""} near={params.get("near") ?? ""} radius={params.get("radius_km") ?? ""} />
        {notice && (
          <p
            role="alert"
            className="mt-4 rounded-md border border-amber-600 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50"
            data-testid="search-notice"
          >
            {t("vacancy-search:badParameter")} {notice}
          </p>
        )}
        <div className="mt-6 grid gap-8 lg:grid-cols-[17rem_1fr]">
          {!phone && (
            <aside aria-labelledby="filters-heading" className="max-lg:rounded-lg max-lg:border max-lg:border-border max-lg:p-4">
              <h2 id="filters-heading" className="mb-4 text-lg font-semibold">
                {t("vacancy-search:filters.title")}
              </h2>
              <FilterPanel params={params} facets={meta.facets} centers={centers} />
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
                  {t("vacancy-search:total", { count: meta.total })}
                </h2>
                {near && (
                  <p className="text-sm text-fg-muted" data-testid="search-near-label">
                    {t("vacancy-search:nearLabel", { radius: near.radiusKm, place: near.label })}
                  </p>
                )}
              </div>
              <div className="flex flex-wrap items-center gap-3">
                {phone && <FiltersSheet params={params} facets={meta.facets} centers={centers} active={panelFilters} />}
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
                  <li key={hit.id}>
                    <ResultCard hit={hit} />
                  </li>
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
