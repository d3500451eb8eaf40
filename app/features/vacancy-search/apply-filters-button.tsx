import type { MouseEvent } from "react";
import { Button } from "../../components/ui/button";
import { useHydrated, useWithoutScripts } from "../../lib/hydration";
import { useTranslation } from "../../lib/i18n";
import { FORM_ID } from "./search-state";

/**
 * Without JavaScript this button sends the filters. With it the filters apply at once, so the button only folds the
 * phone's disclosure and says how many results that shows; on a wide screen it is not there. So it is with the live
 * search script on a page without the app (live-search-script.ts), which marks the page and relabels it once it runs.
 */
export function ApplyFiltersButton({ total, onApply }: { total: number; onApply: () => void }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const live = useWithoutScripts();
  const apply = (event: MouseEvent<HTMLButtonElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    onApply();
  };
  return (
    <div className="sticky bottom-0 -mx-4 mt-4 border-t border-border bg-surface-raised px-4 py-3 lg:static lg:mx-0 lg:border-0 lg:bg-transparent lg:px-0 lg:in-data-[hydrated=true]:hidden lg:in-data-live-search:hidden">
      <Button
        type="submit"
        form={FORM_ID}
        onClick={apply}
        className="w-full"
        // The live search shows it in place of the plain label once it runs (live-search-script.ts).
        data-live-label={live ? t("vacancy-search:filters.applyCount", { count: total }) : undefined}
        data-testid="filters-apply"
      >
        {hydrated ? t("vacancy-search:filters.applyCount", { count: total }) : t("vacancy-search:filters.apply")}
      </Button>
    </div>
  );
}
