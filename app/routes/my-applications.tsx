import { Link } from "react-router";
import { APPLICATION_STATUSES, type ApplicationStatus } from "../../contract/applications";
import { buttonClasses } from "../components/ui/button";
import { loadMyApplications } from "../features/applications/applications.server";
import { MyApplicationList } from "../features/applications/my-application-list";
import { cn } from "../lib/cn";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { signedIn } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/my-applications";
import "../lib/texts/profile";

export const handle: RouteHandle = { title: "applications:mine.title" };

const PAGE_SIZE = 25;
const isStatus = (value: string | null): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly (string | null)[]).includes(value);

export async function loader({ request, context }: Route.LoaderArgs) {
  await signedIn(context, request);
  const search = new URL(request.url).searchParams;
  const status = search.get("status");
  const page = Math.max(1, Number(search.get("page")) || 1);
  // A hand-edited address shows a list, not an error page: an unknown status is all of them.
  const mine = await loadMyApplications(context, {
    size: PAGE_SIZE,
    page,
    status: isStatus(status) ? status : undefined,
  });
  return { ...mine, page, status: isStatus(status) ? status : null };
}

/**
 * /mijn-aanmeldingen: a volunteer's own applications (issue 19, item 7), by status, with the decision's message and
 * a withdraw for one that waits; the back office's list with its search, dates and export is for those who handle them.
 */
export default function MyApplicationsScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { applications, total, pages, page, status } = loaderData;
  const hrefOf = (next: { status?: ApplicationStatus | null; page?: number }) => {
    const query = new URLSearchParams();
    const nextStatus = next.status === undefined ? status : next.status;
    if (nextStatus) query.set("status", nextStatus);
    if (next.page && next.page > 1) query.set("page", String(next.page));
    return `${to("/mijn-aanmeldingen")}${query.size ? `?${query}` : ""}`;
  };
  const tab = (active: boolean) =>
    cn(
      "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium",
      active ? "border-accent bg-accent text-on-accent" : "border-border hover:bg-surface-sunken",
    );
  return (
    <div className="max-w-3xl">
      <h1 className="text-3xl font-bold">{t("applications:mine.title")}</h1>
      <p className="mt-2 text-fg-muted">{t("profile:myApplications.intro")}</p>
      <nav aria-label={t("profile:myApplications.statusFilter")} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {[null, ...APPLICATION_STATUSES].map((option) => (
            <li key={option ?? "all"}>
              <Link
                to={hrefOf({ status: option, page: 1 })}
                aria-current={option === status ? "page" : undefined}
                className={tab(option === status)}
              >
                {option ? t(`applications:statuses.${option}`) : t("profile:myApplications.all")}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-4 text-sm text-fg-muted" role="status" data-testid="my-applications-count">
        {t("profile:myApplications.count", { count: total })}
      </p>
      {applications.length === 0 ? (
        <div
          className="mt-4 rounded-lg border border-dashed border-border p-6 text-center text-fg-muted"
          data-testid="my-applications-empty"
        >
          <p>{t(status ? "profile:myApplications.emptyFiltered" : "applications:mine.empty")}</p>
          <Link
            to={status ? hrefOf({ status: null, page: 1 }) : to("/vacancies/search")}
            className="mt-2 inline-flex min-h-11 items-center font-medium text-link underline-offset-4 hover:underline"
          >
            {t(status ? "profile:myApplications.showAll" : "profile:myApplications.toBank")}
          </Link>
        </div>
      ) : (
        <MyApplicationList applications={applications} />
      )}
      {pages > 1 && (
        <nav aria-label={t("applications:list.page", { page, pages })} className="mt-6 flex items-center justify-between">
          {page > 1 ? (
            <Link to={hrefOf({ page: page - 1 })} className={buttonClasses({ flavor: "outline", color: "muted" })}>
              {t("applications:list.previous")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-fg-muted">{t("applications:list.page", { page, pages })}</span>
          {page < pages ? (
            <Link to={hrefOf({ page: page + 1 })} className={buttonClasses({ flavor: "outline", color: "muted" })}>
              {t("applications:list.next")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
