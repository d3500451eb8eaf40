import { Link, useSearchParams } from "react-router";
import type { Conversation } from "../../contract/conversations";
import { buttonClasses } from "../components/ui/button";
import { TimeAgo } from "../components/ui/time-ago";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedIn } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import "../lib/texts/conversations";
import { FilterBar, FilterInput, FilterSelect } from "../components/ui/filter-bar";
import { ListHeader } from "../components/ui/list-header";
import type { Route } from "./+types/conversations";

export const handle: RouteHandle = { title: "conversations:title" };

const PAGE_SIZE = 25;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  await signedIn(context, request);
  const search = new URL(request.url).searchParams;
  const state = search.get("state") === "archived" ? "archived" : "open";
  const q = search.get("q")?.trim() || undefined;
  const page = Math.max(1, Number(search.get("page")) || 1);
  const { data, meta } = await api.get<Conversation[]>("/api/v1/conversations", {
    filter: { q, state },
    page: { number: page, size: PAGE_SIZE },
  });
  return {
    conversations: data,
    total: Number(meta.total ?? 0),
    pages: Number(meta.pages ?? 1),
    page,
    state,
    q: q ?? "",
    // The moment the page was made, so the server's and the browser's "5 minutes ago" agree.
  };
}

/** /conversations: the caller's conversations, newest activity first, unread ones bold with their count. */
export default function Conversations({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();

  const [params] = useSearchParams();
  const { conversations, total, pages, page, state, q } = loaderData;
  const pageHref = (n: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(n));
    return `?${next}`;
  };
  const empty = q ? "emptyFiltered" : state === "archived" ? "emptyArchived" : "empty";
  return (
    <div className="max-w-3xl">
      <ListHeader
        title={t("conversations:title")}
        count={t("conversations:list.count", { count: total })}
        countTestId="conversations-count"
      />
      <FilterBar className="mt-6 sm:grid-cols-[1fr_auto_auto] sm:items-end" submit={t("conversations:list.apply")}>
        <FilterInput label={t("conversations:list.search")} name="q" defaultValue={q} />
        <FilterSelect
          label={t("conversations:list.state")}
          name="state"
          defaultValue={state}
          options={[
            ["open", t("conversations:list.open")],
            ["archived", t("conversations:list.archived")],
          ]}
        />
      </FilterBar>
      {conversations.length === 0 ? (
        <div
          className="mt-8 rounded-lg border border-dashed border-border p-8 text-center text-fg-muted"
          data-testid="conversations-empty"
        >
          <p>{t(`conversations:list.${empty}`)}</p>
          {empty !== "empty" && (
            <Link to={to("/conversations")} className="mt-2 inline-block font-medium text-link hover:underline">
              {t("conversations:list.reset")}
            </Link>
          )}
        </div>
      ) : (
        <ul className="mt-6 divide-y divide-border rounded-lg border border-border bg-surface-raised" data-testid="conversations">
          {conversations.map((conversation) => {
            const unread = conversation.unreadCount > 0;
            const names = conversation.participants.map((p) => p.name).join(", ");
            return (
              <li
                key={conversation.id}
                className="relative flex items-center gap-3 px-4 py-3 hover:bg-surface"
                data-unread={unread || undefined}
              >
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <Link
                      to={to(`/conversations/${conversation.id}`)}
                      className={`break-words stretched-link ${unread ? "font-bold" : "font-medium"}`}
                    >
                      {conversation.subject}
                    </Link>
                    <TimeAgo iso={conversation.lastMessageAt} className="shrink-0 text-sm text-fg-muted" />
                  </div>
                  <p className="mt-0.5 truncate text-sm text-fg-muted">{t("conversations:list.with", { names })}</p>
                  <p className={`mt-1 line-clamp-2 break-words text-sm ${unread ? "font-semibold text-fg" : "text-fg-muted"}`}>
                    {conversation.lastMessageExcerpt ?? t("conversations:list.noMessages")}
                  </p>
                </div>
                {unread && (
                  <span className="rounded-full bg-accent px-2 py-0.5 text-sm font-bold text-on-accent">
                    <span aria-hidden>{conversation.unreadCount}</span>
                    <span className="sr-only">{t("conversations:list.unread", { count: conversation.unreadCount })}</span>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={t("conversations:list.page", { page, pages })} className="mt-6 flex items-center justify-between">
          {page > 1 ? (
            <Link to={pageHref(page - 1)} className={buttonClasses({ flavor: "outline", color: "muted" })}>
              {t("conversations:list.previous")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-fg-muted">{t("conversations:list.page", { page, pages })}</span>
          {page < pages ? (
            <Link to={pageHref(page + 1)} className={buttonClasses({ flavor: "outline", color: "muted" })}>
              {t("conversations:list.next")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
