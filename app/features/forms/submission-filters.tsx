import { FilterBar, FilterInput, FilterSelect } from "../../components/ui/filter-bar";
import { useTranslation } from "../../lib/i18n";
import type { SubmissionFilters as Filters } from "./load-submissions.server";
import "../../lib/texts/forms";

/** Search, marking and a period: a GET form, so the filters are in the address and work without JavaScript. */
export function SubmissionFilters({ filters }: { filters: Filters }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`forms:submissions.${key}`);
  return (
    <FilterBar
      role="search"
      aria-label={label("filters")}
      className="sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
      submit={label("apply")}
      submitClassName="sm:col-span-2 lg:col-span-1"
    >
      <FilterInput
        label={label("search")}
        className="sm:col-span-2 lg:col-span-1"
        name="q"
        defaultValue={filters.q}
        maxLength={100}
      />
      <FilterSelect
        label={label("marked")}
        className="sm:col-span-2 lg:col-span-1"
        name="marked"
        defaultValue={filters.marked}
        all={label("all")}
        options={[
          ["true", label("onlyMarked")],
          ["false", label("notMarked")],
        ]}
      />
      <FilterInput label={label("from")} type="date" name="from" defaultValue={filters.from} />
      <FilterInput label={label("to")} type="date" name="to" defaultValue={filters.to} />
    </FilterBar>
  );
}
