import { ORGANIZATION_TYPES } from "../../../contract/organization-options";
import { AGE_GROUP_IDS, isPersonToPersonType, VACANCY_TAGS, VACANCY_TYPES } from "../../../contract/vacancy-options";
import type { FacetCount, VacancySearchFacets } from "../../../contract/vacancy-search";
import { VACANCY_THEME_IDS } from "../../../contract/vacancy-themes";
import { INPUT } from "../../components/ui/field";
import { useTranslation } from "../../lib/i18n";
import { useSite } from "../../lib/site";
import { CheckRow, FacetChecks } from "./facet-checks";
import { ageGroupLabel, type NamedOption } from "./labels";
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
  centers: NamedOption[];
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
  // A yes-or-no filter ticked for one of its values, with how many results have that value.
  const flag = (name: string, value: "true" | "false", label: string, counts: FacetCount<boolean>[] | undefined) => (
    <CheckRow
      name={name}
      option={{ value, label: t(`vacancy-search:filters.${label}`), count: countOf(counts, value === "true") }}
      checked={params.get(name) === value}
    />
  );
  const dateInput = (name: "date_from" | "date_to", ref: typeof fromRef, label: string) => (
    <label className="flex flex-col gap-1.5 text-sm">
      {t(`vacancy-search:filters.${label}`)}
      <input ref={ref} type="date" name={name} form={FORM_ID} defaultValue={params.get(name) ?? ""} className={`${INPUT} px-2`} />
    </label>
  );
  // A list of choices with how many results each would give: its field's name, its legend's text key, its options.
  const facet = <T extends string | number>(
    name: string,
    legend: string,
    values: readonly T[],
    labelOf: (value: T) => string,
    counts: FacetCount<T>[] | undefined,
  ) => (
    <FacetChecks
      legend={t(`vacancy-search:filters.${legend}`)}
      name={name}
      selected={selected(name)}
      options={values.map((value) => ({ value: String(value), label: labelOf(value), count: countOf(counts, value) }))}
    />
  );
  return (
    <div className="flex flex-col gap-6" data-testid="filter-panel">
      {!hidden.includes("vacancy_type") &&
        facet(
          "vacancy_type",
          "vacancyType",
          VACANCY_TYPES.filter(offered),
          (v) => t(`vacancy-search:types.${v}`),
          facets?.vacancyType,
        )}
      {facet("themes", "themes", VACANCY_THEME_IDS, (v) => t(`vacancy-search:themes.${v}`), facets?.themes)}
      {facet("tags", "tags", VACANCY_TAGS, (v) => t(`vacancy-search:tags.${v}`), facets?.tags)}
      {facet("age_group_ids", "ageGroup", AGE_GROUP_IDS, (id) => ageGroupLabel(t, id), facets?.ageGroupIds)}
      {facet(
        "organization_type",
        "organizationType",
        ORGANIZATION_TYPES,
        (v) => t(`vacancy-search:organizationTypes.${v}`),
        facets?.organizationType,
      )}
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
        {flag("expenses_reimbursed", "true", "expensesReimbursed", facets?.expensesReimbursed)}
        {flag("vog_required", "false", "noVog", facets?.vogRequired)}
        {flag("wheelchair_accessible", "true", "wheelchairAccessible", facets?.wheelchairAccessible)}
        {flag("from_home", "true", "fromHome", facets?.fromHome)}
        {flag("remote", "true", "remote", facets?.remote)}
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
        {dateInput("date_from", fromRef, "dateFrom")}
        {dateInput("date_to", toRef, "dateTo")}
      </fieldset>
    </div>
  );
}
