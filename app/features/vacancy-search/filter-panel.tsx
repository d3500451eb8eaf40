import { ORGANIZATION_TYPES } from "../../../contract/organization-options";
import { AGE_GROUP_IDS, isPersonToPersonType, VACANCY_TAGS, VACANCY_TYPES } from "../../../contract/vacancy-options";
import type { FacetCount, VacancySearchFacets } from "../../../contract/vacancy-search";
import { VACANCY_THEME_IDS } from "../../../contract/vacancy-themes";
import { INPUT } from "../../components/ui/field";
import { useTranslation } from "../../lib/i18n";
import { useSite } from "../../lib/site";
import { CheckRow, FacetChecks } from "./facet-checks";
import { ageGroupLabel, type CenterOption } from "./labels";
import { FORM_ID, useFollowState, useFollowValue } from "./search-state";
import { valuesOf } from "./vacancy-search";

const countOf = <T,>(list: FacetCount<T>[] | undefined, value: T) => list?.find((f) => f.value === value)?.count ?? 0;

/** Every filter with its counts: the desktop's side panel and the phone's disclosure. */
export function FilterPanel({
  params,
  facets,
  centers,
  hidden = [],
}: {
  params: URLSearchParams;
  facets: VacancySearchFacets | null;
  centers: CenterOption[];
  /** Filters this page leaves out (the person-to-person bank fixes the types). */
  hidden?: readonly string[];
}) {
  const { t } = useTranslation();
  const selected = (name: string) => valuesOf(params, name);
  const personToPerson = useSite()?.site.features.personToPerson ?? false;
  // A tenant without person-to-person help does not offer its types, unless a vacancy or the search still has one.
  const offered = (type: string) =>
    personToPerson ||
    !isPersonToPersonType(type) ||
    countOf(facets?.vacancyType, type) > 0 ||
    selected("vacancy_type").includes(type);
  const [center, setCenter] = useFollowState(params.get("center_id") ?? "");
  const hoursRef = useFollowValue<HTMLInputElement>(params.get("hours_per_week") ?? "");
  const fromRef = useFollowValue<HTMLInputElement>(params.get("date_from") ?? "");
  const toRef = useFollowValue<HTMLInputElement>(params.get("date_to") ?? "");
  const flag = (name: string, value: "true" | "false", label: string, count: number | undefined) => (
    <CheckRow name={name} option={{ value, label, count }} checked={params.get(name) === value} />
  );
  return (
    <div className="flex flex-col gap-6" data-testid="filter-panel">
      {!hidden.includes("vacancy_type") && (
        <FacetChecks
          legend={t("vacancy-search:filters.vacancyType")}
          name="vacancy_type"
          selected={selected("vacancy_type")}
          options={VACANCY_TYPES.filter(offered).map((v) => ({
            value: v,
            label: t(`vacancy-search:types.${v}`),
            count: countOf(facets?.vacancyType, v),
          }))}
        />
      )}
      <FacetChecks
        legend={t("vacancy-search:filters.themes")}
        name="themes"
        selected={selected("themes")}
        options={VACANCY_THEME_IDS.map((v) => ({
          value: v,
          label: t(`vacancy-search:themes.${v}`),
          count: countOf(facets?.themes, v),
        }))}
      />
      <FacetChecks
        legend={t("vacancy-search:filters.tags")}
        name="tags"
        selected={selected("tags")}
        options={VACANCY_TAGS.map((v) => ({ value: v, label: t(`vacancy-search:tags.${v}`), count: countOf(facets?.tags, v) }))}
      />
      <FacetChecks
        legend={t("vacancy-search:filters.ageGroup")}
        name="age_group_ids"
        selected={selected("age_group_ids")}
        options={AGE_GROUP_IDS.map((id) => ({
          value: String(id),
          label: ageGroupLabel(t, id),
          count: countOf(facets?.ageGroupIds, id),
        }))}
      />
      <FacetChecks
        legend={t("vacancy-search:filters.organizationType")}
        name="organization_type"
        selected={selected("organization_type")}
        options={ORGANIZATION_TYPES.map((v) => ({
          value: v,
          label: t(`vacancy-search:organizationTypes.${v}`),
          count: countOf(facets?.organizationType, v),
        }))}
      />
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1.5 text-sm font-semibold">{t("vacancy-search:filters.practical")}</legend>
        <label className="mb-2 flex flex-col gap-1.5 text-sm">
          {t("vacancy-search:filters.hoursPerWeek")}
          <input
            ref={hoursRef}
            type="number"
            name="hours_per_week"
            form={FORM_ID}
            min={1}
            max={80}
            step={1}
            inputMode="numeric"
            defaultValue={params.get("hours_per_week") ?? ""}
            className={`${INPUT} w-28`}
          />
        </label>
        {flag(
          "expenses_reimbursed",
          "true",
          t("vacancy-search:filters.expensesReimbursed"),
          countOf(facets?.expensesReimbursed, true),
        )}
        {flag("vog_required", "false", t("vacancy-search:filters.noVog"), countOf(facets?.vogRequired, false))}
        {flag(
          "wheelchair_accessible",
          "true",
          t("vacancy-search:filters.wheelchairAccessible"),
          countOf(facets?.wheelchairAccessible, true),
        )}
        {flag("from_home", "true", t("vacancy-search:filters.fromHome"), countOf(facets?.fromHome, true))}
        {flag("remote", "true", t("vacancy-search:filters.remote"), countOf(facets?.remote, true))}
      </fieldset>
      {centers.length > 1 && (
        <label className="flex flex-col gap-1.5 text-sm font-semibold">
          {t("vacancy-search:filters.center")}
          <select
            name="center_id"
            form={FORM_ID}
            value={center}
            onChange={(event) => setCenter(event.target.value)}
            className={INPUT}
          >
            <option value="">{t("vacancy-search:filters.allCenters")}</option>
            {centers.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="mb-1.5 text-sm font-semibold">{t("vacancy-search:filters.dates")}</legend>
        <label className="flex flex-col gap-1.5 text-sm">
          {t("vacancy-search:filters.dateFrom")}
          <input
            ref={fromRef}
            type="date"
            name="date_from"
            form={FORM_ID}
            defaultValue={params.get("date_from") ?? ""}
            className={`${INPUT} px-2`}
          />
        </label>
        <label className="flex flex-col gap-1.5 text-sm">
          {t("vacancy-search:filters.dateTo")}
          <input
            ref={toRef}
            type="date"
            name="date_to"
            form={FORM_ID}
            defaultValue={params.get("date_to") ?? ""}
            className={`${INPUT} px-2`}
          />
        </label>
      </fieldset>
    </div>
  );
}
