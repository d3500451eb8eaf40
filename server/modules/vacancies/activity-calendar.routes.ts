import { type Context, Hono } from "hono";
import { activityDatesQuerySchema } from "../../../contract/activity-calendar";
import { fromSearchParams, searchParameterName } from "../../../contract/vacancy-search";
import { featureFlagsFor } from "../../config/feature-flags";
import { notFound } from "../../http/app-error";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { queryError } from "../../http/jsonapi/query-errors";
import { publicOrigin } from "../../http/origin";
import type { AppEnv } from "../../http/types";
import { activityDateResource } from "./activity-calendar.resource";
import { listActivityDates } from "./activity-calendar.service";
import { writeCalendar } from "./ical-writer";

export const activityCalendarRoutes = new Hono<AppEnv>();

/** The site's own centre, or every centre of the tenant when it shares centres (as the vacancy bank). */
export function calendarCenters(c: Context<AppEnv>): number[] | null {
  const { site } = c.var;
  // Spec section 1: activities are off on the meedoen variant.
  if (site.appContext === "meedoen") throw notFound();
  return featureFlagsFor(site.tenant.id, site.appContext).centerSharing ? null : [site.center.id];
}

/** The public activities' dates in a range of at most 93 days. No sign-in needed. */
activityCalendarRoutes.get("/activity_dates", async (c) => {
  const { deps, site, t } = c.var;
  const centerIds = calendarCenters(c);
  const raw = fromSearchParams(new URL(c.req.url).searchParams);
  const parsed = activityDatesQuerySchema.safeParse(raw);
  if (!parsed.success) throw queryError(parsed.error, t, raw, searchParameterName);
  const rows = await listActivityDates(deps.db, site.tenant.id, { centerIds, ...parsed.data });
  return sendDocument(c, toResourceDocument(activityDateResource, rows, { meta: { total: rows.length, ...parsed.data } }));
});

const FEED_HISTORY_DAYS = 30;

/** The centre's public activities from 30 days ago on, as an iCalendar feed for calendar apps. */
activityCalendarRoutes.get("/volunteer_centers/current/activities.ics", async (c) => {
  const { deps, site, t } = c.var;
  const centerIds = calendarCenters(c);
  const from = new Date(Date.now() - FEED_HISTORY_DAYS * 86_400_000);
  const rows = await listActivityDates(deps.db, site.tenant.id, { centerIds, from });
  const origin = publicOrigin(c);
  const host = new URL(origin).hostname;
  const text = writeCalendar({
    productId: "-//Volunteerly//Activiteitenkalender//NL",
    name: t("calendar:feed.name", { center: site.center.name }),
    events: rows.map((row) => ({
      uid: `activity-date-${row.id}@${host}`,
      stamp: row.updatedAt,
      start: row.startsAt,
      end: row.endsAt,
      summary: row.title,
      location: row.remote ? t("calendar:remote") : row.city,
      description: row.organizationName,
      url: `${origin}/vacancies/${row.vacancyId}`,
    })),
  });
  return c.body(text, 200, {
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition": 'inline; filename="activiteiten.ics"',
    "Cache-Control": "private, max-age=900",
  });
});
