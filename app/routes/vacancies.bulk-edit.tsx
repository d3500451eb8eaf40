import { ArrowLeft } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useRevalidator, useSearchParams } from "react-router";
import { ApiError } from "../../contract/api-client";
import type { Vacancy } from "../../contract/vacancies";
import { Button } from "../components/ui/button";
import { type BulkOutcome, bulkAttributes, runBulk } from "../features/vacancies/admin/bulk";
import { BulkChangeFields, type BulkChoice, initialChoice, toChange } from "../features/vacancies/admin/bulk-change-fields";
import { BulkResults } from "../features/vacancies/admin/bulk-results";
import { BulkSelection } from "../features/vacancies/admin/bulk-selection";
import { ListFilters } from "../features/vacancies/admin/list-filters";
import { listHref, readListState, toApiQuery } from "../features/vacancies/admin/list-query";
import { loadOrganizationOptions, requireVacancyAdmin } from "../features/vacancies/admin/vacancy-admin.server";
import { browserApi } from "../lib/browser-api";
import { useTranslation } from "../lib/i18n";
import { useLocale, useLocalePath } from "../lib/locale";
import { pageContext, signedIn } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/vacancies.bulk-edit";
import "../lib/texts/vacancy-admin";

export const handle: RouteHandle = { title: "vacancy-admin:bulk.title" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  const user = await signedIn(context, request);
  const scope = requireVacancyAdmin(user, context);
  const state = { ...readListState(new URL(request.url).searchParams), page: 1 };
  // One page as large as the API allows the user (spec section 9: admin lists up to 1000; others 100).
  const [result, organizations] = await Promise.all([
    api.get<Vacancy[]>("/api/v1/vacancies", toApiQuery(state, scope.staff ? 1000 : 100)),
    scope.staff ? loadOrganizationOptions(api) : null,
  ]);
  return {
    vacancies: result.data.map((v) => ({
      id: v.id,
      title: v.title,
      status: v.status,
      tags: v.tags,
      expiresAt: v.expiresAt,
      organizationName: v.organization?.name ?? null,
    })),
    total: Number(result.meta.total ?? result.data.length),
    organizations,
  };
}

/**
 * /vacancies/bulk-edit: choose vacancies (by the list's filters, with select-all), one change, and the browser sends
 * one PATCH per vacancy with a progress bar; what the API refused is listed with its reason and can be retried.
 */
export default function BulkEditVacancies({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  const state = readListState(params);
  const { vacancies, total, organizations } = loaderData;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [choice, setChoice] = useState<BulkChoice>(initialChoice);
  const [run, setRun] = useState<{ total: number; outcomes: BulkOutcome[]; running: boolean } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const byId = useMemo(() => new Map(vacancies.map((v) => [v.id, v])), [vacancies]);
  const outcomes = useMemo(() => new Map((run?.outcomes ?? []).map((o) => [o.id, o])), [run]);
  const chosen = vacancies.filter((v) => selected.has(v.id));

  async function apply(ids: string[]) {
    const change = toChange(choice);
    if (ids.length === 0) return setProblem(t("vacancy-admin:bulk.noSelection"));
    if ((change.kind === "add_tags" || change.kind === "remove_tags") && change.tags.length === 0) {
      return setProblem(t("vacancy-admin:bulk.noTags"));
    }
    setProblem(null);
    setRun({ total: ids.length, outcomes: [], running: true });
    const api = browserApi(locale);
    const items = ids.map((id) => byId.get(id)).filter((v) => v !== undefined);
    await runBulk(
      items,
      async (v) => {
        await api.patch(`/api/v1/vacancies/${v.id}`, {
          data: { type: "vacancies", id: v.id, attributes: bulkAttributes(change, v) },
        });
      },
      (error) => (error instanceof ApiError ? (error.errors[0]?.detail ?? error.message) : t("vacancy-admin:bulk.networkError")),
      (outcome) => setRun((r) => (r ? { ...r, outcomes: [...r.outcomes, outcome] } : r)),
    );
    setRun((r) => (r ? { ...r, running: false } : r));
    // The list shows the new statuses and tags (and a retry computes tags from them).
    revalidator.revalidate();
  }

  const failedIds = (run?.outcomes ?? []).filter((o) => !o.ok).map((o) => o.id);
  return (
    <div>
      <Link
        to={to(`/vacancies${listHref(state, {}).replace(/^\?$/, "")}`)}
        className="inline-flex items-center gap-1 text-sm text-link hover:underline"
      >
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
        {t("vacancy-admin:bulk.back")}
      </Link>
      <h1 className="mt-2 text-3xl font-bold">{t("vacancy-admin:bulk.title")}</h1>
      <p className="mt-1 max-w-3xl text-fg-muted">{t("vacancy-admin:bulk.intro")}</p>
      <ListFilters state={state} organizations={organizations} withSort={false} />
      {total > vacancies.length && (
        <p className="mt-3 text-sm text-fg-muted">{t("vacancy-admin:bulk.shown", { shown: vacancies.length, total })}</p>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
        <BulkSelection
          vacancies={vacancies}
          selected={selected}
          outcomes={outcomes}
          onChange={(next) => {
            setSelected(next);
            setProblem(null);
          }}
        />
        <div className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-24">
          <div className="rounded-lg border border-border bg-surface-raised p-4">
            <BulkChangeFields choice={choice} onChange={setChoice} />
            {problem && (
              <p role="alert" className="mt-3 text-sm font-medium text-red-700 dark:text-red-300">
                {problem}
              </p>
            )}
            <noscript>
              <p className="mt-3 text-sm text-fg-muted">{t("vacancy-admin:bulk.needsScript")}</p>
            </noscript>
            <Button size="lg" className="mt-4 w-full" disabled={run?.running} onClick={() => apply(chosen.map((v) => v.id))}>
              {t("vacancy-admin:bulk.apply", { count: chosen.length })}
            </Button>
          </div>
          {run && (
            <BulkResults
              total={run.total}
              outcomes={run.outcomes}
              running={run.running}
              titleOf={(id) => byId.get(id)?.title ?? id}
              onRetry={() => apply(failedIds)}
            />
          )}
        </div>
      </div>
    </div>
  );
}
