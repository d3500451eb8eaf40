import { X } from "lucide-react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "../../lib/i18n";
import { useLocale } from "../../lib/locale";
import { type FilterNames, filterLabel } from "./labels";
import { type ActiveFilter, hrefOf } from "./vacancy-search";

/** The filters in effect as chips; each is a link to the same search without it. */
export function ActiveFilters({ filters, names }: { filters: ActiveFilter[]; names: FilterNames }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  if (filters.length === 0) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2" data-testid="active-filters">
      <h2 className="sr-only">{t("vacancy-search:filters.active")}</h2>
      <ul className="flex flex-wrap gap-2">
        {filters.map((filter) => {
          const label = filterLabel(t, locale, filter.name, filter.value, names);
          return (
            <li key={`${filter.name}=${filter.value}`}>
              <Link
                to={hrefOf(pathname, filter.remove)}
                preventScrollReset
                aria-label={t("vacancy-search:filters.remove", { label })}
                className="inline-flex items-center gap-1.5 rounded-full border border-border bg-surface-raised py-1 pe-2 ps-3 text-sm hover:bg-surface-sunken"
                data-testid="filter-chip"
              >
                {label}
                <X className="size-3.5" aria-hidden />
              </Link>
            </li>
          );
        })}
      </ul>
      <Link to={pathname} preventScrollReset className="text-sm font-medium text-link underline-offset-4 hover:underline">
        {t("vacancy-search:filters.clear")}
      </Link>
    </div>
  );
}
