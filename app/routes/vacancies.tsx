import { CalendarDays, ListChecks, Plus, Upload } from "lucide-react";
import { useEffect, useMemo } from "react";
import { data, Link, redirect, useSearchParams } from "react-router";
import { ApiError } from "../../contract/api-client";
import type { Vacancy } from "../../contract/vacancies";
import { buttonClasses } from "../components/ui/button";
import { ExportLinks } from "../components/ui/export-links";
import { ListFilters } from "../features/vacancies/admin/list-filters";
import { listHref, readListState, toApiQuery } from "../features/vacancies/admin/list-query";
import { StatusTabs } from "../features/vacancies/admin/status-tabs";
import { loadOrganizationOptions, requireVacancyAdmin } from "../features/vacancies/admin/vacancy-admin.server";
import { Pagination, VacancyRows } from "../features/vacancies/admin/vacancy-rows";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedIn } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { useSite } from "../lib/site";
import { toast } from "../lib/toast-store";
import { FLASH_PARAM, useFlashToast } from "../lib/use-flash-toast";
import type { Route } from "./+types/vacancies";
import "../lib/texts/imports";
import "../lib/texts/vacancy-admin";

export const handle: RouteHandle = { title: "vacancy-admin:list.title" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  const user = await signedIn(context, request);
  const scope = requireVacancyAdmin(user, context);
  const state = readListState(new URL(request.url).searchParams);
  const [result, organizations] = await Promise.all([
    api.get<Vacancy[]>("/api/v1/vacancies", toApiQuery(state)),
    scope.staff ? loadOrganizationOptions(api) : null,
  ]);
  const meta = result.meta as { total?: number; pages?: number; statusCounts?: Record<string, number> };
  return {
    vacancies: result.data,
    total: Number(meta.total ?? 0),
    pages: Number(meta.pages ?? 1),
    counts: meta.statusCounts ?? {},
    organizations,
    organizationName: scope.organization?.name ?? null,
    staff: scope.staff,
    now: new Date().toISOString(),
  };
}

/** A row's quick status change (publish, or take offline); the API decides, its refusal comes back as a toast. */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  const user = await signedIn(context, request);
  requireVacancyAdmin(user, context);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const status = String(form.get("status") ?? "");
  try {
    await api.patch(`/api/v1/vacancies/${encodeURIComponent(id)}`, {
      data: { type: "vacancies", id, attributes: { status } },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && error.status !== 401) {
      return data({ error: error.errors[0]?.detail ?? error.message, at: Date.now() }, { status: error.status });
    }
    throw error;
  }
  // Back to the same tab, filters and page; readListState keeps only the list's own parameters.
  const state = readListState(new URL(request.url).searchParams);
  const search = new URLSearchParams(listHref(state, { page: state.page }).slice(1));
  search.set(FLASH_PARAM, status === "published" ? "published" : "statusChanged");
  return redirect(`/${locale}/vacancies?${search}`);
}

/** /vacancies: the back office's vacancy list, by status, with search, filters, sort and pages in the address. */
export default function Vacancies({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { vacancies, total, pages, counts, organizations, organizationName, staff } = loaderData;
  const [params] = useSearchParams();
  const state = readListState(params);
  const now = useMemo(() => new Date(loaderData.now), [loaderData.now]);
  useFlashToast({
    created: t("vacancy-admin:flash.created"),
    published: t("vacancy-admin:flash.published"),
    statusChanged: t("vacancy-admin:flash.statusChanged"),
    deleted: t("vacancy-admin:flash.deleted"),
  });
  useEffect(() => {
    if (actionData && "error" in actionData) toast.danger({ title: actionData.error });
  }, [actionData]);
  const filtered = Boolean(state.q || state.type || state.organization || state.language || state.status);
  // Spec section 1: no activities on the meedoen variant.
  const activities = useSite()?.site.features.volunteerProfiles ?? false;
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t("vacancy-admin:list.title")}</h1>
          <p className="mt-1 text-fg-muted">{organizationName ?? t("vacancy-admin:list.intro")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {activities && (
            <Link to={to("/activiteitenkalender/overzicht")} className={buttonClasses({ flavor: "outline", color: "muted" })}>
              <CalendarDays className="size-4" aria-hidden />
              {t("calendar:overview.link")}
            </Link>
          )}
          {staff && (
            <Link to={to("/import")} className={buttonClasses({ flavor: "outline", color: "muted" })}>
              <Upload className="size-4" aria-hidden />
              {t("imports:link")}
            </Link>
          )}
          <Link
            to={to(`/vacancies/bulk-edit${listHref(state, {}).replace(/^\?$/, "")}`)}
            className={buttonClasses({ flavor: "outline", color: "muted" })}
          >
            <ListChecks className="size-4" aria-hidden />
            {t("vacancy-admin:list.bulkEdit")}
          </Link>
          <Link to={to("/vacancies/add")} className={buttonClasses({})}>
            <Plus className="size-4" aria-hidden />
            {t("vacancy-admin:list.new")}
          </Link>
        </div>
      </div>
      <StatusTabs state={state} counts={counts} />
      <ListFilters state={state} organizations={organizations} />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-fg-muted" data-testid="vacancy-count">
          {t("vacancy-admin:list.count", { count: total })}
        </p>
        {total > 0 && <ExportLinks href={to("/vacancies/export")} params={new URLSearchParams(listHref(state, {}).slice(1))} />}
      </div>
      {vacancies.length === 0 ? (
        <div
          className="mt-4 rounded-lg border border-dashed border-border p-8 text-center text-fg-muted"
          data-testid="vacancies-empty"
        >
          <p>{t(filtered ? "vacancy-admin:list.emptyFiltered" : "vacancy-admin:list.empty")}</p>
          {filtered && (
            <Link to="?" className={`${buttonClasses({ flavor: "outline", color: "muted", size: "sm" })} mt-4`}>
              {t("vacancy-admin:list.clearFilters")}
            </Link>
          )}
        </div>
      ) : (
        <VacancyRows vacancies={vacancies} now={now} />
      )}
      <Pagination page={state.page} pages={pages} href={(page) => listHref(state, { page })} />
    </div>
  );
}
