import type { ApplicationStatus } from "../../../contract/applications";
import { cn } from "../../lib/cn";
import { useTranslation } from "../../lib/i18n";

const STYLE: Record<ApplicationStatus, string> = {
  submitted: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  accepted: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200",
  rejected: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
  withdrawn: "bg-muted-100 text-muted-800 dark:bg-muted-800 dark:text-muted-200",
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="application-status"
      className={cn("inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold", STYLE[status])}
    >
      {t(`applications:statuses.${status}`)}
    </span>
  );
}
