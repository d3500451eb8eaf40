import { createMiddleware } from "hono/factory";
import { isActiveMember } from "../modules/organisations/organisations.service";
import { AppError } from "./app-error";
import type { AppEnv } from "./types";

const ORGANIZATION_ID = /^[1-9]\d{0,9}$/;

/**
 * Spec section 6: requests carry the selected organisation (Current-Organization-Id). One the user does not
 * belong to is a 403, never a silent fallback (DESIGN.md section 5).
 */
export const selectedOrganisation = createMiddleware<AppEnv>(async (c, next) => {
  c.set("organizationId", null);
  const header = c.req.header("current-organization-id");
  const auth = c.var.auth;
  // Anonymous calls have nothing to scope, and the list of one's organisations is where a selection comes from.
  if (!header || !auth || c.req.path.endsWith("/current_organizations")) return next();
  const id = ORGANIZATION_ID.test(header) ? Number(header) : null;
  if (id === null || !(await isActiveMember(c.var.deps.db, c.var.site.tenant.id, auth.user.id, id))) {
    throw new AppError(403, "forbidden", c.var.t("errors:detail.notYourOrganization", { value: header.slice(0, 40) }), [
      { source: { header: "Current-Organization-Id" } },
    ]);
  }
  c.set("organizationId", id);
  return next();
});
