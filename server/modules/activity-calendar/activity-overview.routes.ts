import { type Context, Hono } from "hono";
import { activityOverviewQuerySchema, dutchDay } from "../../../contract/activity-calendar";
import { activityOverviewMeta } from "../../../contract/activity-calendar-resource";
import { toCsv } from "../../http/csv";
import { sendCsv, wantsCsv } from "../../http/csv-response";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { searchQuery } from "../../http/jsonapi/search-input";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { authorized, signedIn } from "../../policy/authorize";
import { wallClock } from "../../text/wall-clock";
import { vacancyListScope } from "../vacancies/vacancies.policy";
import { activitiesOffered } from "./activities-offered.middleware";
import { activityOverviewResource } from "./activity-overview.resource";
import { type ActivityOverviewRow, listActivityOverview } from "./activity-overview.service";

export const activityOverviewRoutes = new Hono<AppEnv>();

function overviewCsv(c: Context<AppEnv>, rows: ActivityOverviewRow[], from: string) {
  const { t } = c.var;
  const columns = [
    "date",
    "start",
    "endDate",
    "end",
    "title",
    "organization",
    "status",
    "place",
    "open",
    "accepted",
    "expiresAt",
  ];
  const csv = toCsv(
    columns.map((k) => t(`calendar:overview.csv.${k}`)),
    rows.map((row) => {
      const start = wallClock(row.startsAt);
      const end = row.endsAt ? wallClock(row.endsAt) : null;
      return [
        start.day,
        start.time,
        end?.day ?? "",
        end?.time ?? "",
        row.title,
        row.organizationName,
        t(`vacancy-admin:statuses.${row.status}`),
        row.remote ? t("calendar:remote") : row.city,
        row.openApplications,
        row.acceptedApplications,
        row.expiresAt ? wallClock(row.expiresAt).day : "",
      ];
    }),
  );
  return sendCsv(c, `${t("calendar:overview.csv.filename")}-${from}`, csv);
}

/**
 * Staff's overview of the activity dates in a period (default: four weeks from today), of every status but deleted,
 * scoped as the back office's vacancy list; as JSON:API, or CSV with format=csv or Accept: text/csv.
 */
activityOverviewRoutes.get(
  "/activity_overview",
  responds({
    summary: "List the activity dates for staff",
    description:
      "Every status but deleted in a period (default four weeks from today), scoped as the back office's vacancy list.",
    resource: activityOverviewResource,
    list: true,
    meta: activityOverviewMeta,
    csv: true,
  }),
  signedIn,
  activitiesOffered,
  authorized((actor, c) => vacancyListScope(actor, c.get("organizationId")) !== null),
  searchQuery(() => activityOverviewQuerySchema(dutchDay(new Date()))),
  async (c) => {
    const { deps, site, organizationId } = c.var;
    // authorized() has just seen it is not null.
    const scope = vacancyListScope(await c.get("actor")(), organizationId) as NonNullable<ReturnType<typeof vacancyListScope>>;
    const { csv, ...query } = c.req.valid("query");
    const { rows, truncated } = await listActivityOverview(deps.db, site.tenant.id, { scope, ...query });
    if (csv || wantsCsv(c)) return overviewCsv(c, rows, query.from);
    const meta = { total: rows.length, truncated, from: query.from, to: query.to };
    return sendDocument(c, toResourceDocument(activityOverviewResource, rows, { meta }));
  },
);
