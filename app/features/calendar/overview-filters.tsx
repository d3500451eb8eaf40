import { Search } from "lucide-react";
import { OVERVIEW_STATUSES } from "../../../contract/activity-calendar";
import { Button } from "../../components/ui/button";
import { INPUT } from "../../components/ui/field";
import { Form } from "../../components/ui/form";
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
    <Form
      method="get"
      aria-label={t("calendar:overview.filters.label")}
      className={cn(
        "grid grid-cols-2 gap-3 rounded-lg border border-border bg-surface-raised p-4 lg:items-end print:hidden",
        organizations
          ? "lg:grid-cols-[repeat(4,minmax(0,1fr))_minmax(0,1.6fr)_auto]"
          : "lg:grid-cols-[repeat(3,minmax(0,1fr))_minmax(0,2fr)_auto]",
      )}
    >
      <label className={LABEL}>
        {t("calendar:overview.filters.from")}
        <input type="date" name="from" defaultValue={state.from || period.from} className={INPUT} />
      </label>
      <label className={LABEL}>
        {t("calendar:overview.filters.to")}
        <input type="date" name="to" defaultValue={state.to || period.to} className={INPUT} />
      </label>
      <label className={`${LABEL} ${WIDE}`}>
        {t("calendar:overview.filters.status")}
        <select name="status" defaultValue={state.status} className={INPUT}>
          <option value="">{t("calendar:overview.filters.allStatuses")}</option>
          {OVERVIEW_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`vacancy-admin:statuses.${status}`)}
            </option>
          ))}
        </select>
      </label>
      {organizations && (
        <label className={`${LABEL} ${WIDE}`}>
          {t("calendar:overview.filters.organization")}
          <select name="organization" defaultValue={state.organization} className={INPUT}>
            <option value="">{t("calendar:overview.filters.allOrganizations")}</option>
            {organizations.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </label>
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
      <Button type="submit" size="lg" className={WIDE}>
        <Search className="size-4" aria-hidden />
        {t("calendar:overview.filters.apply")}
      </Button>
    </Form>
  );
}
