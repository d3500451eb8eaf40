import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import type { Activity } from "../../../contract/activities";
import { buttonClasses } from "../../components/ui/button";
import type { OnDemandPanelProps } from "../../components/ui/open-on-demand";
import { Sheet, SheetClose } from "../../components/ui/sheet";
import { TimeAgo } from "../../components/ui/time-ago";
import { browserApi } from "../../lib/browser-api";
import { cn } from "../../lib/cn";
import { useTranslation } from "../../lib/i18n";
import { useLocalePath } from "../../lib/locale";
import "../../lib/texts/activity";

const PAGE_SIZE = 20;

type State =
  | { kind: "loading" }
  | { kind: "failed" }
  | { kind: "loaded"; activities: Activity[]; page: number; pages: number; loadingMore: boolean };

/** Spec section 2: the activity panel opens on the right with the latest changes; loaded on first use. */
export default function ActivityPanel({ trigger, defaultOpen }: OnDemandPanelProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const [state, setState] = useState<State>({ kind: "loading" });

  const fetchPage = useCallback(
    (page: number) =>
      browserApi(i18n.language).get<Activity[]>("/api/v1/activities", { page: { number: page, size: PAGE_SIZE } }),
    [i18n.language],
  );

  const load = useCallback(async () => {
    // Opened again, the list it had stays in view while it is asked anew.
    setState((current) => (current.kind === "loaded" ? current : { kind: "loading" }));
    try {
      const { data, meta } = await fetchPage(1);
      setState({ kind: "loaded", activities: data, page: 1, pages: Number(meta.pages ?? 1), loadingMore: false });
    } catch {
      setState({ kind: "failed" });
    }
  }, [fetchPage]);

  // Fresh each time it opens: the panel is read to see what just happened.
  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  const loadMore = async () => {
    if (state.kind !== "loaded") return;
    setState({ ...state, loadingMore: true });
    try {
      const { data, meta } = await fetchPage(state.page + 1);
      setState({
        kind: "loaded",
        activities: [...state.activities, ...data],
        page: state.page + 1,
        pages: Number(meta.pages ?? state.pages),
        loadingMore: false,
      });
    } catch {
      setState({ kind: "failed" });
    }
  };

  return (
    <Sheet
      title={t("toolbar.activity")}
      description={t("activity:intro")}
      closeLabel={t("toolbar.close")}
      trigger={trigger}
      open={open}
      onOpenChange={setOpen}
    >
      <div aria-live="polite" aria-busy={state.kind === "loading"} className="-mx-5 min-h-0 flex-1 overflow-y-auto px-5">
        {state.kind === "loading" && <p className="py-2 text-fg-muted">{t("activity:loading")}</p>}
        {state.kind === "failed" && (
          <div className="flex flex-col items-start gap-3 py-2">
            <p>{t("activity:loadFailed")}</p>
            <button type="button" onClick={load} className={buttonClasses({ flavor: "outline", color: "muted", size: "sm" })}>
              {t("activity:retry")}
            </button>
          </div>
        )}
        {state.kind === "loaded" &&
          (state.activities.length === 0 ? (
            <p className="py-2 text-fg-muted">{t("activity:empty")}</p>
          ) : (
            <>
              <ActivityList activities={state.activities} />
              {state.page < state.pages && (
                <button
                  type="button"
                  onClick={loadMore}
                  disabled={state.loadingMore}
                  className={cn(buttonClasses({ flavor: "outline", color: "muted", size: "sm" }), "my-3 w-full")}
                >
                  {state.loadingMore ? t("activity:loading") : t("activity:more")}
                </button>
              )}
            </>
          ))}
      </div>
    </Sheet>
  );
}

function ActivityList({ activities }: { activities: Activity[] }) {
  const to = useLocalePath();
  return (
    <ul className="flex flex-col divide-y divide-border" data-testid="activity-list">
      {activities.map((activity) => (
        <li key={activity.id} className="flex flex-col gap-1 py-3">
          {activity.link ? (
            <SheetClose asChild>
              <Link to={to(activity.link)} className="break-words text-link underline-offset-4 hover:underline">
                {activity.message}
              </Link>
            </SheetClose>
          ) : (
            <span className="break-words">{activity.message}</span>
          )}
          <TimeAgo iso={activity.createdAt} className="text-sm text-fg-muted" />
        </li>
      ))}
    </ul>
  );
}
