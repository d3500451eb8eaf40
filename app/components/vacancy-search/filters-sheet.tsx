import { SlidersHorizontal } from "lucide-react";
import { lazy, useState } from "react";
import type { VacancySearchFacets } from "../../../contract/vacancy-search";
import { useTranslation } from "../../lib/i18n";
import { Button } from "../ui/button";
import { OpenOnDemand } from "../ui/open-on-demand";
import { HiddenFilters } from "./filter-panel";
import type { FiltersPanelSheetProps } from "./filters-panel-sheet";
import type { CenterOption } from "./labels";

const loadSheet = () => import("./filters-panel-sheet");
const FiltersPanelSheet = lazy(loadSheet);

/**
 * On a phone the filters wait behind a button that says how many are on; the sheet's code loads on first use. While
 * the sheet is closed its fields are not on the page, so hidden copies keep the filters in every search from the box.
 */
export function FiltersSheet({
  params,
  facets,
  centers,
  active,
  hidden,
}: {
  params: URLSearchParams;
  facets: VacancySearchFacets | null;
  centers: CenterOption[];
  active: number;
  hidden?: readonly string[];
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const trigger = (
    <Button flavor="outline" color="muted" data-testid="filters-open">
      <SlidersHorizontal className="size-4" aria-hidden />
      {active ? t("vacancy-search:filters.openCount", { count: active }) : t("vacancy-search:filters.open")}
    </Button>
  );
  return (
    <>
      {!open && <HiddenFilters params={params} />}
      <OpenOnDemand<FiltersPanelSheetProps>
        trigger={trigger}
        Panel={FiltersPanelSheet}
        preload={loadSheet}
        onFirstOpen={() => setOpen(true)}
        panelProps={{ params, facets, centers, hidden, open, onOpenChange: setOpen }}
      />
    </>
  );
}
