import { createMiddleware } from "hono/factory";
import { AppError } from "../../http/app-error";
import type { AppEnv } from "../../http/types";
import { isCenterStaff } from "../../policy/actor";
import { authorize } from "../../policy/authorize";
import type { CenterRow } from "../tenancy/tenancy.service";

declare module "hono" {
  interface ContextVariableMap {
    /** The centre the path names, set by centerProfileAccess: only routes that declare it read it. */
    profileCenter: CenterRow;
  }
}

/**
 * After pathId: the centre as `c.get("profileCenter")` when the actor runs it (an admin any centre of the tenant, a centre
 * superuser his own). Centres are public, so one outside the tenant is a 404 before anyone is asked to sign in.
 */
export const centerProfileAccess = createMiddleware<AppEnv, string, { out: { param: { id: number } } }>(async (c, next) => {
  const { site, t } = c.var;
  const { id } = c.req.valid("param");
  const center = site.centers.find((row) => row.id === id);
  if (!center) throw new AppError(404, "not_found", t("api-errors:detail.resourceNotFound", { type: "volunteer_center", id }));
  await authorize(c, (actor) => isCenterStaff(actor, center.id));
  c.set("profileCenter", center);
  await next();
});
