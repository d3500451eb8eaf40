import { OVERVIEW_STATUSES } from "../../../contract/activity-calendar";
import { INPUT } from "../../components/ui/field";
import { FilterBar, FilterInput, FilterSelect } from "../../components/ui/filter-bar";
import { cn } from "../../lib/cn";
import { useTranslation } from "../../lib/i18n";
import type { OverviewState } from "./activity-overview";
import "../../lib/texts/vacancy-admin";

const LABEL = "flex flex-col gap-1.5 text-sm font-medium";
// Two columns even on a phone, for the period; the other fields take the whole row there.
const WIDE = "col-span-2 sm:col-span-1";

/** Period, status, organization (centre staff only) and words, as a GET form: the state stays in the address. */
export function OverviewFilters({
  state,
  period,
  organizations,
}: {
  state: OverviewState;
  /** The period shown (the API's default when the address has none). */
  period: { from: string; to: string };
  organizations: { id: string; name: string }[] | null;
}) {
  const { t } = useTranslation();
  return (
    <FilterBar
      aria-label={t("calendar:overview.filters.label")}
      className={cn(
        "grid grid-cols-2 gap-3 rounded-lg border border-border bg-surface-raised p-4 lg:items-end print:hidden",
        organizations
          ? "lg:grid-cols-[repeat(4,minmax(0,1fr))_minmax(0,1.6fr)_auto]"
          : "lg:grid-cols-[repeat(3,minmax(0,1fr))_minmax(0,2fr)_auto]",
      )}
      submit={t("calendar:overview.filters.apply")}
      submitClassName={WIDE}
    >
      <FilterInput label={t("calendar:overview.filters.from")} type="date" name="from" defaultValue={state.from || period.from} />
      <FilterInput label={t("calendar:overview.filters.to")} type="date" name="to" defaultValue={state.to || period.to} />
      <FilterSelect
        label={t("calendar:overview.filters.status")}
        className={WIDE}
        name="status"
        defaultValue={state.status}
        all={t("calendar:overview.filters.allStatuses")}
        options={OVERVIEW_STATUSES.map((status) => [status, t(`vacancy-admin:statuses.${status}`)] as const)}
      />
      {organizations && (
        <FilterSelect
          label={t("calendar:overview.filters.organization")}
          className={WIDE}
          name="organization"
          defaultValue={state.organization}
          all={t("calendar:overview.filters.allOrganizations")}
          options={organizations.map((o) => [o.id, o.name] as const)}
        />
      )}
      <label className={`${LABEL} ${WIDE}`}>
        {t("calendar:overview.filters.q")}
        <input
          type="search"
          name="q"
          defaultValue={state.q}
          maxLength={100}
          placeholder={t("calendar:overview.filters.qPlaceholder")}
          className={INPUT}
        />
      </label>
    </FilterBar>
  );
}
