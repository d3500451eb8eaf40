import { Download, Search } from "lucide-react";
import { Link, redirect, useSearchParams } from "react-router";
import { APPLICATION_STATUSES, type Application } from "../../contract/applications";
import { dateFormat } from "../../contract/intl-formats";
import { Button, buttonClasses } from "../components/ui/button";
import { INPUT } from "../components/ui/field";
import { Form } from "../components/ui/form";
import { ApplicationsList } from "../features/applications/applications-list";
import { useTranslation } from "../lib/i18n";
import { useLocale, useLocalePath } from "../lib/locale";
import { pageContext, signedIn } from "../lib/page-context.server";
import { handlesApplications } from "../lib/role-groups";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/applications";

export const handle: RouteHandle = { title: "applications:title" };

const PAGE_SIZE = 25;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, api } = pageContext(context);
  const user = await signedIn(context, request);
  const search = new URL(request.url).searchParams;
  const status = search.get("status");
  // Who handles none has only his own: his screen, not this list with its search, dates and export.
  if (!handlesApplications((user.roles ?? []).map((role) => role.name))) {
    const own = status && (APPLICATION_STATUSES as readonly string[]).includes(status) ? `?status=${status}` : "";
    throw redirect(`/${locale}/mijn-aanmeldingen${own}`);
  }
  const vacancy = search.get("vacancy");
  const from = search.get("from");
  const to = search.get("to");
  const page = Math.max(1, Number(search.get("page")) || 1);
  // Only well-formed values reach the API, so a hand-edited address shows a list, not an error page.
  const { data, meta } = await api.get<Application[]>("/api/v1/applications", {
    include: ["vacancy"],
    filter: {
      q: search.get("q") || undefined,
      vacancyIdEq: vacancy && /^\d{1,9}$/.test(vacancy) ? vacancy : undefined,
      statusEq: status && (APPLICATION_STATUSES as readonly string[]).includes(status) ? status : undefined,
      createdAtGteq: from && DATE.test(from) ? from : undefined,
      createdAtLteq: to && DATE.test(to) ? to : undefined,
    },
    page: { number: page, size: PAGE_SIZE },
  });
  const filtered = ["q", "vacancy", "status", "from", "to"].some((name) => search.get(name));
  return {
    applications: data,
    total: Number(meta.total ?? 0),
    pages: Number(meta.pages ?? 1),
    page,
    vacancies: (meta.vacancies ?? []) as { id: string; title: string }[],
    filtered,
  };
}

/** /applications: the applications this user handles, filtered, searchable, paged and exportable. */
export default function Applications({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const locale = useLocale();
  const [params] = useSearchParams();
  const { applications, total, pages, page, vacancies, filtered } = loaderData;
  const date = dateFormat(locale, { dateStyle: "medium" });
  const pageHref = (n: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(n));
    return `?${next}`;
  };
  const exportQuery = new URLSearchParams(params);
  exportQuery.delete("page");
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t("applications:title")}</h1>
          <p className="mt-1 text-fg-muted" data-testid="applications-count">
            {t("applications:list.count", { count: total })}
          </p>
        </div>
        {total > 0 && (
          <a
            href={`${to("/applications/export")}${exportQuery.size ? `?${exportQuery}` : ""}`}
            className={buttonClasses({ flavor: "outline", color: "muted" })}
            download
          >
            <Download className="size-4" aria-hidden />
            {t("applications:list.export")}
          </a>
        )}
      </div>
      <Form
        method="get"
        className="mt-6 grid gap-3 rounded-lg border border-border bg-surface-raised p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1.5fr_1fr_1fr_1fr_auto] lg:items-end"
      >
        <label className="flex flex-col gap-1.5 text-sm font-medium sm:col-span-2 lg:col-span-1">
          {t("applications:list.search")}
          <input type="search" name="q" defaultValue={params.get("q") ?? ""} className={INPUT} />
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {t("applications:list.vacancy")}
          <select name="vacancy" defaultValue={params.get("vacancy") ?? ""} className={INPUT}>
            <option value="">{t("applications:list.all")}</option>
            {vacancies.map((v) => (
              <option key={v.id} value={v.id}>
                {v.title}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {t("applications:list.status")}
          <select name="status" defaultValue={params.get("status") ?? ""} className={INPUT}>
            <option value="">{t("applications:list.all")}</option>
            {APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`applications:statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {t("applications:list.from")}
          <input type="date" name="from" defaultValue={params.get("from") ?? ""} className={INPUT} />
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {t("applications:list.to")}
          <input type="date" name="to" defaultValue={params.get("to") ?? ""} className={INPUT} />
        </label>
        <Button type="submit" size="lg" className="sm:col-span-2 lg:col-span-1">
          <Search className="size-4" aria-hidden />
          {t("applications:list.apply")}
        </Button>
      </Form>
      {applications.length === 0 ? (
        <div
          className="mt-8 rounded-lg border border-dashed border-border p-8 text-center text-fg-muted"
          data-testid="applications-empty"
        >
          <p>{t(filtered ? "applications:list.emptyFiltered" : "applications:list.empty")}</p>
          {filtered && (
            <Link to={to("/applications")} className="mt-2 inline-block font-medium text-link hover:underline">
              {t("applications:list.reset")}
            </Link>
          )}
        </div>
      ) : (
        <ApplicationsList applications={applications} format={(d) => date.format(new Date(d))} />
      )}
      {pages > 1 && (
        <nav aria-label={t("applications:list.page", { page, pages })} className="mt-6 flex items-center justify-between">
          {page > 1 ? (
            <Link to={pageHref(page - 1)} className={buttonClasses({ flavor: "outline", color: "muted" })}>
              {t("applications:list.previous")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-fg-muted">{t("applications:list.page", { page, pages })}</span>
          {page < pages ? (
            <Link to={pageHref(page + 1)} className={buttonClasses({ flavor: "outline", color: "muted" })}>
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
