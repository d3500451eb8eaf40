import type { AnalyticsTrends } from "../../contract/analytics";
import { analyticsScope } from "../features/analytics/analytics.server";
import { AnalyticsFilters, AnalyticsTabs } from "../features/analytics/analytics-filters";
import { TRENDS_PARAMS } from "../features/analytics/analytics-query";
import { FigureSection } from "../features/analytics/figure-section";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedInAs } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/analytics.index-2";
import "../lib/texts/analytics";
import { dateFormat } from "../../contract/intl-formats";

export const handle: RouteHandle = { title: "analytics:trendsTitle" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  const user = await signedInAs(context, request, ["admin", "center_superuser", "organization_superuser"]);
  const search = new URL(request.url).searchParams;
  const { filter, ...choices } = await analyticsScope(context, user, search, TRENDS_PARAMS);
  const trends = await api.get<AnalyticsTrends & { id: string }>("/api/v1/analytics/trends", { filter });
  return { trends: trends.data, choices, query: search.toString() };
}

/** /analytics/index-2: new volunteers, organizations and applications month by month, this year beside the last. */
export default function AnalyticsTrendsPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const to = useLocalePath();
  const { trends, choices, query } = loaderData;
  const { year } = trends;
  const previous = year - 1;
  const monthName = (month: number) =>
    dateFormat(i18n.language, { month: "short", timeZone: "UTC" }).format(new Date(Date.UTC(year, month - 1, 1)));
  const csvHref = `${to("/analytics/export")}?${new URLSearchParams([...new URLSearchParams(query), ["tabel", "trends"]])}`;
  const growth = trends.months[0]?.volunteers !== null;
  const series = (key: "volunteers" | "organizations" | "applications") => [
    { key, label: t(`analytics:trends.${key}`, { year }) },
    { key: `${key}PreviousYear`, label: t(`analytics:trends.${key}`, { year: previous }), dashed: true },
  ];
  const column = (key: keyof (typeof trends.months)[number], label: string) => ({
    key,
    label,
    value: (m: (typeof trends.months)[number]) => m[key] ?? t("analytics:none"),
  });
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold">{t("analytics:trendsTitle")}</h1>
        <p className="mt-1 max-w-3xl text-fg-muted">{t("analytics:trendsIntro")}</p>
      </div>
      <AnalyticsTabs current="trends" />
      <AnalyticsFilters
        fields={["year"]}
        values={{
          year: String(year),
          organization: trends.organizationId ? String(trends.organizationId) : "",
          center: trends.centerId ? String(trends.centerId) : "",
        }}
        choices={choices}
      />
      <FigureSection
        id="trends"
        caption={t("analytics:trends.caption", { year, previous })}
        rows={trends.months}
        csvHref={csvHref}
        chart={{
          kind: "line",
          rows: trends.months.map((m) => ({ ...m, month: monthName(m.month) })),
          xKey: "month",
          series: [...(growth ? [...series("volunteers"), ...series("organizations")] : []), ...series("applications")],
        }}
        columns={[
          { key: "month", label: t("analytics:trends.month"), value: (m) => monthName(m.month) },
          ...(growth
            ? [
                column("volunteers", t("analytics:trends.volunteers", { year })),
                column("volunteersPreviousYear", t("analytics:trends.volunteers", { year: previous })),
                column("organizations", t("analytics:trends.organizations", { year })),
                column("organizationsPreviousYear", t("analytics:trends.organizations", { year: previous })),
              ]
            : []),
          column("applications", t("analytics:trends.applications", { year })),
          column("applicationsPreviousYear", t("analytics:trends.applications", { year: previous })),
        ]}
      />
    </div>
  );
}
