import { Link, useLocation } from "react-router";
import { ACTIVITY_TYPES } from "../../../contract/organization-options";
import { VACANCY_TYPES } from "../../../contract/vacancy-options";
import { DAY_PARTS, PROFILE_LANGUAGES, WEEK_DAYS } from "../../../contract/volunteer-profiles";
import { Button, buttonClasses } from "../../components/ui/button";
import { INPUT } from "../../components/ui/field";
import { useTranslation } from "../../lib/i18n";
import { ChoiceGroup } from "./choice-group";
import "../../lib/texts/volunteer-profiles";

const SELECT = `${INPUT} appearance-auto`;
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
        <div className="flex flex-col gap-1.5">
          <label htmlFor="near" className="text-sm font-medium">
            {p("near")}
          </label>
          <input id="near" name="near" className={INPUT} defaultValue={params.get("near") ?? ""} inputMode="text" />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="within" className="text-sm font-medium">
            {p("within")}
          </label>
          <select id="within" name="within" className={SELECT} defaultValue={params.get("within") ?? "25"}>
            {[5, 10, 25, 50, 100].map((km) => (
              <option key={km} value={km}>
                {km} km
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="hours_min" className="text-sm font-medium">
            {p("hoursMin")}
          </label>
          <select id="hours_min" name="hours_min" className={SELECT} defaultValue={params.get("hours_min") ?? ""}>
            <option value="">{p("anyHours")}</option>
            {[2, 4, 8, 16].map((hours) => (
              <option key={hours} value={hours}>
                {hours}
              </option>
            ))}
          </select>
        </div>
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
          {WEEK_DAYS.map((day) => (
            <ChoiceGroup
              key={day}
              legend={t(`volunteer-profiles:days.${day}`)}
              name="availability"
              columns="grid-cols-1"
              options={DAY_PARTS.map((part) => ({ value: `${day}_${part}`, label: t(`volunteer-profiles:parts.${part}`) }))}
              checked={all("availability")}
            />
          ))}
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
