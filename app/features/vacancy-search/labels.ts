import { dateFormat } from "../../../contract/intl-formats";
import { AGE_GROUPS } from "../../../contract/vacancy-options";
import { intlLocale } from "../../../locales/languages";
import type { TFunction } from "../../../locales/translate";

export interface NamedOption {
  id: string;
  name: string;
}

/** What a search names by id, with their names: its centre and its organization. */
export interface FilterNames {
  centers: NamedOption[];
  organizations: NamedOption[];
}

export function ageGroupLabel(t: TFunction, id: number | string): string {
  const group = AGE_GROUPS.find((g) => g.id === Number(id));
  if (!group) return String(id);
  return group.max === null
    ? t("vacancy-search:ageGroups.from", { min: group.min })
    : t("vacancy-search:ageGroups.range", { min: group.min, max: group.max });
}

export function formatDay(locale: string, day: string): string {
  const date = new Date(`${day.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dateFormat(intlLocale(locale), { day: "numeric", month: "long", year: "numeric" }).format(date);
}

/** The words on a chip for one active filter value. */
export function filterLabel(t: TFunction, locale: string, name: string, value: string, names: FilterNames): string {
  const ns = "vacancy-search";
  switch (name) {
    case "q":
      return t(`${ns}:filters.qChip`, { q: value });
    case "near":
      return t(`${ns}:filters.nearChip`, { place: value });
    case "vacancy_type":
      return t(`${ns}:types.${value}`);
    case "help_kind":
      return t(`${ns}:helpKinds.${value}`);
    case "tags":
      return t(`${ns}:tags.${value}`);
    case "themes":
      return t(`${ns}:themes.${value}`);
    case "age_group_ids":
      return ageGroupLabel(t, value);
    case "organization_type":
      return t(`${ns}:organizationTypes.${value}`);
    case "hours_per_week":
      return t(`${ns}:filters.hoursChip`, { count: Number(value) });
    case "minimum_age":
      return t(`${ns}:filters.minimumAgeChip`, { count: Number(value) });
    case "language_level":
      return t(`${ns}:filters.languageLevelChip`, { level: value });
    case "expenses_reimbursed":
      return t(`${ns}:filters.expensesReimbursed`);
    case "vog_required":
      return value === "false" ? t(`${ns}:filters.noVog`) : t(`${ns}:card.vog`);
    case "wheelchair_accessible":
      return t(`${ns}:filters.wheelchairAccessible`);
    case "from_home":
      return t(`${ns}:filters.fromHome`);
    case "remote":
      return t(`${ns}:filters.remote`);
    case "center_id":
      return names.centers.find((c) => c.id === value)?.name ?? value;
    case "organization_id":
      return t(`${ns}:filters.organizationChip`, {
        name: names.organizations.find((o) => o.id === value)?.name ?? value,
      });
    case "date_from":
      return t(`${ns}:filters.dateFromChip`, { date: formatDay(locale, value) });
    case "date_to":
      return t(`${ns}:filters.dateToChip`, { date: formatDay(locale, value) });
    default:
      return `${name}: ${value}`;
  }
}
