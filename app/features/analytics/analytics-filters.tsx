import { Filter } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { INPUT } from "../../components/ui/field";
import { Form } from "../../components/ui/form";
import { useTranslation } from "../../lib/i18n";
import { useLocalePath } from "../../lib/locale";
import type { AnalyticsChoices } from "./analytics-query";
import "../../lib/texts/analytics";
import { pillLinkClasses } from "../../components/ui/pill-link";

/** The two analytics screens, as tabs. */
export function AnalyticsTabs({ current }: { current: "summary" | "trends" }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const tabs = [
    { key: "summary", path: "/analytics" },
    { key: "trends", path: "/analytics/index-2" },
  ] as const;
  return (
    <nav aria-label={t("analytics:tabs.label")} className="flex flex-wrap gap-2">
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          to={to(tab.path)}
          aria-current={current === tab.key ? "page" : undefined}
          className={pillLinkClasses(current === tab.key)}
        >
          {t(`analytics:tabs.${tab.key}`)}
        </Link>
      ))}
    </nav>
  );
}

/** The period and scope as a GET form: it works before (and without) scripts. */
export function AnalyticsFilters({
  fields,
  values,
  choices,
}: {
  fields: ("period" | "year")[];
  values: Record<string, string>;
  choices: AnalyticsChoices;
}) {
  const { t } = useTranslation();
  const label = "flex flex-col gap-1.5 text-sm font-medium";
  return (
    <Form
      method="get"
      aria-label={t("analytics:period.label")}
      className="grid gap-3 rounded-lg border border-border bg-surface-raised p-4 sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(11rem,1fr))] lg:items-end"
    >
      {fields.includes("period") && (
        <>
          <label className={label}>
            {t("analytics:period.from")}
            <input type="date" name="van" defaultValue={values.from ?? ""} className={INPUT} />
          </label>
          <label className={label}>
            {t("analytics:period.to")}
            <input type="date" name="tot" defaultValue={values.to ?? ""} className={INPUT} />
          </label>
        </>
      )}
      {fields.includes("year") && (
        <label className={label}>
          {t("analytics:period.year")}
          <input type="number" name="jaar" min={2000} max={2100} defaultValue={values.year ?? ""} className={INPUT} />
        </label>
      )}
      {choices.centers.length > 0 && (
        <label className={label}>
          {t("analytics:period.center")}
          <select name="centrum" defaultValue={values.center ?? ""} className={INPUT}>
            <option value="">{t("analytics:period.allCenters")}</option>
            {choices.centers.map((center) => (
              <option key={center.id} value={center.id}>
                {center.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className={label}>
        {t("analytics:period.organization")}
        <select name="organisatie" defaultValue={values.organization ?? ""} className={INPUT}>
          <option value="">{t("analytics:period.allOrganizations")}</option>
          {choices.organizations.map((organization) => (
            <option key={organization.id} value={organization.id}>
              {organization.name}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" size="lg">
        <Filter className="size-4" aria-hidden />
        {t("analytics:period.apply")}
      </Button>
    </Form>
  );
}
