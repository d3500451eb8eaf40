import { Hono } from "hono";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { authorize } from "../../policy/authorize";
import { type DashboardScope, dashboardScope } from "./dashboard.policy";
import { dashboardResource } from "./dashboard.resource";
import { loadDashboard } from "./dashboard.service";

export const dashboardRoutes = new Hono<AppEnv>();

/** The signed-in user's dashboard figures, scoped by his role and the selected organization (Current-Organization-Id). */
dashboardRoutes.get(
  "/dashboard",
  responds({
    summary: "Read the dashboard",
    description:
      "The signed-in user's figures by his role: a volunteer's applications, an organization's (Current-Organization-Id) or the centre staff's.",
    resource: dashboardResource,
    errors: [401, 403],
  }),
  async (c) => {
    const { deps, site, organizationId } = c.var;
    const actor = await authorize(c, (actor) => dashboardScope(actor, organizationId) !== null);
    // authorize() has just seen it is not null.
    const scope = dashboardScope(actor, organizationId) as DashboardScope;
    const dashboard = await loadDashboard(deps.db, site.tenant.id, scope);
    return sendDocument(c, toResourceDocument(dashboardResource, { userId: actor.user.id, dashboard }));
  },
);
