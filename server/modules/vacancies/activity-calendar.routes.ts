import { type Context, Hono } from "hono";
import { activityDatesQuerySchema } from "../../../contract/activity-calendar";
import { fromSearchParams, searchParameterName } from "../../../contract/vacancy-search";
import { featureFlagsFor } from "../../config/feature-flags";
import { notFound } from "../../http/app-error";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { queryError } from "../../http/jsonapi/query-errors";
import type { AppEnv } from "../../http/types";
import { activityDateResource } from "./activity-calendar.resource";
import { listActivityDates } from "./activity-calendar.service";

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
