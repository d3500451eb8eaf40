import { Bell } from "lucide-react";
import { lazy, useEffect, useState } from "react";
import { IconButton } from "../../components/ui/icon-button";
import { OpenOnDemand } from "../../components/ui/open-on-demand";
import { useTranslation } from "../../lib/i18n";
import { useSite } from "../../lib/site";

const loadPanel = () => import("./notification-panel");
const NotificationPanel = lazy(loadPanel);
const REFRESH_MS = 30_000;

/** The unread count, asked again every 30 s and when the tab comes back (without a reload). */
function useUnreadCount(initial: number) {
  const [count, setCount] = useState(initial);
  useEffect(() => setCount(initial), [initial]);
  useEffect(() => {
    const refresh = async () => {
      if (document.visibilityState !== "visible") return;
      const response = await fetch("/api/v1/notifications?page[size]=1", { credentials: "same-origin" }).catch(() => null);
      if (!response?.ok) return;
      const body = (await response.json()) as { meta?: { unread_count?: number } };
      if (typeof body.meta?.unread_count === "number") setCount(body.meta.unread_count);
    };
    const timer = setInterval(refresh, REFRESH_MS);
    document.addEventListener("visibilitychange", refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", refresh);
    };
  }, []);
  return [count, setCount] as const;
}

/** The toolbar's bell for a signed-in user: the unread count; the latest open in a panel loaded on first use. */
export function NotificationBell() {
  const initial = useSite()?.unreadNotifications;
  if (initial === null || initial === undefined) return null;
  return <UnreadBell initial={initial} />;
}

function UnreadBell({ initial }: { initial: number }) {
  const { t } = useTranslation();
  const [count, setCount] = useUnreadCount(initial);
  const trigger = (
    <IconButton
      label={count > 0 ? t("toolbar.notificationsUnread", { count }) : t("toolbar.notifications")}
      className="relative"
      data-testid="notification-bell"
    >
      <Bell className="size-5" aria-hidden />
      {count > 0 && (
        <span
          aria-hidden
          className="absolute top-1 end-1 inline-flex min-w-4 items-center justify-center rounded-full bg-red-700 px-1 text-[0.6875rem] leading-4 font-semibold text-white dark:bg-red-400 dark:text-red-950"
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </IconButton>
  );
  return (
    <OpenOnDemand trigger={trigger} Panel={NotificationPanel} preload={loadPanel} panelProps={{ onCountChange: setCount }} />
  );
}
