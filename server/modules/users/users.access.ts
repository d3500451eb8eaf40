import { createMiddleware } from "hono/factory";
import { AppError } from "../../http/app-error";
import type { AppEnv } from "../../http/types";
import { authorize } from "../../policy/authorize";
import { canUser, type UserAction, userListScope } from "../identity/users.policy";
import { findUserWithRoles, type UserWithRoles } from "../identity/users.service";

type UserListScope = NonNullable<ReturnType<typeof userListScope>>;

declare module "hono" {
  interface ContextVariableMap {
    /** The user the path names, set by userAccess(): only routes that declare it read it. */
    targetUser: UserWithRoles;
    /** Which users the actor's list shows, set by userListAccess. */
    userScope: UserListScope;
  }
}

/**
 * After a signed-in gate and pathId: the user as `c.get("targetUser")` if the actor may do this with him. Unknown or
 * out of the actor's reach is a 404 (no existence leak); one he may see but not change a 403.
 */
export const userAccess = (action: UserAction) =>
  createMiddleware<AppEnv, string, { out: { param: { id: number } } }>(async (c, next) => {
    const { deps, site, t } = c.var;
    const { id } = c.req.valid("param");
    const target = await findUserWithRoles(deps.db, site.tenant.id, id);
    if (!target || !canUser(await c.get("actor")(), "read", target)) {
      throw new AppError(404, "not_found", t("api-errors:detail.resourceNotFound", { type: "user", id }));
    }
    await authorize(c, (actor) => canUser(actor, action, target));
    c.set("targetUser", target);
    await next();
  });

/** Staff list (and invite) users: the scope as `c.get("userScope")`; anyone else a 403. */
export const userListAccess = createMiddleware<AppEnv>(async (c, next) => {
  const actor = await authorize(c, (actor) => userListScope(actor) !== null);
  // authorize() has just seen it is not null.
  c.set("userScope", userListScope(actor) as UserListScope);
  await next();
});
