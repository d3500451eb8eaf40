import { SearchX } from "lucide-react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "../../lib/i18n";

/** The spec's text for a search without results, and a way back to everything. */
export function EmptyState({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="rounded-lg border border-dashed border-border p-8 text-center" data-testid="search-empty">
      <SearchX className="mx-auto size-10 text-fg-muted" aria-hidden />
      <h3 className="mt-3 text-xl font-semibold">{t("vacancy-search:empty.title")}</h3>
      <p className="mx-auto mt-2 max-w-md text-fg-muted">{t("vacancy-search:empty.hint")}</p>
      {filtered && (
        <Link to={pathname} className="mt-4 inline-block font-medium text-link underline-offset-4 hover:underline">
          {t("vacancy-search:empty.clear")}
        </Link>
      )}
    </div>
  );
}
