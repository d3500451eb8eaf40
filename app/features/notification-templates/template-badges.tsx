import type { NotificationTemplate } from "../../../contract/notification-templates";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/notification-templates";

const BADGE = "rounded-full px-2.5 py-0.5 text-sm font-medium whitespace-nowrap";

/** What sets a template apart from the product's: changed text, switched off, or always sent. */
export function NotificationTemplateBadges({ template }: { template: NotificationTemplate }) {
  const { t } = useTranslation();
  const customized = Object.values(template.texts).some((text) => text.customized);
  return (
    <span className="flex shrink-0 flex-wrap justify-end gap-1.5">
      {customized && (
        <span className={`${BADGE} bg-primary-100 text-primary-900 dark:bg-primary-900 dark:text-primary-100`}>
          {t("notification-templates:badges.customized")}
        </span>
      )}
      {!template.active && (
        <span className={`${BADGE} bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100`}>
          {t("notification-templates:badges.inactive")}
        </span>
      )}
      {template.security && (
        <span className={`${BADGE} bg-muted-100 text-muted-900 dark:bg-muted-800 dark:text-muted-100`}>
          {t("notification-templates:badges.security")}
        </span>
      )}
    </span>
  );
}
