import { ArrowDownUp } from "lucide-react";
import { defaultSearchSort } from "../../../contract/vacancy-search-filters";
import { INPUT } from "../../components/ui/field";
import { useTranslation } from "../../lib/i18n";
import { FORM_ID, useFollowState } from "./search-state";

/**
 * The order of the results. The first option is the search's default (defaultSearchSort) and sends nothing, so
 * adding words later still sorts by relevance; relevance needs words, distance a place.
 */
export function SortSelect({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation();
  const fallback = defaultSearchSort({ q: params.get("q") || undefined });
  // The other orders that mean something here: not the default again, distance only from a place.
  const others = (["newest", "closing_soon", "distance"] as const).filter(
    (sort) => sort !== fallback && (sort !== "distance" || params.has("near")),
  );
  const explicit = params.get("sort") ?? "";
  const [value, setValue] = useFollowState(explicit === fallback ? "" : explicit);
  return (
    <label className="flex shrink-0 items-center gap-1.5 text-sm font-medium sm:gap-2">
      {/* On a phone an icon stands in for the words (on the narrowest, nothing), so the total and the order share one row. */}
      <ArrowDownUp className="size-4 shrink-0 text-fg-muted max-[23.99rem]:hidden sm:hidden" aria-hidden />
      <span className="whitespace-nowrap max-sm:sr-only">{t("vacancy-search:sort.label")}</span>
      <select
        name="sort"
        form={FORM_ID}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className={`${INPUT} h-11 w-auto pe-8 max-[23.99rem]:w-36`}
        data-testid="search-sort"
      >
        <option value="">{t(`vacancy-search:sort.${fallback}`)}</option>
        {others.map((sort) => (
          <option key={sort} value={sort}>
            {t(`vacancy-search:sort.${sort}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
