import { Link } from "react-router";
import { cn } from "../../../lib/cn";
import { useTranslation } from "../../../lib/i18n";
import { LIST_STATUSES, type ListState, listHref } from "./list-query";
import "../../../lib/texts/vacancy-admin";

/** The status tabs with their counts; each is a link, so the filter lives in the address and works without JS. */
export function StatusTabs({ state, counts }: { state: ListState; counts: Record<string, number> }) {
  const { t } = useTranslation();
  const all = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const tabs = [{ status: null, count: all }, ...LIST_STATUSES.map((status) => ({ status, count: counts[status] ?? 0 }))];
  return (
    <nav aria-label={t("vacancy-admin:list.tabs")} className="-mx-4 mt-6 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-border">
        {tabs.map(({ status, count }) => {
          const current = state.status === status;
          return (
            <li key={status ?? "all"}>
              <Link
                to={listHref(state, { status })}
                aria-current={current ? "page" : undefined}
                data-testid={`tab-${status ?? "all"}`}
                className={cn(
                  "-mb-px flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium",
                  current ? "border-accent text-fg" : "border-transparent text-fg-muted hover:border-border hover:text-fg",
                )}
              >
                {t(`vacancy-admin:statuses.${status ?? "all"}`)}
                <span
                  className={cn(
                    "rounded-full px-2 py-0.5 text-xs tabular-nums",
                    current ? "bg-accent text-on-accent" : "bg-surface-sunken text-fg-muted",
                  )}
                >
                  {count}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
