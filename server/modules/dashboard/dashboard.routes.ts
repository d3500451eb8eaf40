import { Hono } from "hono";
import { toSnakeCaseKeys } from "../../../contract/case";
import { sendDocument } from "../../http/jsonapi/errors";
import type { AppEnv } from "../../http/types";
import { authorize } from "../../policy/authorize";
import { type DashboardScope, dashboardScope } from "./dashboard.policy";
import { loadDashboard } from "./dashboard.service";

export const dashboardRoutes = new Hono<AppEnv>();

/** The signed-in user's dashboard figures, scoped by his role and the selected organization (Current-Organization-Id). */
dashboardRoutes.get("/dashboard", async (c) => {
  const { deps, site, organizationId } = c.var;
  const actor = await authorize(c, (actor) => dashboardScope(actor, organizationId) !== null);
  // authorize() has just seen it is not null.
  const scope = dashboardScope(actor, organizationId) as DashboardScope;
  const dashboard = await loadDashboard(deps.db, site.tenant.id, scope);
  return sendDocument(c, { data: { type: "dashboards", id: String(actor.user.id), attributes: toSnakeCaseKeys(dashboard) } });
});
