import { lazy, type ReactNode, Suspense } from "react";
import { Link, useLocation, useNavigation } from "react-router";
import type { VacancySearchHit } from "../../../contract/vacancy-search";
import { Form } from "../../components/ui/form";
import { SkipLink } from "../../components/ui/skip-link";
import { useWithoutScripts } from "../../lib/hydration";
import { useTranslation } from "../../lib/i18n";
import { useSite } from "../../lib/site";
import { AlertButton } from "../saved-vacancies/alert-button";
import { ActiveFilters } from "./active-filters";
import { EmptyState } from "./empty-state";
import { FiltersDisclosure, RESULTS_HEADING_ID } from "./filters-disclosure";
import { GuidedLink } from "./guided-link";
import { GuidedReasons } from "./guided-reasons";
import { liveSearchScript } from "./live-search-script";
import type { SearchPageData } from "./load-search.server";
import { Pagination } from "./pagination";
import { ResultCard } from "./result-card";
import { SearchBar } from "./search-bar";
import { FORM_ID, useAutoSubmit, useOptimisticParams } from "./search-state";
import { SortSelect } from "./sort-select";
import { activeFilters, hrefOf, withPage } from "./vacancy-search";
import { ViewToggle } from "./view-toggle";

const OUTSIDE_THE_PANEL = new Set(["q", "near", "help_kind", "organization_id"]);

// Only fetched when the map view is opened: the list, the default, costs nothing extra.
const ResultsMap = lazy(() => import("./results-map"));

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
  /** Offers the list/map toggle (the loader fetches the map with view=map). */
  offersMap?: boolean;
  /** Offers the search alert below the results (not in the embedded bank, issue 43). */
  offersAlert?: boolean;
  /** Offers "Help me kiezen", and says why it shows these when reached from it (issue 44). */
  offersGuide?: boolean;
}

/**
 * A vacancy bank page: a plain GET form that JavaScript makes live (the app's, or for a visitor on a page without it
 * the live search script), with filters, sort, chips and pages.
 */
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
  offersMap = false,
  offersAlert = true,
  offersGuide = false,
}: SearchScreenProps) {
  const { t } = useTranslation();
  const { hits, meta, notice, names } = data;
  const params = useOptimisticParams(data.query);
  const current = new URLSearchParams(data.query);
  const { onChange, onSubmit } = useAutoSubmit();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const loading = navigation.state === "loading" && navigation.location.pathname === pathname;
  const filters = activeFilters(current);
  const near = meta.near;
  // What the filter panel holds: not the words, the place, the request/offer tabs or one organization (a link's).
  const panelFilters = filters.filter((f) => !OUTSIDE_THE_PANEL.has(f.name)).length;
  const site = useSite();
  const tileUrl = site?.mapTileUrl;
  const map = offersMap && tileUrl ? data.map : null;
  const withoutScripts = useWithoutScripts();
  // From the questions the alert is offered with their reasons, not again below the results.
  const guided = offersGuide && data.guided;

  return (
    <>
      <div data-search-screen>
        <meta name="description" content={description} />
        <link rel="canonical" href={data.canonical} />
        {data.noindex && <meta name="robots" content="noindex, follow" />}
        {/* Before the toggle: the way to the results stays the first stop. */}
        <SkipLink href={`#${RESULTS_HEADING_ID}`} testId="skip-to-results">
          {t("vacancy-search:skipToResults")}
        </SkipLink>
        {/* The toggle beside the title: on a phone it takes no line of the first screen. */}
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
          {offersMap && tileUrl && <ViewToggle params={current} map={Boolean(map)} />}
        </div>
        {/* A phone's first screen is for the search and its first results. */}
        <p className="mt-1 hidden max-w-3xl text-fg-muted sm:block">{lead}</p>
        {guided ? (
          <GuidedReasons query={data.query} names={names} />
        ) : (
          // Below the title from sm up; a phone's first screen keeps its first result, so there it follows the results.
          offersGuide && <GuidedLink className="mt-1 hidden text-sm text-fg-muted sm:block" />
        )}
        <Form
          id={FORM_ID}
          method="get"
          role="search"
          preventScrollReset
          onChange={onChange}
          onSubmit={onSubmit}
          className="mt-4 sm:mt-6"
        >
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
          {/* One organization's vacancies (a link or an embed): no control of the panel, so the form carries it on. */}
          {params.get("organization_id") && (
            <input type="hidden" name="organization_id" value={params.get("organization_id") ?? ""} />
          )}
          <div className="mt-4 grid gap-x-8 gap-y-3 sm:mt-6 lg:grid-cols-[17rem_1fr]">
            <FiltersDisclosure
              params={params}
              facets={meta.facets}
              centers={names.centers}
              hidden={hiddenFilters}
              active={panelFilters}
              total={meta.total}
            />
            <section
              aria-labelledby={RESULTS_HEADING_ID}
              aria-busy={loading}
              className={loading ? "min-w-0 opacity-60 transition-opacity" : "min-w-0"}
            >
              {/* One row, never wrapped: a late web font must not move the results (the heading wraps inside instead). */}
              <div className="flex items-center justify-between gap-3">
                <div aria-live="polite" className="min-w-0">
                  <h2
                    id={RESULTS_HEADING_ID}
                    tabIndex={-1}
                    className="text-base font-semibold focus-visible:outline-offset-4 sm:text-lg"
                    data-testid="search-total"
                  >
                    {totalLabel(meta.total)}
                  </h2>
                  {near && (
                    <p className="text-sm text-fg-muted" data-testid="search-near-label">
                      {t("vacancy-search:nearLabel", { radius: near.radiusKm, place: near.label })}
                    </p>
                  )}
                </div>
                <SortSelect params={params} />
              </div>
              <ActiveFilters filters={filters} names={names} />
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
              ) : map ? (
                <Suspense>
                  <ResultsMap map={map} tileUrl={tileUrl as string} />
                </Suspense>
              ) : (
                <ul className="mt-4 flex flex-col gap-4 sm:mt-6" data-testid="search-results">
                  {hits.map((hit) => (
                    <li key={hit.id}>{card(hit)}</li>
                  ))}
                </ul>
              )}
              {/* Below the results: the first screen of a phone is for them (and so is the first Tab). */}
              {offersAlert && !guided && (
                <div className="mt-6 empty:hidden">
                  <AlertButton query={data.query} open={data.alertOpen} />
                </div>
              )}
              {!map && <Pagination params={current} page={meta.page} pages={meta.pages} />}
              {offersGuide && !guided && <GuidedLink className="mt-4 text-sm text-fg-muted sm:hidden" />}
            </section>
          </div>
        </Form>
      </div>
      {import.meta.env.SSR && withoutScripts && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours (live-search-script.ts).
        <script nonce={site?.nonce} dangerouslySetInnerHTML={{ __html: liveSearchScript() }} />
      )}
    </>
  );
}
