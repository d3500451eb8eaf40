import type { Context } from "hono";
import { parseResourceId } from "../../../contract/ids";
import { actorOf } from "../../http/actor";
import { AppError } from "../../http/app-error";
import { requireUser } from "../../http/authenticate";
import type { AppEnv } from "../../http/types";
import { type ApplicationAction, type ApplicationActor, canApplication } from "./applications.policy";
import { applicationTarget, findApplication } from "./applications.service";

export async function applicationActorOf(c: Context<AppEnv>): Promise<ApplicationActor> {
  return { ...(await actorOf(c)), selectedOrganizationId: c.var.organizationId };
}

export const forbidden = (c: Context<AppEnv>) => new AppError(403, "forbidden", c.var.t("errors:generic.noAccessToAction"));

/**
 * The application if the actor may do this with it. Unknown, another tenant's, or out of the actor's sight is a
 * 404 (no existence leak); one he may see but not change is a 403.
 */
export async function applicationFor(c: Context<AppEnv>, action: ApplicationAction) {
  requireUser(c);
  const { deps, site, t } = c.var;
  const raw = c.req.param("id") ?? "";
  const id = parseResourceId(raw);
  const found = id ? await findApplication(deps.db, site.tenant.id, id) : null;
  const actor = await applicationActorOf(c);
  const target = found ? await applicationTarget(deps.db, site.tenant.id, found) : null;
  if (!found || !target || !canApplication(actor, "read", target)) {
    throw new AppError(404, "not_found", t("errors:detail.resourceNotFound", { type: "application", id: raw.slice(0, 40) }));
  }
  if (!canApplication(actor, action, target)) throw forbidden(c);
  return { application: found, actor };
}
