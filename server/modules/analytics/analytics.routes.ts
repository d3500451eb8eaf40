import { type Context, Hono } from "hono";
import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MAX_DAYS,
  type AnalyticsSummary,
  type AnalyticsTable,
  type AnalyticsTrends,
  analyticsQuerySchema,
  analyticsTrendsQuerySchema,
} from "../../../contract/analytics";
import { toSnakeCaseKeys } from "../../../contract/case";
import { AppError } from "../../http/app-error";
import { toCsv } from "../../http/csv";
import { sendCsv, wantsCsv } from "../../http/csv-response";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { searchQuery } from "../../http/jsonapi/search-input";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { authorize } from "../../policy/authorize";
import { findOrganization } from "../organizations/organizations.service";
import { type AnalyticsAccess, analyticsAccess } from "./analytics.policy";
import { analyticsResource, analyticsTrendsResource } from "./analytics.resource";
import { type AnalyticsScope, analyticsSummary, analyticsTrends } from "./analytics.service";

export const analyticsRoutes = new Hono<AppEnv>();

const DAY_MS = 24 * 3600 * 1000;

function badFilter(c: Context<AppEnv>, name: string, key: string, params: Record<string, unknown>) {
  const detail = c.get("t")(`api-errors:detail.analytics.${key}`, params);
  return new AppError(400, "invalid_query", detail, [{ source: { parameter: `filter[${name}]` }, detail }]);
}

const forbidden = (c: Context<AppEnv>) => new AppError(403, "forbidden", c.get("t")("api-errors:generic.noAccessToAction"));

/** The caller's access narrowed by the centre or organization he asks for; one he may not see is refused. */
async function scopeOf(
  c: Context<AppEnv>,
  access: AnalyticsAccess,
  filter: { center_id?: number; organization_id?: number },
): Promise<AnalyticsScope> {
  const { site, deps } = c.var;
  if (access.kind === "organization") {
    if (filter.center_id !== undefined) throw forbidden(c);
    if (filter.organization_id === undefined) return { centerId: null, organizationIds: access.organizationIds };
    if (!access.organizationIds.includes(filter.organization_id)) throw forbidden(c);
    return { centerId: null, organizationIds: [filter.organization_id] };
  }
  let centerId = access.kind === "center" ? access.centerId : null;
  if (filter.center_id !== undefined) {
    if (access.kind === "center" && filter.center_id !== access.centerId) throw forbidden(c);
    if (!site.centers.some((center) => center.id === filter.center_id))
      throw badFilter(c, "center_id", "unknownCenter", { value: filter.center_id });
    centerId = filter.center_id;
  }
  if (filter.organization_id === undefined) return { centerId, organizationIds: null };
  const organization = await findOrganization(deps.db, site.tenant.id, filter.organization_id);
  if (!organization || (centerId !== null && organization.centerId !== centerId))
    throw badFilter(c, "organization_id", "unknownOrganization", { value: filter.organization_id });
  return { centerId, organizationIds: [organization.id] };
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function period(c: Context<AppEnv>, filter: { from?: string; to?: string }) {
  const to = filter.to ?? isoDay(new Date());
  const from = filter.from ?? isoDay(new Date(Date.parse(to) - (ANALYTICS_DEFAULT_DAYS - 1) * DAY_MS));
  if (from > to) throw badFilter(c, "from", "periodOrder", { from, to });
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > ANALYTICS_MAX_DAYS)
    throw badFilter(c, "from", "periodTooLong", { days: ANALYTICS_MAX_DAYS });
  return { from, to };
}

/** One table of the summary as rows under snake_case headers, for its CSV download. */
function summaryTable(summary: AnalyticsSummary, table: AnalyticsTable): [string[], unknown[][]] {
  switch (table) {
    case "weeks":
      return [
        ["week", "applications", "vacancies_published", "vacancies_filled", "vacancies_expired", "pool_replies"],
        summary.weeks.map((w) => [
          w.week,
          w.applications,
          w.vacanciesPublished,
          w.vacanciesFilled,
          w.vacanciesExpired,
          w.poolReplies,
        ]),
      ];
    case "answer_times":
      return [
        ["organization_id", "organization_name", "answers", "median_hours"],
        summary.answerTimes.map((o) => [o.organizationId, o.organizationName, o.answers, o.medianHours]),
      ];
    case "answer_distribution":
      return [["bin", "answers"], summary.answerDistribution.map((b) => [b.bin, b.answers])];
    case "response_times":
      return [
        [
          "organization_id",
          "organization_name",
          "applications",
          "responded",
          "median_hours",
          "within_reminder_days",
          "reminder_days",
          "open_without_response",
        ],
        summary.responseTimes.map((o) => [
          o.organizationId,
          o.organizationName,
          o.applications,
          o.responded,
          o.medianHours ?? "",
          o.withinReminderDays ?? "",
          o.reminderDays,
          o.openWithoutResponse,
        ]),
      ];
    case "search_terms":
      return [["term", "searches"], summary.searchTerms.map((s) => [s.term, s.searches])];
    case "zero_results":
      return [["term", "searches"], summary.zeroResults.map((s) => [s.term, s.searches])];
    case "match_followups":
      return [
        [
          "organization_id",
          "organization_name",
          "matches",
          "followed_up",
          "started",
          "share_started",
          "checked",
          "lasted",
          "share_lasted",
        ],
        summary.matchFollowups.organizations.map((o) => [
          o.organizationId,
          o.organizationName,
          o.matches,
          o.followedUp,
          o.started,
          o.shareStarted ?? "",
          o.checked,
          o.lasted,
          o.shareLasted ?? "",
        ]),
      ];
    case "totals":
      return [
        ["figure", "value"],
        Object.entries(toSnakeCaseKeys(summary.totals) as Record<string, unknown>).map(([key, value]) => [key, value]),
      ];
  }
}

function trendsTable(trends: AnalyticsTrends): [string[], unknown[][]] {
  const columns = ["volunteers", "volunteersPreviousYear", "organizations", "organizationsPreviousYear"] as const;
  return [
    [
      "month",
      "volunteers",
      "volunteers_previous_year",
      "organizations",
      "organizations_previous_year",
      "applications",
      "applications_previous_year",
    ],
    trends.months.map((m) => [
      `${trends.year}-${String(m.month).padStart(2, "0")}`,
      ...columns.map((key) => m[key] ?? ""),
      m.applications,
      m.applicationsPreviousYear,
    ]),
  ];
}

const accessOf = async (c: Context<AppEnv>) => {
  const actor = await authorize(c, (actor) => analyticsAccess(actor, c.get("organizationId")) !== null);
  // authorize() has just seen it is not null.
  return analyticsAccess(actor, c.get("organizationId")) as AnalyticsAccess;
};

/**
 * GET /api/v1/analytics: a period's figures (filter[from], filter[to], UTC days; a year up to today by default) for
 * centre staff or an organization superuser, per centre or organization; format=csv&table=... gives one table.
 */
analyticsRoutes.get(
  "/analytics",
  responds({
    summary: "Read the analytics",
    description:
      "A period's figures (a year up to today by default) for centre staff or an organization's superuser, per centre or organization; `format=csv&table=...` gives one table.",
    resource: analyticsResource,
    csv: true,
    errors: [401, 403],
  }),
  async (c, next) => {
    c.set("analyticsAccess", await accessOf(c));
    await next();
  },
  searchQuery(analyticsQuerySchema),
  async (c) => {
    const query = c.req.valid("query");
    const { from, to } = period(c, query.filter);
    const scope = await scopeOf(c, c.get("analyticsAccess"), query.filter);
    const summary = await analyticsSummary(c.get("deps").db, c.get("site").tenant.id, scope, from, to);
    if (wantsCsv(c)) {
      const table = query.table ?? "weeks";
      return sendCsv(c, `analytics-${table}-${from}-${to}`, toCsv(...summaryTable(summary, table)));
    }
    return sendDocument(c, toResourceDocument(analyticsResource, summary));
  },
);

/** GET /api/v1/analytics/trends: filter[year] (this year by default) month by month beside the year before. */
analyticsRoutes.get(
  "/analytics/trends",
  responds({
    summary: "Read the analytics' trends",
    description: "A year (this year by default) month by month beside the year before.",
    resource: analyticsTrendsResource,
    csv: true,
    errors: [401, 403],
  }),
  async (c, next) => {
    c.set("analyticsAccess", await accessOf(c));
    await next();
  },
  searchQuery(analyticsTrendsQuerySchema),
  async (c) => {
    const query = c.req.valid("query");
    const scope = await scopeOf(c, c.get("analyticsAccess"), query.filter);
    const year = query.filter.year ?? new Date().getUTCFullYear();
    const trends = await analyticsTrends(c.get("deps").db, c.get("site").tenant.id, scope, year);
    if (wantsCsv(c)) return sendCsv(c, `analytics-trends-${year}`, toCsv(...trendsTable(trends)));
    return sendDocument(c, toResourceDocument(analyticsTrendsResource, trends));
  },
);

declare module "hono" {
  interface ContextVariableMap {
    /** Whose figures the caller may read, set before the query is read. */
    analyticsAccess: AnalyticsAccess;
  }
}
