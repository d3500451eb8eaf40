import type { OrganizationStatus } from "../../../contract/organization-options";
import { cn } from "../../lib/cn";
import { useTranslation } from "../../lib/i18n";

const STYLE: Record<OrganizationStatus, string> = {
  approved: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200",
  pending: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  denied: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
  archived: "bg-muted-100 text-muted-800 dark:bg-muted-800 dark:text-muted-200",
  deleted: "bg-muted-100 text-muted-800 dark:bg-muted-800 dark:text-muted-200",
};

/** Spec section 4: the statuses by their shown names (approved as Active). */
export function StatusBadge({ status }: { status: OrganizationStatus }) {
  const { t } = useTranslation();
  return (
    <span className={cn("inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold", STYLE[status])}>
      {t(`organizations:statuses.${status}`)}
    </span>
  );
}
