import { defaultSearchSort } from "../../../contract/vacancy-search-filters";
import { useTranslation } from "../../lib/i18n";
import { INPUT } from "../ui/field";
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
    <label className="flex items-center gap-2 text-sm font-medium">
      <span className="whitespace-nowrap">{t("vacancy-search:sort.label")}</span>
      <select
        name="sort"
        form={FORM_ID}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className={`${INPUT} h-10 w-auto pr-8`}
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
