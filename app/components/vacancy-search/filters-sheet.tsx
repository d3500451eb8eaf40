import { SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { VacancySearchFacets } from "../../../contract/vacancy-search";
import { Button } from "../ui/button";
import { Sheet } from "../ui/sheet";
import { FilterPanel, HiddenFilters } from "./filter-panel";
import type { CenterOption } from "./labels";

/**
 * On a phone the filters wait behind a button that says how many are on. While the sheet is closed its fields are
 * not on the page, so hidden copies keep the filters in every search from the box.
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
  return (
    <>
      {!open && <HiddenFilters params={params} />}
      <Sheet
        open={open}
        onOpenChange={setOpen}
        side="left"
        title={t("vacancy-search:filters.title")}
        closeLabel={t("vacancy-search:filters.close")}
        trigger={
          <Button flavor="outline" color="muted" data-testid="filters-open">
            <SlidersHorizontal className="size-4" aria-hidden />
            {active ? t("vacancy-search:filters.openCount", { count: active }) : t("vacancy-search:filters.open")}
          </Button>
        }
      >
        <div className="-mx-5 flex-1 overflow-y-auto px-5 pb-4">
          <FilterPanel params={params} facets={facets} centers={centers} hidden={hidden} onApply={() => setOpen(false)} />
        </div>
      </Sheet>
    </>
  );
}
