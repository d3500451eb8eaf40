import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { AppError } from "../../http/app-error";
import type { AppEnv } from "../../http/types";
import { isImpersonated } from "./authenticate.middleware";
import { hasTwoFactor, twoFactorRequired } from "./two-factor.service";

/** Staff whose tenant requires two-step sign-in and who have not set it up yet (not while someone acts as them). */
export async function mustSetUpTwoFactor(c: Context<AppEnv>): Promise<boolean> {
  const auth = c.get("auth");
  const site = c.get("site");
  if (!auth || isImpersonated(auth) || !twoFactorRequired(site.tenant.switches.twoFactorForStaff, auth.user)) return false;
  return !(await hasTwoFactor(c.get("deps").db, site.tenant.id, auth.user.id));
}

// What stays open until then: the set-up itself, and the reads every page's frame makes (who, which centre, menus).
const OPEN_PATHS = /^\/api\/v1\/two_factor(\/|$)/;
const OPEN_READS = /^\/api\/v1\/(current_user|current_organizations|volunteer_centers\/current|menu_items|notifications)\/?$/;

/** Until such a user has set it up, the API answers him 403 two_factor_setup_required (issue 44); sign-out is /auth. */
export const twoFactorGate = createMiddleware<AppEnv>(async (c, next) => {
  const open = OPEN_PATHS.test(c.req.path) || (c.req.method === "GET" && OPEN_READS.test(c.req.path));
  if (!open && (await mustSetUpTwoFactor(c))) {
    throw new AppError(403, "two_factor_setup_required", c.get("t")("api-errors:detail.twoFactorSetupRequired"));
  }
  await next();
});
