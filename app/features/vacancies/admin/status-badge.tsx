import type { VacancyStatus } from "../../../../contract/vacancy-options";
import { cn } from "../../../lib/cn";
import { useTranslation } from "../../../lib/i18n";
import "../../../lib/texts/vacancy-admin";

const STYLE: Record<VacancyStatus, string> = {
  draft: "bg-muted-100 text-muted-900 dark:bg-muted-800 dark:text-muted-100",
  published: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200",
  filled: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200",
  expired: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  archived: "bg-muted-200 text-muted-800 dark:bg-muted-700 dark:text-muted-100",
  deleted: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
};

export function VacancyStatusBadge({ status }: { status: VacancyStatus }) {
  const { t } = useTranslation();
  return (
    <span className={cn("inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap", STYLE[status])}>
      {t(`vacancy-admin:statuses.${status}`)}
    </span>
  );
}
