import { and, eq, gte, inArray, lt, lte, type SQL, sql } from "drizzle-orm";
import {
  ANSWER_TIME_BINS,
  ANSWER_TIME_BUCKETS,
  type AnalyticsSummary,
  type AnalyticsTotals,
  type AnalyticsTrends,
  type AnalyticsWeek,
} from "../../../contract/analytics";
import type { TenantId } from "../../config/tenants";
import { type Database, type Transaction, withTenant } from "../../db/client";
import { matchFollowupFigures } from "../applications/match-followups.service";
import { responseTimesByOrganization } from "../applications/response-times.service";
import { organizations } from "../organizations/organizations.table";
import { vacancySearchLog } from "../vacancy-bank/search-log.table";
import { ALL_ORGANIZATIONS, analyticsAnswerMonths, analyticsDaily } from "./analytics.table";

/** What one request reads: a period of UTC days and a centre or organizations (null: all the access allows). */
export interface AnalyticsScope {
  centerId: number | null;
  organizationIds: number[] | null;
}

const DAY_MS = 24 * 3600 * 1000;
const TOP_TERMS = 20;
const d = (value: Date) => value.toISOString().slice(0, 10);

/** The Monday on or before a YYYY-MM-DD day. */
export function weekStart(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return d(new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS));
}

/**
 * The median of a histogram of answer-time buckets (`ANSWER_TIME_BUCKETS`, keyed by lower edge), interpolated within its
 * bucket as if the bucket's answers were spread evenly over it, to the whole hour; null when empty.
 */
export function medianOfBuckets(buckets: Map<number, number>): number | null {
  const total = [...buckets.values()].reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const half = total / 2;
  let seen = 0;
  for (const lower of [...buckets.keys()].sort((a, b) => a - b)) {
    const count = buckets.get(lower) ?? 0;
    if (count > 0 && seen + count >= half) {
      const upper = ANSWER_TIME_BUCKETS.find((edge) => edge > lower);
      // The last bucket has no upper edge: its lower one is all we know.
      return upper === undefined ? lower : Math.round(lower + ((half - seen) / count) * (upper - lower));
    }
    seen += count;
  }
  return null;
}

/** A centre's or the tenant's view reads the centre rows (-1), an organization's view its own rows. */
function scopeCondition(tenant: TenantId, scope: AnalyticsScope): SQL | undefined {
  return and(
    eq(analyticsDaily.tenantId, tenant),
    scope.centerId !== null ? eq(analyticsDaily.centerId, scope.centerId) : undefined,
    scope.organizationIds !== null
      ? inArray(analyticsDaily.organizationId, scope.organizationIds)
      : eq(analyticsDaily.organizationId, ALL_ORGANIZATIONS),
  );
}

const addDays = (day: string, days: number) => d(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonth = (day: string) => monthOf(addDays(monthOf(day), 32));

/** Days [from, to) to add (1) or take away (-1). */
type DayRange = { from: string; to: string; sign: 1 | -1 };

/**
 * How a period splits into whole months [fromMonth, toMonth) and days: a month the period starts or ends inside of is
 * either left out and its days in the period added, or counted whole and its days outside the period taken away,
 * whichever reads fewer days (a period up to today takes away the rest of this month, which has no answers yet).
 */
export function monthsAndDays(from: string, to: string): { fromMonth: string; toMonth: string; days: DayRange[] } | null {
  const days: DayRange[] = [];
  let fromMonth = from;
  if (from !== monthOf(from)) {
    const next = nextMonth(from);
    const useWhole = daysBetween(monthOf(from), from) < daysBetween(from, next);
    fromMonth = useWhole ? monthOf(from) : next;
    days.push(useWhole ? { from: monthOf(from), to: from, sign: -1 } : { from, to: next, sign: 1 });
  }
  const end = addDays(to, 1);
  let toMonth = end;
  if (end !== monthOf(end)) {
    const next = nextMonth(end);
    const useWhole = daysBetween(end, next) < daysBetween(monthOf(end), end);
    toMonth = useWhole ? next : monthOf(end);
    days.push(useWhole ? { from: end, to: next, sign: -1 } : { from: monthOf(end), to: end, sign: 1 });
  }
  const edgeDays = days.reduce((sum, range) => sum + daysBetween(range.from, range.to), 0);
  // No whole month, or fewer days in the period than at its edges: the period's days alone.
  if (fromMonth >= toMonth || daysBetween(from, end) <= edgeDays) return null;
  return { fromMonth, toMonth, days };
}

/**
 * First answers per organization and bucket over a period: whole months from analytics_answer_months and the days
 * monthsAndDays() says from analytics_daily; an organization's own view (small) reads its days.
 */
async function answersByOrganization(tx: Transaction, tenant: TenantId, scope: AnalyticsScope, from: string, to: string) {
  const daily = async (range: DayRange) =>
    (
      await tx
        .select({
          organizationId: analyticsDaily.organizationId,
          bucket: analyticsDaily.bucket,
          value: sql<number>`sum(${analyticsDaily.value})::bigint`,
        })
        .from(analyticsDaily)
        .where(
          and(
            eq(analyticsDaily.tenantId, tenant),
            scope.centerId !== null ? eq(analyticsDaily.centerId, scope.centerId) : undefined,
            scope.organizationIds !== null
              ? inArray(analyticsDaily.organizationId, scope.organizationIds)
              : gte(analyticsDaily.organizationId, 0),
            eq(analyticsDaily.metric, "first_answers"),
            gte(analyticsDaily.day, range.from),
            lt(analyticsDaily.day, range.to),
          ),
        )
        .groupBy(analyticsDaily.organizationId, analyticsDaily.bucket)
    ).map((row) => ({ ...row, value: range.sign * Number(row.value) }));
  const split = scope.organizationIds === null ? monthsAndDays(from, to) : null;
  if (!split) return daily({ from, to: addDays(to, 1), sign: 1 });
  const [months, ...days] = await Promise.all([
    tx
      .select({
        organizationId: analyticsAnswerMonths.organizationId,
        bucket: analyticsAnswerMonths.bucket,
        value: sql<number>`sum(${analyticsAnswerMonths.value})::bigint`,
      })
      .from(analyticsAnswerMonths)
      .where(
        and(
          eq(analyticsAnswerMonths.tenantId, tenant),
          scope.centerId !== null ? eq(analyticsAnswerMonths.centerId, scope.centerId) : undefined,
          gte(analyticsAnswerMonths.month, split.fromMonth),
          lt(analyticsAnswerMonths.month, split.toMonth),
        ),
      )
      .groupBy(analyticsAnswerMonths.organizationId, analyticsAnswerMonths.bucket),
    ...split.days.map(daily),
  ]);
  return [...months, ...days.flat()];
}

async function searchTerms(tx: Transaction, tenant: TenantId, scope: AnalyticsScope, from: string, to: string) {
  // Searches belong to a centre, not to an organization: an organization's view has none.
  if (scope.organizationIds !== null) return { searchTerms: [], zeroResults: [] };
  const where = and(
    eq(vacancySearchLog.tenantId, tenant),
    gte(vacancySearchLog.day, from),
    lte(vacancySearchLog.day, to),
    scope.centerId !== null ? eq(vacancySearchLog.centerId, scope.centerId) : undefined,
  );
  const searches = sql<number>`sum(${vacancySearchLog.searches})::int`;
  const zero = sql<number>`sum(${vacancySearchLog.zeroResults})::int`;
  const [top, nothing] = await Promise.all([
    tx
      .select({ term: vacancySearchLog.term, searches })
      .from(vacancySearchLog)
      .where(where)
      .groupBy(vacancySearchLog.term)
      .orderBy(sql`2 desc`, vacancySearchLog.term)
      .limit(TOP_TERMS),
    tx
      .select({ term: vacancySearchLog.term, searches: zero })
      .from(vacancySearchLog)
      .where(where)
      .groupBy(vacancySearchLog.term)
      .having(sql`sum(${vacancySearchLog.zeroResults}) > 0`)
      .orderBy(sql`2 desc`, vacancySearchLog.term)
      .limit(TOP_TERMS),
  ]);
  return { searchTerms: top, zeroResults: nothing };
}

const WEEK_METRICS = {
  applications: "applications",
  vacancies_published: "vacanciesPublished",
  vacancies_filled: "vacanciesFilled",
  vacancies_expired: "vacanciesExpired",
  pool_replies: "poolReplies",
} as const satisfies Record<string, keyof AnalyticsWeek>;

/** The figures of /analytics over a period (both days included), from the daily aggregates only. */
export async function analyticsSummary(
  db: Database,
  tenant: TenantId,
  scope: AnalyticsScope,
  from: string,
  to: string,
): Promise<AnalyticsSummary> {
  // From the applications themselves: a first response is not among the daily counts.
  const responseTimes = await responseTimesByOrganization(db, tenant, scope, from, to);
  return withTenant(db, tenant, async (tx) => {
    const inPeriod = and(scopeCondition(tenant, scope), gte(analyticsDaily.day, from), lte(analyticsDaily.day, to));
    const week = sql<string>`to_char(date_trunc('week', ${analyticsDaily.day}), 'YYYY-MM-DD')`;
    const [byWeek, answers, terms, matchFollowups] = await Promise.all([
      tx
        .select({
          week,
          metric: analyticsDaily.metric,
          bucket: analyticsDaily.bucket,
          value: sql<number>`sum(${analyticsDaily.value})::bigint`,
        })
        .from(analyticsDaily)
        .where(inPeriod)
        .groupBy(week, analyticsDaily.metric, analyticsDaily.bucket),
      answersByOrganization(tx, tenant, scope, from, to),
      searchTerms(tx, tenant, scope, from, to),
      matchFollowupFigures(tx, tenant, scope, from, to),
    ]);

    const totalsByMetric = new Map<string, number>();
    const weeks = new Map<string, AnalyticsWeek>();
    for (let day = weekStart(from); day <= to; day = d(new Date(new Date(`${day}T00:00:00Z`).getTime() + 7 * DAY_MS))) {
      weeks.set(day, {
        week: day,
        applications: 0,
        vacanciesPublished: 0,
        vacanciesFilled: 0,
        vacanciesExpired: 0,
        poolReplies: 0,
      });
    }
    const all = new Map<number, number>();
    for (const row of byWeek) {
      const value = Number(row.value);
      totalsByMetric.set(row.metric, (totalsByMetric.get(row.metric) ?? 0) + value);
      if (row.metric === "first_answers") all.set(row.bucket, (all.get(row.bucket) ?? 0) + value);
      const key = WEEK_METRICS[row.metric as keyof typeof WEEK_METRICS];
      const entry = weeks.get(row.week);
      if (key && entry) entry[key] += value;
    }

    const perOrganization = new Map<number, Map<number, number>>();
    for (const row of answers) {
      const value = Number(row.value);
      const buckets = perOrganization.get(row.organizationId) ?? new Map<number, number>();
      buckets.set(row.bucket, (buckets.get(row.bucket) ?? 0) + value);
      perOrganization.set(row.organizationId, buckets);
    }
    // A month less its days outside the period may leave an organization without answers in it.
    const ids = [...perOrganization].filter(([, buckets]) => [...buckets.values()].some((n) => n > 0)).map(([id]) => id);
    const names = new Map(
      ids.length === 0
        ? []
        : (
            await tx
              .select({ id: organizations.id, name: organizations.name })
              .from(organizations)
              .where(and(eq(organizations.tenantId, tenant), inArray(organizations.id, ids)))
          ).map((row) => [row.id, row.name]),
    );
    const answerTimes = ids
      .map((id) => {
        const buckets = perOrganization.get(id) ?? new Map();
        return {
          organizationId: id,
          organizationName: names.get(id) ?? `#${id}`,
          answers: [...buckets.values()].reduce((a, b) => a + b, 0),
          medianHours: medianOfBuckets(buckets) ?? 0,
        };
      })
      .sort((a, b) => a.medianHours - b.medianHours || a.organizationName.localeCompare(b.organizationName));
    const answerDistribution = ANSWER_TIME_BINS.map((bin) => ({
      bin: bin.key,
      answers: [...all].filter(([hour]) => hour >= bin.from && hour < bin.to).reduce((sum, [, n]) => sum + n, 0),
    }));

    const total = (metric: string) => totalsByMetric.get(metric) ?? 0;
    const accepted = total("applications_accepted");
    const rejected = total("applications_rejected");
    const totals: AnalyticsTotals = {
      vacanciesPublished: total("vacancies_published"),
      vacanciesFilled: total("vacancies_filled"),
      vacanciesExpired: total("vacancies_expired"),
      applications: total("applications"),
      accepted,
      rejected,
      acceptanceRate: accepted + rejected === 0 ? null : Math.round((accepted / (accepted + rejected)) * 1000) / 1000,
      firstAnswers: total("first_answers"),
      medianAnswerHours: medianOfBuckets(all),
      poolReplies: total("pool_replies"),
      poolRepliesAnswered: total("pool_replies_answered"),
      poolRepliesDeclined: total("pool_replies_declined"),
    };
    return {
      from,
      to,
      centerId: scope.centerId,
      organizationId: scope.organizationIds?.length === 1 ? scope.organizationIds[0] : null,
      totals,
      weeks: [...weeks.values()],
      answerTimes,
      answerDistribution,
      responseTimes,
      ...terms,
      matchFollowups,
    };
  });
}

/** /analytics/index-2: new volunteers, organizations and applications per month of a year and of the year before. */
export async function analyticsTrends(
  db: Database,
  tenant: TenantId,
  scope: AnalyticsScope,
  year: number,
): Promise<AnalyticsTrends> {
  return withTenant(db, tenant, async (tx) => {
    const yearOf = sql<number>`extract(year from ${analyticsDaily.day})::int`;
    const monthOf = sql<number>`extract(month from ${analyticsDaily.day})::int`;
    // Volunteers and organizations belong to a centre: an organization's view has its applications only.
    const growth = scope.organizationIds === null;
    const rows = await tx
      .select({
        year: yearOf,
        month: monthOf,
        metric: analyticsDaily.metric,
        value: sql<number>`sum(${analyticsDaily.value})::bigint`,
      })
      .from(analyticsDaily)
      .where(
        and(
          scopeCondition(tenant, scope),
          gte(analyticsDaily.day, `${year - 1}-01-01`),
          lte(analyticsDaily.day, `${year}-12-31`),
          inArray(analyticsDaily.metric, growth ? ["volunteers", "organizations", "applications"] : ["applications"]),
        ),
      )
      .groupBy(yearOf, monthOf, analyticsDaily.metric);
    const value = (y: number, month: number, metric: string) =>
      Number(rows.find((row) => row.year === y && row.month === month && row.metric === metric)?.value ?? 0);
    const months = Array.from({ length: 12 }, (_, i) => i + 1).map((month) => ({
      month,
      volunteers: growth ? value(year, month, "volunteers") : null,
      volunteersPreviousYear: growth ? value(year - 1, month, "volunteers") : null,
      organizations: growth ? value(year, month, "organizations") : null,
      organizationsPreviousYear: growth ? value(year - 1, month, "organizations") : null,
      applications: value(year, month, "applications"),
      applicationsPreviousYear: value(year - 1, month, "applications"),
    }));
    return {
      year,
      centerId: scope.centerId,
      organizationId: scope.organizationIds?.length === 1 ? scope.organizationIds[0] : null,
      months,
    };
  });
}
