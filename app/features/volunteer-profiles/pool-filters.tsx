import { Link, useLocation } from "react-router";
import { ACTIVITY_TYPES } from "../../../contract/organization-options";
import { VACANCY_TYPES } from "../../../contract/vacancy-options";
import { PROFILE_LANGUAGES } from "../../../contract/volunteer-profiles";
import { Button, buttonClasses } from "../../components/ui/button";
import { FilterInput, FilterSelect } from "../../components/ui/filter-bar";
import { useTranslation } from "../../lib/i18n";
import { AvailabilityChoices, ChoiceGroup } from "./choice-group";
import "../../lib/texts/volunteer-profiles";

const DISCLOSURE = "rounded-lg border border-border p-3 [&_summary]:min-h-11 [&_summary]:cursor-pointer [&_summary]:py-2.5";

/** The pool's search: a GET form, so results are links that work without JavaScript and can be shared. */
export function PoolFilters({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const p = (key: string) => t(`volunteer-profiles:pool.${key}`);
  const all = (name: string) => params.getAll(name);
  return (
    <form
      method="get"
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface-raised p-4 sm:p-5"
      aria-label={p("filters")}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <FilterInput id="near" name="near" type="text" label={p("near")} defaultValue={params.get("near") ?? ""} />
        <FilterSelect
          id="within"
          name="within"
          label={p("within")}
          defaultValue={params.get("within") ?? "25"}
          options={[5, 10, 25, 50, 100].map((km) => [km, `${km} km`] as const)}
        />
        <FilterSelect
          id="hours_min"
          name="hours_min"
          label={p("hoursMin")}
          all={p("anyHours")}
          defaultValue={params.get("hours_min") ?? ""}
          options={[2, 4, 8, 16].map((hours) => [hours, String(hours)] as const)}
        />
      </div>
      <details className={DISCLOSURE} open={all("vacancy_type").length + all("activity_type").length > 0}>
        <summary className="font-medium">{t("volunteer-profiles:pool.interests")}</summary>
        <div className="mt-2 flex flex-col gap-4">
          <ChoiceGroup
            legend={t("volunteer-profiles:profile.vacancyTypes")}
            name="vacancy_type"
            columns="sm:grid-cols-3"
            options={VACANCY_TYPES.map((value) => ({ value, label: t(`vacancies:types.${value}`) }))}
            checked={all("vacancy_type")}
          />
          <ChoiceGroup
            legend={t("volunteer-profiles:profile.activityTypes")}
            name="activity_type"
            columns="sm:grid-cols-3"
            options={ACTIVITY_TYPES.map(({ id, key }) => ({ value: String(id), label: t(`organizations:activityTypes.${key}`) }))}
            checked={all("activity_type")}
          />
        </div>
      </details>
      <details className={DISCLOSURE} open={all("availability").length > 0}>
        <summary className="font-medium">{t("volunteer-profiles:pool.availability")}</summary>
        <div className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <AvailabilityChoices checked={all("availability")} />
        </div>
      </details>
      <details className={DISCLOSURE} open={all("language").length > 0}>
        <summary className="font-medium">{t("volunteer-profiles:pool.languages")}</summary>
        <div className="mt-2">
          <ChoiceGroup
            legend={t("volunteer-profiles:pool.languages")}
            name="language"
            columns="sm:grid-cols-3"
            options={PROFILE_LANGUAGES.map((value) => ({ value, label: t(`volunteer-profiles:languages.${value}`) }))}
            checked={all("language")}
          />
        </div>
      </details>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg">
          {p("search")}
        </Button>
        <Link to={pathname} className={buttonClasses({ size: "lg", flavor: "outline", color: "muted" })}>
          {p("clear")}
        </Link>
      </div>
    </form>
  );
}
