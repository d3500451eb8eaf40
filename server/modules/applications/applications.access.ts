import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { AppError } from "../../http/app-error";
import type { AppEnv } from "../../http/types";
import type { Actor } from "../../policy/actor";
import { authorize } from "../../policy/authorize";
import {
  type ApplicationAction,
  type ApplicationActor,
  type ApplicationScope,
  applicationListScope,
  canApplication,
} from "./applications.policy";
import { type ApplicationDetails, applicationTarget, findApplication } from "./applications.service";

const withSelection = (c: Context<AppEnv>, actor: Actor): ApplicationActor => ({
  ...actor,
  selectedOrganizationId: c.get("organizationId"),
});

declare module "hono" {
  interface ContextVariableMap {
    /** The application the path names, set by applicationAccess(): only routes that declare it read it. */
    application: ApplicationDetails;
    /** Which applications the actor's lists show, set by applicationListAccess. */
    applicationScope: ApplicationScope;
  }
}

/**
 * After signedIn and pathId: the application as `c.get("application")` if the actor may do this with it. Unknown,
 * another tenant's, or out of the actor's sight is a 404 (no existence leak); one he may see but not change a 403.
 */
export const applicationAccess = (action: ApplicationAction) =>
  createMiddleware<AppEnv, string, { out: { param: { id: number } } }>(async (c, next) => {
    const { deps, site, t } = c.var;
    const { id } = c.req.valid("param");
    const found = await findApplication(deps.db, site.tenant.id, id);
    const target = found ? await applicationTarget(deps.db, site.tenant.id, found) : null;
    if (!found || !target || !canApplication(withSelection(c, await c.get("actor")()), "read", target)) {
      throw new AppError(404, "not_found", t("api-errors:detail.resourceNotFound", { type: "application", id }));
    }
    await authorize(c, (actor) => canApplication(withSelection(c, actor), action, target));
    c.set("application", found);
    await next();
  });

/** Any signed-in user lists applications (at least his own): the scope as `c.get("applicationScope")`. */
export const applicationListAccess = createMiddleware<AppEnv>(async (c, next) => {
  const actor = await authorize(c, (actor) => applicationListScope(withSelection(c, actor)) !== null);
  // authorize() has just seen it is not null.
  c.set("applicationScope", applicationListScope(withSelection(c, actor)) as ApplicationScope);
  await next();
});
