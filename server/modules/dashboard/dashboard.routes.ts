import { Hono } from "hono";
import { toSnakeCaseKeys } from "../../../contract/case";
import { actorOf } from "../../http/actor";
import { AppError } from "../../http/app-error";
import { requireUser } from "../../http/authenticate";
import { sendDocument } from "../../http/jsonapi/errors";
import type { AppEnv } from "../../http/types";
import { dashboardScope } from "./dashboard.policy";
import { loadDashboard } from "./dashboard.service";

export const dashboardRoutes = new Hono<AppEnv>();

/** The signed-in user's dashboard figures, scoped by his role and the selected organisation (Current-Organization-Id). */
dashboardRoutes.get("/dashboard", async (c) => {
  const auth = requireUser(c);
  const { deps, site, t } = c.var;
  const scope = dashboardScope(await actorOf(c), c.var.organizationId);
  if (!scope) throw new AppError(403, "forbidden", t("errors:generic.noAccessToAction"));
  const dashboard = await loadDashboard(deps.db, site.tenant.id, scope);
  return sendDocument(c, { data: { type: "dashboards", id: String(auth.user.id), attributes: toSnakeCaseKeys(dashboard) } });
});
