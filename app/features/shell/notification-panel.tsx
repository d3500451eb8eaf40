import { Popover } from "radix-ui";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import type { Notification } from "../../../contract/notifications";
import { buttonClasses } from "../../components/ui/button";
import type { OnDemandPanelProps } from "../../components/ui/open-on-demand";
import { browserApi } from "../../lib/browser-api";
import { useTranslation } from "../../lib/i18n";
import { useLocalePath } from "../../lib/locale";
import { NotificationList } from "../notifications/notification-list";
import "../../lib/texts/notifications";

const LATEST = 5;

type State = { kind: "loading" } | { kind: "failed" } | { kind: "loaded"; notifications: Notification[]; unread: number };

/** The bell's panel (notification-bell.tsx), loaded on first use: the latest five, all read at once, and the way to all. */
export default function NotificationPanel({
  trigger,
  defaultOpen,
  onCountChange,
}: OnDemandPanelProps & { onCountChange: (count: number) => void }) {
  const { t, i18n } = useTranslation();
  const to = useLocalePath();
  const [open, setOpen] = useState(defaultOpen);
  const [state, setState] = useState<State>({ kind: "loading" });

  const load = useCallback(async () => {
    try {
      const { data, meta } = await browserApi(i18n.language).get<Notification[]>("/api/v1/notifications", {
        page: { size: LATEST },
      });
      const unread = Number(meta.unreadCount ?? 0);
      setState({ kind: "loaded", notifications: data, unread });
      onCountChange(unread);
    } catch {
      setState({ kind: "failed" });
    }
  }, [i18n.language, onCountChange]);

  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  const readAll = async () => {
    await browserApi(i18n.language)
      .post("/api/v1/notifications/read_all")
      .then(load, () => setState({ kind: "failed" }));
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          aria-label={t("notifications:latest")}
          className="z-50 w-[min(24rem,calc(100vw-1rem))] rounded-md border border-border bg-surface-raised text-fg shadow-lg"
          // A followed link leads away: the panel closes behind it.
          onClick={(event) => {
            if ((event.target as Element).closest("a")) setOpen(false);
          }}
        >
          <div className="flex items-center justify-between gap-2 border-b border-border px-3 py-2">
            <h2 className="font-semibold">{t("notifications:latest")}</h2>
            {state.kind === "loaded" && state.unread > 0 && (
              <button type="button" onClick={readAll} className="text-sm text-link underline-offset-4 hover:underline">
                {t("notifications:markAllRead")}
              </button>
            )}
          </div>
          <div aria-live="polite" className="max-h-[60vh] overflow-y-auto">
            {state.kind === "loading" && <p className="px-3 py-4 text-sm text-fg-muted">{t("notifications:loading")}</p>}
            {state.kind === "failed" && <p className="px-3 py-4 text-sm">{t("notifications:loadFailed")}</p>}
            {state.kind === "loaded" &&
              (state.notifications.length === 0 ? (
                <p className="px-3 py-4 text-sm text-fg-muted">{t("toolbar.noNotifications")}</p>
              ) : (
                <NotificationList notifications={state.notifications} compact />
              ))}
          </div>
          <div className="border-t border-border p-2">
            <Link to={to("/notificaties")} className={buttonClasses({ flavor: "outline", color: "muted", size: "sm" })}>
              {t("notifications:all")}
            </Link>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
