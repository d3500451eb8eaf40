import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link, useLocation } from "react-router";
import { cn } from "../../lib/cn";
import { useTranslation } from "../../lib/i18n";
import { hrefOf, pageWindow, withPage } from "./vacancy-search";

const ITEM = "inline-flex h-11 min-w-11 items-center justify-center rounded-md px-3 text-sm font-medium";

/** Page links (real links: they work without JavaScript and can be opened in a new tab). */
export function Pagination({ params, page, pages }: { params: URLSearchParams; page: number; pages: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (pages <= 1) return null;
  const link = (n: number) => hrefOf(pathname, withPage(params, n));
  return (
    <nav aria-label={t("vacancy-search:pagination.label")} className="mt-8" data-testid="search-pagination">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {page > 1 && (
          <li>
            <Link to={link(page - 1)} rel="prev" className={cn(ITEM, "gap-1 hover:bg-surface-sunken")}>
              <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden />
              {t("vacancy-search:pagination.previous")}
            </Link>
          </li>
        )}
        {pageWindow(page, pages).map((n, i) =>
          n === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place.
            <li key={`gap-${i}`} aria-hidden className="px-1 text-fg-muted">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={link(n)}
                aria-label={t("vacancy-search:pagination.page", { page: n })}
                aria-current={n === page ? "page" : undefined}
                className={cn(ITEM, n === page ? "bg-accent text-on-accent" : "hover:bg-surface-sunken")}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link to={link(page + 1)} rel="next" className={cn(ITEM, "gap-1 hover:bg-surface-sunken")}>
              {t("vacancy-search:pagination.next")}
              <ChevronRight className="size-4 rtl:-scale-x-100" aria-hidden />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
