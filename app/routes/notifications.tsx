import { CheckCheck } from "lucide-react";
import { useMemo } from "react";
import { data, Link, redirect, useLocation, useSearchParams } from "react-router";
import type { Notification } from "../../contract/notifications";
import { Button } from "../components/ui/button";
import { Form } from "../components/ui/form";
import { NotificationList } from "../features/notifications/notification-list";
import { Pagination } from "../features/vacancy-search/pagination";
import { cn } from "../lib/cn";
import { formValues } from "../lib/form-values";
import { useTranslation } from "../lib/i18n";
import { pageContext, signedIn } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { safeRedirect } from "../lib/safe-redirect";
import { FLASH_PARAM, useFlashToast, withFlash } from "../lib/use-flash-toast";
import type { Route } from "./+types/notifications";
import "../lib/texts/notifications";

export const handle: RouteHandle = { title: "notifications:title" };

const PAGE_SIZE = 25;
const SHOWS = ["all", "unread", "read"] as const;
type Show = (typeof SHOWS)[number];
const showOf = (value: string | null): Show => (SHOWS.includes(value as Show) ? (value as Show) : "all");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  await signedIn(context, request);
  const url = new URL(request.url);
  const show = showOf(url.searchParams.get("toon"));
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get("page")) || 1));
  const list = await api.get<Notification[]>("/api/v1/notifications", {
    filter: { read: show === "all" ? undefined : String(show === "read") },
    page: { number: page, size: PAGE_SIZE },
  });
  return {
    notifications: list.data,
    show,
    page,
    pageCount: Number(list.meta.pages ?? 1),
    unread: Number(list.meta.unreadCount ?? 0),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  await signedIn(context, request);
  const form = await request.formData();
  const values = formValues(form);
  const list = `/${locale}/notificaties`;
  const back = safeRedirect(values.back ?? "", list);
  // Back to the same list and page, never elsewhere.
  const here = back === list || back.startsWith(`${list}?`) ? back : list;
  const intent = values.intent ?? "";
  if (intent === "readAll") {
    const { meta } = await api.post("/api/v1/notifications/read_all", {});
    // The same filter from its first page: what was on the later pages has moved up.
    const list = new URL(here, "http://page");
    list.searchParams.delete("page");
    list.searchParams.delete(FLASH_PARAM);
    const key = Number(meta.marked ?? 0) === 1 ? "allMarked_one" : "allMarked_other";
    return redirect(withFlash(`${list.pathname}${list.search}`, key));
  }
  if (intent !== "read" && intent !== "unread") throw data({ message: "Bad Request" }, { status: 400 });
  const id = encodeURIComponent(values.id ?? "");
  await api.patch(`/api/v1/notifications/${id}`, { data: { type: "notifications", attributes: { read: intent === "read" } } });
  return redirect(here);
}

/** /notificaties: everything the user was told, read and unread, with read/unread per row and all at once. */
export default function Notifications({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { notifications, show, page, pageCount, unread } = loaderData;
  const flashes = useMemo(
    () => ({
      allMarked_one: t("notifications:allMarked", { count: 1 }),
      allMarked_other: t("notifications:allMarked", { count: 2 }),
    }),
    [t],
  );
  useFlashToast(flashes);
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t("notifications:title")}</h1>
          <p className="mt-2 text-fg-muted">{t("notifications:intro")}</p>
        </div>
        {unread > 0 && (
          <Form method="post">
            <input type="hidden" name="intent" value="readAll" />
            <input type="hidden" name="back" value={back} />
            <Button type="submit" flavor="outline" color="muted">
              <CheckCheck className="size-4" aria-hidden />
              {t("notifications:markAllRead")}
            </Button>
          </Form>
        )}
      </header>
      <nav aria-label={t("notifications:filters.label")}>
        <ul className="flex flex-wrap gap-2">
          {SHOWS.map((option) => (
            <li key={option}>
              <Link
                to={option === "all" ? "?" : `?toon=${option}`}
                aria-current={option === show ? "page" : undefined}
                className={cn(
                  "inline-flex h-10 items-center rounded-full border px-4 text-sm font-medium",
                  option === show
                    ? "border-accent bg-primary-50 text-fg dark:bg-primary-950"
                    : "border-border text-fg-muted hover:text-fg",
                )}
              >
                {t(`notifications:filters.${option}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {notifications.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-center text-fg-muted">
          {show === "unread" ? t("notifications:emptyUnread") : t("notifications:empty")}
        </p>
      ) : (
        <div className="rounded-lg border border-border bg-surface-raised">
          <NotificationList
            notifications={notifications}
            actions={(notification) => (
              <Form method="post">
                <input type="hidden" name="id" value={notification.id} />
                <input type="hidden" name="back" value={back} />
                <Button
                  type="submit"
                  name="intent"
                  value={notification.readAt ? "unread" : "read"}
                  flavor="outline"
                  color="muted"
                  size="sm"
                  className="whitespace-nowrap"
                >
                  {notification.readAt ? t("notifications:markUnread") : t("notifications:markRead")}
                </Button>
              </Form>
            )}
          />
        </div>
      )}
      <Pagination params={params} page={page} pages={pageCount} />
    </div>
  );
}
