import { Filter } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n";
import { useLocalePath } from "../../lib/locale";
import type { AnalyticsChoices } from "./analytics-query";
import "../../lib/texts/analytics";
import { FilterBar, FilterInput, FilterSelect } from "../../components/ui/filter-bar";
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
  return (
    <FilterBar
      aria-label={t("analytics:period.label")}
      className="sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(11rem,1fr))] lg:items-end"
      submit={t("analytics:period.apply")}
      icon={Filter}
    >
      {fields.includes("period") && (
        <>
          <FilterInput label={t("analytics:period.from")} type="date" name="van" defaultValue={values.from ?? ""} />
          <FilterInput label={t("analytics:period.to")} type="date" name="tot" defaultValue={values.to ?? ""} />
        </>
      )}
      {fields.includes("year") && (
        <FilterInput
          label={t("analytics:period.year")}
          type="number"
          name="jaar"
          min={2000}
          max={2100}
          defaultValue={values.year ?? ""}
        />
      )}
      {choices.centers.length > 0 && (
        <FilterSelect
          label={t("analytics:period.center")}
          name="centrum"
          defaultValue={values.center ?? ""}
          all={t("analytics:period.allCenters")}
          options={choices.centers.map((center) => [center.id, center.name] as const)}
        />
      )}
      <FilterSelect
        label={t("analytics:period.organization")}
        name="organisatie"
        defaultValue={values.organization ?? ""}
        all={t("analytics:period.allOrganizations")}
        options={choices.organizations.map((organization) => [organization.id, organization.name] as const)}
      />
    </FilterBar>
  );
}
