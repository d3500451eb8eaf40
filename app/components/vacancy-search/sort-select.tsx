import { useTranslation } from "react-i18next";
import type { VacancySearchSort } from "../../../contract/vacancy-search";
import { INPUT } from "../ui/field";
import { FORM_ID, useFollowState } from "./search-state";

/**
 * The order of the results. The first option is the default for the search (best match with words, else newest)
 * and sends nothing, so adding words later still sorts by relevance; relevance needs words, distance a place.
 */
export function SortSelect({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation();
  const hasQ = params.has("q");
  const fallback: VacancySearchSort = hasQ ? "relevance" : "newest";
  const others: VacancySearchSort[] = [
    ...(hasQ ? (["newest"] as const) : []),
    "closing_soon",
    ...(params.has("near") ? (["distance"] as const) : []),
  ];
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
