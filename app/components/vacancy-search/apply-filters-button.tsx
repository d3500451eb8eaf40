import type { MouseEvent } from "react";
import { useHydrated } from "../../lib/hydration";
import { useTranslation } from "../../lib/i18n";
import { Button } from "../ui/button";
import { FORM_ID } from "./search-state";

/**
 * Without JavaScript this button sends the filters. With it the filters apply at once, so the button only folds the
 * phone's disclosure and says how many results that shows; on a wide screen it is not there.
 */
export function ApplyFiltersButton({ total, onApply }: { total: number; onApply: () => void }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const apply = (event: MouseEvent<HTMLButtonElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    onApply();
  };
  return (
    <div className="sticky bottom-0 -mx-4 mt-4 border-t border-border bg-surface-raised px-4 py-3 lg:static lg:mx-0 lg:border-0 lg:bg-transparent lg:px-0 lg:in-data-[hydrated=true]:hidden">
      <Button type="submit" form={FORM_ID} onClick={apply} className="w-full" data-testid="filters-apply">
        {hydrated ? t("vacancy-search:filters.applyCount", { count: total }) : t("vacancy-search:filters.apply")}
      </Button>
    </div>
  );
}
