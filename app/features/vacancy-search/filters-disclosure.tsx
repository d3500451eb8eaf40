import { ChevronDown, SlidersHorizontal } from "lucide-react";
import { useEffect, useRef } from "react";
import type { VacancySearchFacets } from "../../../contract/vacancy-search";
import { buttonClasses } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { useTranslation } from "../../lib/i18n";
import { ApplyFiltersButton } from "./apply-filters-button";
import { FilterPanel } from "./filter-panel";
import type { NamedOption } from "./labels";

const WIDE = "(min-width: 64rem)";
export const RESULTS_HEADING_ID = "results-heading";

/**
 * The filters in a <details>: on a phone folded behind a 'Filters' button from the server on, so the first screen
 * shows results with or without JavaScript; from lg up always open as the side panel (CSS on ::details-content).
 */
export function FiltersDisclosure({
  params,
  facets,
  centers,
  hidden,
  active,
  total,
}: {
  params: URLSearchParams;
  facets: VacancySearchFacets | null;
  centers: NamedOption[];
  hidden?: readonly string[];
  /** How many panel filters are on, for the button's label. */
  active: number;
  total: number;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDetailsElement>(null);
  // A browser that cannot style ::details-content would fold the side panel: open it there.
  useEffect(() => {
    if (ref.current && !CSS.supports("selector(::details-content)") && window.matchMedia(WIDE).matches) ref.current.open = true;
  }, []);
  const fold = () => {
    if (ref.current) ref.current.open = false;
    document.getElementById(RESULTS_HEADING_ID)?.focus();
  };
  return (
    <aside aria-labelledby="filters-heading" className="min-w-0">
      <details ref={ref} id="search-filters" className="group lg:[&::details-content]:[content-visibility:visible]">
        <summary
          className={cn(
            buttonClasses({ flavor: "outline", color: "muted" }),
            "w-full cursor-pointer list-none sm:w-auto lg:hidden [&::-webkit-details-marker]:hidden",
          )}
          data-testid="filters-open"
        >
          <SlidersHorizontal className="size-4" aria-hidden />
          {active ? t("vacancy-search:filters.openCount", { count: active }) : t("vacancy-search:filters.open")}
          <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
        </summary>
        <div className="max-lg:mt-3 max-lg:rounded-lg max-lg:border max-lg:border-border max-lg:bg-surface-raised max-lg:px-4 max-lg:pt-4">
          <h2 id="filters-heading" className="mb-4 text-lg font-semibold max-lg:sr-only">
            {t("vacancy-search:filters.title")}
          </h2>
          <FilterPanel params={params} facets={facets} centers={centers} hidden={hidden} />
          <ApplyFiltersButton total={total} onApply={fold} />
        </div>
      </details>
    </aside>
  );
}
