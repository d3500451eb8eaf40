import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Notification } from "../../../contract/notifications";
import { TimeAgo } from "../../components/ui/time-ago";
import { cn } from "../../lib/cn";
import { useTranslation } from "../../lib/i18n";
import { useLocalePath } from "../../lib/locale";
import "../../lib/texts/notifications";

/**
 * Notifications, newest first: an unread one says so in words and in weight, not only by colour; following one marks
 * it read on the way (/notificaties/{id}). `actions` adds a row's own buttons (the screen's read/unread).
 */
export function NotificationList({
  notifications,
  actions,
  compact = false,
}: {
  notifications: Notification[];
  actions?: (notification: Notification) => ReactNode;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <ul className="flex flex-col divide-y divide-border" data-testid="notification-list">
      {notifications.map((notification) => {
        const unread = notification.readAt === null;
        return (
          <li key={notification.id} className={cn("flex items-start gap-3", compact ? "px-3 py-2" : "p-4")}>
            <span
              aria-hidden
              className={cn(
                "mt-2 size-2.5 shrink-0 rounded-full",
                unread ? "bg-primary-600 dark:bg-primary-400" : "bg-transparent",
              )}
            />
            {/* On a phone the row's buttons go below its text, which keeps the width to read. */}
            <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
              <div className="flex min-w-0 flex-col gap-0.5">
                <Link
                  to={to(`/notificaties/${notification.id}`)}
                  className={cn("break-words text-link underline-offset-4 hover:underline", unread && "font-semibold")}
                >
                  {unread && <span className="sr-only">{t("notifications:unreadBadge")}: </span>}
                  {notification.message}
                </Link>
                <TimeAgo iso={notification.createdAt} className="text-sm text-fg-muted" />
              </div>
              {actions?.(notification)}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
