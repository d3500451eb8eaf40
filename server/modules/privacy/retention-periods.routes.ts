import { Hono } from "hono";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { retentionPeriodResource } from "./retention-periods.resource";
import { retentionPeriods } from "./retention-periods.service";

export const retentionPeriodRoutes = new Hono<AppEnv>();

/** GET /api/v1/retention_periods: what the site keeps and for how long, for anyone (the 'Privacy en je gegevens' page). */
retentionPeriodRoutes.get(
  "/retention_periods",
  responds({
    summary: "List retention periods",
    description: "What the centre's site keeps of a person and for how long, from the settings that rule it.",
    resource: retentionPeriodResource,
    list: true,
  }),
  async (c) => {
    const site = c.get("site");
    const rows = await retentionPeriods(c.get("deps").db, { tenant: site.tenant.id, centerId: site.center.id });
    return sendDocument(c, toResourceDocument(retentionPeriodResource, rows, { meta: { total: rows.length } }));
  },
);
