import {
  Accessibility,
  Clock,
  Euro,
  House,
  Languages,
  type LucideIcon,
  MessageCircleReply,
  ShieldCheck,
  UserRound,
  Users,
} from "lucide-react";
import type { Vacancy } from "../../../contract/vacancies";
import { AGE_GROUPS } from "../../../contract/vacancy-options";
import type { TFunction } from "../../../locales/translate";
import { useTranslation } from "../../lib/i18n";

type Facts = Pick<
  Vacancy,
  | "hoursPerWeek"
  | "expensesReimbursed"
  | "vogRequired"
  | "minimumAge"
  | "languageLevel"
  | "wheelchairAccessible"
  | "fromHome"
  | "ageGroupIds"
  | "remote"
>;

function ageGroups(t: TFunction, ids: number[]) {
  const names = AGE_GROUPS.filter((g) => ids.includes(g.id)).map((g) =>
    g.max === null ? t("vacancies:facts.agePlus", { min: g.min }) : t("vacancies:facts.ageRange", { min: g.min, max: g.max }),
  );
  return names.join(", ");
}

/** The facts that are known, in the order a volunteer weighs them; nothing is shown for what is not. */
function factsOf(t: TFunction, v: Facts, usualResponseDays: number | null): [LucideIcon, string][] {
  const list: [LucideIcon, string | false][] = [
    [Clock, v.hoursPerWeek !== null && t("vacancies:facts.hoursPerWeek", { count: v.hoursPerWeek })],
    // A remote vacancy already says so under 'Where'.
    [House, v.fromHome && !v.remote && t("vacancies:facts.fromHome")],
    [Euro, v.expensesReimbursed && t("vacancies:facts.expensesReimbursed")],
    [ShieldCheck, v.vogRequired && t("vacancies:facts.vogRequired")],
    [UserRound, v.minimumAge !== null && v.minimumAge > 0 && t("vacancies:facts.minimumAge", { age: v.minimumAge })],
    [
      Languages,
      v.languageLevel === "none"
        ? t("vacancies:facts.anyLanguageLevel")
        : t("vacancies:facts.languageLevel", { level: v.languageLevel }),
    ],
    [Accessibility, v.wheelchairAccessible && t("vacancies:facts.wheelchairAccessible")],
    [Users, v.ageGroupIds.length > 0 && t("vacancies:facts.ageGroups", { groups: ageGroups(t, v.ageGroupIds) })],
    // Only with enough data (decision 31): the organization's usual time to a first response.
    [MessageCircleReply, usualResponseDays !== null && t("vacancies:facts.usuallyResponds", { count: usualResponseDays })],
  ];
  return list.filter((entry): entry is [LucideIcon, string] => Boolean(entry[1]));
}

export function PracticalFacts({ vacancy, usualResponseDays = null }: { vacancy: Facts; usualResponseDays?: number | null }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="vacancy-practical">
      <h2 id="vacancy-practical" className="text-lg font-semibold">
        {t("vacancies:detail.practical")}
      </h2>
      <ul className="mt-3 flex flex-col gap-2.5">
        {factsOf(t, vacancy, usualResponseDays).map(([Icon, text]) => (
          <li key={text} className="flex gap-3">
            <Icon className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
