import { type Context, Hono } from "hono";
import { activityDatesQuerySchema } from "../../../contract/activity-calendar";
import { activityDatesMeta } from "../../../contract/activity-calendar-resource";
import { featureFlagsFor } from "../../config/feature-flags";
import { notFound } from "../../http/app-error";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { pathId } from "../../http/jsonapi/path-id";
import { searchQuery } from "../../http/jsonapi/search-input";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { signedIn } from "../../policy/authorize";
import { writeCalendar } from "../../text/ical-writer";
import { appliedVacancyIds } from "../applications/applications.service";
import { issueCalendarFeedToken, revokeCalendarFeedToken, userIdByCalendarFeedToken } from "../identity/calendar-feed.service";
import { findPublicOrganization } from "../organizations/organizations.service";
import { holdsUntilNextClosing } from "../vacancy-bank/next-closing.service";
import { activitiesOffered } from "./activities-offered.middleware";
import { activityDateResource, calendarFeedResource } from "./activity-calendar.resource";
import { type ActivityDateRow, listActivityDates } from "./activity-calendar.service";

export const activityCalendarRoutes = new Hono<AppEnv>();

/** The site's own centre, or every centre of the tenant when it shares centres (as the vacancy bank). */
function calendarCenters(c: Context<AppEnv>): number[] | null {
  const { site } = c.var;
  return featureFlagsFor(site.tenant, site.appContext).centerSharing ? null : [site.center.id];
}

/** The public activities' dates in a range of at most 93 days. No sign-in needed. */
activityCalendarRoutes.get(
  "/activity_dates",
  responds({
    summary: "List the activities' dates",
    description: "The public activities' dates in a range of at most 93 days.",
    resource: activityDateResource,
    list: true,
    meta: activityDatesMeta,
  }),
  activitiesOffered,
  searchQuery(activityDatesQuerySchema),
  async (c) => {
    const { deps, site } = c.var;
    const query = c.req.valid("query");
    const rows = await listActivityDates(deps.db, site.tenant.id, { centerIds: calendarCenters(c), ...query });
    // An activity leaves the calendar when its vacancy closes.
    await holdsUntilNextClosing(c);
    return sendDocument(c, toResourceDocument(activityDateResource, rows, { meta: { total: rows.length, ...query } }));
  },
);

const FEED_HISTORY_DAYS = 30;

/** Activity dates as an iCalendar feed: one event per date, linking to the vacancy. */
function feedResponse(c: Context<AppEnv>, name: string, rows: ActivityDateRow[]) {
  const origin = c.get("site").origin;
  const host = new URL(origin).hostname;
  const text = writeCalendar({
    productId: "-//Volunteerly//Activiteitenkalender//NL",
    name,
    events: rows.map((row) => ({
      uid: `activity-date-${row.id}@${host}`,
      stamp: row.updatedAt,
      start: row.startsAt,
      end: row.endsAt,
      summary: row.title,
      location: row.remote ? c.get("t")("calendar:remote") : row.city,
      description: row.organizationName,
      url: `${origin}/vacancies/${row.vacancyId}`,
    })),
  });
  return c.body(text, 200, {
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition": 'inline; filename="activiteiten.ics"',
    "Cache-Control": "private, max-age=900",
  });
}

/** The centre's public activities from 30 days ago on, as an iCalendar feed for calendar apps. */
activityCalendarRoutes.get(
  "/volunteer_centers/current/activities.ics",
  responds({
    summary: "The centre's activities as an iCalendar feed",
    description: "For a calendar app; a 404 where the site does not offer it.",
    media: "text/calendar",
    errors: [404],
  }),
  activitiesOffered,
  async (c) => {
    const { deps, site, t } = c.var;
    const from = new Date(Date.now() - FEED_HISTORY_DAYS * 86_400_000);
    const rows = await listActivityDates(deps.db, site.tenant.id, { centerIds: calendarCenters(c), from });
    return feedResponse(c, t("calendar:feed.name", { center: site.center.name }), rows);
  },
);

/** One organization's public activities from 30 days ago on: a partner's site or a volunteer's calendar follows it. */
activityCalendarRoutes.get(
  "/organizations/:id/activities.ics",
  responds({
    summary: "An organization's activities as an iCalendar feed",
    description: "For a calendar app; a 404 where the site does not offer it.",
    media: "text/calendar",
  }),
  activitiesOffered,
  pathId("organization"),
  async (c) => {
    const { deps, site, t } = c.var;
    const { id } = c.req.valid("param");
    const centerIds = calendarCenters(c);
    const organization = await findPublicOrganization(deps.db, site.tenant.id, id, centerIds);
    if (!organization) throw notFound();
    const from = new Date(Date.now() - FEED_HISTORY_DAYS * 86_400_000);
    const rows = await listActivityDates(deps.db, site.tenant.id, { centerIds, from, organizationId: id });
    return feedResponse(c, t("feeds:activities.organizationName", { organization: organization.name }), rows);
  },
);

/** A new secret address for the signed-in user's own feed (the old one stops working), given once. */
activityCalendarRoutes.post(
  "/current_user/calendar_feed",
  responds({
    summary: "Make a personal calendar feed",
    description: "A secret iCalendar address of the activities he signed up for; a new one replaces the old.",
    resource: calendarFeedResource,
    status: 201,
  }),
  signedIn,
  activitiesOffered,
  async (c) => {
    const { user } = c.var;
    const token = await issueCalendarFeedToken(c.get("deps").db, c.get("site").tenant.id, user.id);
    const url = `${c.get("site").origin}/api/v1/calendar_feeds/${token}.ics`;
    return sendDocument(c, toResourceDocument(calendarFeedResource, { userId: user.id, url }), 201);
  },
);

activityCalendarRoutes.delete(
  "/current_user/calendar_feed",
  responds({ summary: "Stop the personal calendar feed" }),
  signedIn,
  async (c) => {
    await revokeCalendarFeedToken(c.get("deps").db, c.get("site").tenant.id, c.get("user").id);
    return c.body(null, 204);
  },
);

/** A volunteer's own feed: the dates of the activities he applied to (and did not withdraw from). No sign-in: the address is the secret. */
activityCalendarRoutes.get(
  "/calendar_feeds/:file",
  responds({
    summary: "Read a personal calendar feed",
    description: "`{token}.ics`: the address made for the user, as an iCalendar feed.",
    media: "text/calendar",
    errors: [404],
  }),
  activitiesOffered,
  async (c) => {
    const { deps, site, t } = c.var;
    const file = c.req.param("file");
    const token = file.endsWith(".ics") ? file.slice(0, -".ics".length) : "";
    const userId = token ? await userIdByCalendarFeedToken(deps.db, site.tenant.id, token) : null;
    if (!userId) throw notFound();
    const vacancyIds = await appliedVacancyIds(deps.db, site.tenant.id, userId);
    const from = new Date(Date.now() - FEED_HISTORY_DAYS * 86_400_000);
    const rows = await listActivityDates(deps.db, site.tenant.id, { centerIds: null, from, vacancyIds });
    return feedResponse(c, t("calendar:feed.personalName", { center: site.center.name }), rows);
  },
);
