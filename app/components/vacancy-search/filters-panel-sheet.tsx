import type { VacancySearchFacets } from "../../../contract/vacancy-search";
import { useTranslation } from "../../lib/i18n";
import type { OnDemandPanelProps } from "../ui/open-on-demand";
import { Sheet } from "../ui/sheet";
import { FilterPanel } from "./filter-panel";
import type { CenterOption } from "./labels";

export interface FiltersPanelSheetProps {
  params: URLSearchParams;
  facets: VacancySearchFacets | null;
  centers: CenterOption[];
  hidden?: readonly string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The phone's filter sheet, loaded on first use (filters-sheet.tsx). */
export default function FiltersPanelSheet({
  trigger,
  params,
  facets,
  centers,
  hidden,
  open,
  onOpenChange,
}: OnDemandPanelProps & FiltersPanelSheetProps) {
  const { t } = useTranslation();
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      side="left"
      title={t("vacancy-search:filters.title")}
      closeLabel={t("vacancy-search:filters.close")}
      trigger={trigger}
    >
      <div className="-mx-5 flex-1 overflow-y-auto px-5 pb-4">
        <FilterPanel params={params} facets={facets} centers={centers} hidden={hidden} onApply={() => onOpenChange(false)} />
      </div>
    </Sheet>
  );
}
