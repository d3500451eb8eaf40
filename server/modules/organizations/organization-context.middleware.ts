import { createMiddleware } from "hono/factory";
import { AppError } from "../../http/app-error";
import type { AppEnv } from "../../http/types";
import { ANONYMOUS } from "../../policy/actor";
import { isActiveMember, membershipIds } from "./organizations.service";

// The request variable this module sets (decision 8): declared here, so the layers below need not know it.
declare module "hono" {
  interface ContextVariableMap {
    /** The organization selected by Current-Organization-Id (checked to be one of the user's), or null. */
    organizationId: number | null;
  }
}

/** The request's actor for the policy tables: the signed-in user with his organizations (asked each time), or anonymous. */
export const actorWithMemberships = createMiddleware<AppEnv>(async (c, next) => {
  const auth = c.get("auth");
  const { db } = c.get("deps");
  const tenant = c.get("site").tenant.id;
  c.set("actor", async () =>
    auth ? { user: auth.user, organizationIds: await membershipIds(db, tenant, auth.user.id) } : ANONYMOUS,
  );
  c.set("actorUser", auth?.user ?? null);
  return next();
});

const ORGANIZATION_ID = /^[1-9]\d{0,9}$/;

/**
 * Spec section 6: requests carry the selected organization (Current-Organization-Id). One the user does not
 * belong to is a 403, never a silent fallback (DESIGN.md section 5).
 */
export const selectedOrganization = createMiddleware<AppEnv>(async (c, next) => {
  c.set("organizationId", null);
  const header = c.req.header("current-organization-id");
  const auth = c.get("auth");
  // Anonymous calls have nothing to scope, and the list of one's organizations is where a selection comes from.
  if (!header || !auth || c.req.path.endsWith("/current_organizations")) return next();
  const id = ORGANIZATION_ID.test(header) ? Number(header) : null;
  if (id === null || !(await isActiveMember(c.get("deps").db, c.get("site").tenant.id, auth.user.id, id))) {
    throw new AppError(403, "forbidden", c.get("t")("api-errors:detail.notYourOrganization", { value: header.slice(0, 40) }), [
      { source: { header: "Current-Organization-Id" } },
    ]);
  }
  c.set("organizationId", id);
  return next();
});
