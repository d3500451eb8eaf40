import type { AnalyticsSummary } from "../../contract/analytics";
import { analyticsScope } from "../features/analytics/analytics.server";
import { AnalyticsFilters, AnalyticsTabs } from "../features/analytics/analytics-filters";
import { SUMMARY_PARAMS } from "../features/analytics/analytics-query";
import { FigureSection } from "../features/analytics/figure-section";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedInAs } from "../lib/page-context.server";
import { STAFF } from "../lib/role-groups";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/analytics";
import "../lib/texts/analytics";

export const handle: RouteHandle = { title: "analytics:title" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  const user = await signedInAs(context, request, ["admin", "center_superuser", "organization_superuser"]);
  const search = new URL(request.url).searchParams;
  const { filter, ...choices } = await analyticsScope(context, user, search, SUMMARY_PARAMS);
  const summary = await api.get<AnalyticsSummary & { id: string }>("/api/v1/analytics", { filter });
  const staff = (user.roles ?? []).some((role) => STAFF.includes(role.name));
  return { summary: summary.data, choices, query: search.toString(), staff };
}

/** /analytics: a period's figures per centre or organization, each as a chart, a table and a CSV download. */
export default function Analytics({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { summary, choices, query, staff } = loaderData;
  const csv = (table: string) =>
    `${to("/analytics/export")}?${new URLSearchParams([...new URLSearchParams(query), ["tabel", table]])}`;
  const hours = (value: number | null) => (value === null ? t("analytics:none") : t("analytics:hours", { count: value }));
  const percent = (value: number | null) => (value === null ? t("analytics:none") : `${Math.round(value * 100)}%`);
  const totals = summary.totals;
  const totalRows = (Object.keys(totals) as (keyof typeof totals)[]).map((key) => ({
    key,
    value:
      key === "acceptanceRate"
        ? totals.acceptanceRate === null
          ? t("analytics:none")
          : `${Math.round(totals.acceptanceRate * 100)}%`
        : key === "medianAnswerHours"
          ? hours(totals.medianAnswerHours)
          : String(totals[key]),
  }));
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold">{t("analytics:title")}</h1>
        <p className="mt-1 max-w-3xl text-fg-muted">{t("analytics:intro")}</p>
      </div>
      <AnalyticsTabs current="summary" />
      <AnalyticsFilters
        fields={["period"]}
        values={{
          from: summary.from,
          to: summary.to,
          organization: summary.organizationId ? String(summary.organizationId) : "",
          center: summary.centerId ? String(summary.centerId) : "",
        }}
        choices={choices}
      />
      <FigureSection
        id="totals"
        texts="totals"
        rows={totalRows}
        csvHref={csv("totals")}
        columns={{ figure: (row) => t(`analytics:totals.${row.key}`), value: (row) => row.value }}
      />
      <FigureSection
        id="weeks"
        texts="weeks"
        rows={summary.weeks}
        csvHref={csv("weeks")}
        chart={{
          kind: "bar",
          rows: summary.weeks.map((w) => ({ ...w })),
          xKey: "week",
          series: [
            { key: "applications", label: t("analytics:weeks.applications") },
            { key: "vacanciesPublished", label: t("analytics:weeks.vacanciesPublished") },
          ],
        }}
        columns={{
          week: (w) => w.week,
          applications: (w) => w.applications,
          vacanciesPublished: (w) => w.vacanciesPublished,
          vacanciesFilled: (w) => w.vacanciesFilled,
          vacanciesExpired: (w) => w.vacanciesExpired,
          poolReplies: (w) => w.poolReplies,
        }}
      />
      <FigureSection
        id="distribution"
        texts="distribution"
        rows={summary.answerDistribution}
        csvHref={csv("answer_distribution")}
        chart={{
          kind: "bar",
          rows: summary.answerDistribution.map((b) => ({ bin: t(`analytics:distribution.bins.${b.bin}`), answers: b.answers })),
          xKey: "bin",
          series: [{ key: "answers", label: t("analytics:distribution.answers") }],
        }}
        columns={{ bin: (b) => t(`analytics:distribution.bins.${b.bin}`), answers: (b) => b.answers }}
      />
      <FigureSection
        id="answer-times"
        texts="answerTimes"
        rows={summary.answerTimes}
        csvHref={csv("answer_times")}
        columns={{ organization: (o) => o.organizationName, answers: (o) => o.answers, median: (o) => hours(o.medianHours) }}
      />
      <FigureSection
        id="match-followups"
        texts="matchFollowups"
        rows={[
          { ...summary.matchFollowups, organizationName: t("analytics:matchFollowups.all") },
          ...summary.matchFollowups.organizations,
        ]}
        csvHref={csv("match_followups")}
        columns={{
          organization: (o) => o.organizationName,
          matches: (o) => o.matches,
          followedUp: (o) => o.followedUp,
          shareStarted: (o) => percent(o.shareStarted),
          shareLasted: (o) => percent(o.shareLasted),
        }}
      />
      <FigureSection
        id="response-times"
        texts="responseTimes"
        rows={summary.responseTimes}
        csvHref={csv("response_times")}
        note={t("analytics:responseTimes.note")}
        columns={{
          organization: (o) => o.organizationName,
          applications: (o) => o.applications,
          median: (o) => hours(o.medianHours),
          within: (o) =>
            o.withinReminderDays === null
              ? t("analytics:none")
              : t("analytics:responseTimes.share", { share: Math.round(o.withinReminderDays * 100), count: o.reminderDays }),
          open: (o) => o.openWithoutResponse,
        }}
      />
      <FigureSection
        id="search-terms"
        texts="searchTerms"
        rows={summary.searchTerms}
        csvHref={csv("search_terms")}
        note={staff ? undefined : t("analytics:searchOnlyStaff")}
        columns={{ term: (s) => s.term, searches: (s) => s.searches }}
      />
      <FigureSection
        id="zero-results"
        texts="zeroResults"
        rows={summary.zeroResults}
        csvHref={csv("zero_results")}
        columns={{ term: (s) => s.term, searches: (s) => s.searches }}
      />
    </div>
  );
}
