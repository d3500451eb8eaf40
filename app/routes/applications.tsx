import { Link, redirect, useSearchParams } from "react-router";
import { APPLICATION_STATUSES, type Application } from "../../contract/applications";
import { dateFormat } from "../../contract/intl-formats";
import { buttonClasses } from "../components/ui/button";
import { ExportLinks } from "../components/ui/export-links";
import { FilterBar, FilterInput, FilterSelect } from "../components/ui/filter-bar";
import { ListHeader } from "../components/ui/list-header";
import { applicationListFilter } from "../features/applications/application-list-filter";
import { ApplicationsList } from "../features/applications/applications-list";
import { useTranslation } from "../lib/i18n";
import { listMeta, pageParam } from "../lib/list-params";
import { useLocale, useLocalePath } from "../lib/locale";
import { pageContext, signedIn } from "../lib/page-context.server";
import { handlesApplications } from "../lib/role-groups";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/applications";

export const handle: RouteHandle = { title: "applications:title" };

const PAGE_SIZE = 25;

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
  const page = pageParam(search);
  const { data, meta } = await api.get<Application[]>("/api/v1/applications", {
    include: ["vacancy"],
    filter: applicationListFilter(search),
    page: { number: page, size: PAGE_SIZE },
  });
  const filtered = ["q", "vacancy", "status", "from", "to"].some((name) => search.get(name));
  return {
    applications: data,
    ...listMeta(meta),
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
  return (
    <div>
      <ListHeader
        title={t("applications:title")}
        count={t("applications:list.count", { count: total })}
        countTestId="applications-count"
        actions={total > 0 && <ExportLinks href={to("/applications/export")} params={params} />}
      />
      <FilterBar
        className="mt-6 sm:grid-cols-2 lg:grid-cols-[2fr_1.5fr_1fr_1fr_1fr_auto] lg:items-end"
        submit={t("applications:list.apply")}
        submitClassName="sm:col-span-2 lg:col-span-1"
      >
        <FilterInput
          label={t("applications:list.search")}
          className="sm:col-span-2 lg:col-span-1"
          name="q"
          defaultValue={params.get("q") ?? ""}
        />
        <FilterSelect
          label={t("applications:list.vacancy")}
          name="vacancy"
          defaultValue={params.get("vacancy") ?? ""}
          all={t("applications:list.all")}
          options={vacancies.map((v) => [v.id, v.title] as const)}
        />
        <FilterSelect
          label={t("applications:list.status")}
          name="status"
          defaultValue={params.get("status") ?? ""}
          all={t("applications:list.all")}
          options={APPLICATION_STATUSES.map((status) => [status, t(`applications:statuses.${status}`)] as const)}
        />
        <FilterInput label={t("applications:list.from")} type="date" name="from" defaultValue={params.get("from") ?? ""} />
        <FilterInput label={t("applications:list.to")} type="date" name="to" defaultValue={params.get("to") ?? ""} />
      </FilterBar>
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
