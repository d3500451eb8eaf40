import { type Context, Hono } from "hono";
import { ROLES, type Role, USER_STATUSES, type UserStatus } from "../../../contract/identity";
import { parseResourceId } from "../../../contract/ids";
import { roleChangeSchema, userInviteSchema, userUpdateSchema } from "../../../contract/users";
import { actorOf } from "../../http/actor";
import { AppError } from "../../http/app-error";
import { requireUser } from "../../http/authenticate";
import { readAttributes } from "../../http/jsonapi/body";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { listPage } from "../../http/jsonapi/pagination";
import { parseJsonApiQuery } from "../../http/jsonapi/query";
import type { AppEnv } from "../../http/types";
import { enqueueMail } from "../../mail/mail-jobs";
import { type Actor, isTenantAdmin } from "../../policy/actor";
import { visibleOrganisationsOfUsers } from "../organisations/user-organisations.service";
import { userResource } from "./identity.resource";
import { confirmationMail, invitationMail } from "./identity-mails.service";
import { issueResetToken } from "./password-reset.service";
import { requireRoleOrganization } from "./role-grant";
import { newConfirmationToken } from "./signup.service";
import { addRole, anonymiseUser, changeUserStatus, listUsers, removeRole, UserTransitionError } from "./user-admin.service";
import { canGrantRole, canUser, grantableRoles, type UserAction, userListScope, userPermissions } from "./users.policy";
import { createUser, findUserByEmail, findUserWithRoles, type UserWithRoles, updateUser } from "./users.service";

export const userRoutes = new Hono<AppEnv>();

const USER_QUERY = { includes: ["roles", "organizations"], filters: ["search", "status_eq", "with_role", "organization_id_eq"] };
const forbidden = (c: Context<AppEnv>) => new AppError(403, "forbidden", c.var.t("errors:generic.noAccessToAction"));

/** The users with their organisations when the query includes them, each as the actor may see it. */
async function withOrganisations(c: Context<AppEnv>, actor: Actor, rows: UserWithRoles[], include: Set<string>) {
  if (!include.has("organizations")) return rows;
  const { deps, site } = c.var;
  const ids = rows.map((row) => row.id);
  const byUser = await visibleOrganisationsOfUsers(deps.db, site.tenant.id, actor, deps.appConfig, ids);
  return rows.map((row) => ({ ...row, organizations: byUser.get(row.id) ?? [] }));
}

/** The target user if the actor may do this: unknown or out of reach is a 404, visible but not allowed a 403. */
async function userFor(c: Context<AppEnv>, action: UserAction) {
  requireUser(c);
  const { deps, site, t } = c.var;
  const id = parseResourceId(c.req.param("id"));
  const target = id ? await findUserWithRoles(deps.db, site.tenant.id, id) : null;
  const actor = await actorOf(c);
  if (!target || !canUser(actor, "read", target)) {
    throw new AppError(404, "not_found", t("errors:detail.resourceNotFound", { type: "user", id: c.req.param("id") }));
  }
  if (!canUser(actor, action, target)) throw forbidden(c);
  return { target, actor };
}

userRoutes.get("/users", async (c) => {
  requireUser(c);
  const { deps, site, t } = c.var;
  const actor = await actorOf(c);
  const scope = userListScope(actor);
  if (!scope) throw forbidden(c);
  const query = parseJsonApiQuery(new URL(c.req.url), { ...USER_QUERY, maxPageSize: 1000 }, t);
  const status = query.filter.status_eq as UserStatus | undefined;
  const withRole = query.filter.with_role as Role | undefined;
  if (status && !USER_STATUSES.includes(status))
    throw new AppError(400, "invalid_query", t("errors:detail.unknownFilter", { value: status }));
  if (withRole && !ROLES.includes(withRole))
    throw new AppError(400, "invalid_query", t("errors:detail.unknownFilter", { value: withRole }));
  const organizationId = query.filter.organization_id_eq ? Number(query.filter.organization_id_eq) : undefined;
  const { rows, total } = await listUsers(
    deps.db,
    site.tenant.id,
    { ...scope, search: query.filter.search, status, withRole, organizationId },
    query.page,
  );
  return sendDocument(
    c,
    toResourceDocument(userResource(t), await withOrganisations(c, actor, rows, query.include), {
      ...query,
      list: listPage(c, query.page, total),
      meta: {
        // Whoever may list may invite (POST /users asks the same scope); the roles are those canGrantRole allows.
        canInvite: true,
        grantableRoles: grantableRoles(actor),
      },
    }),
  );
});

userRoutes.get("/users/:id", async (c) => {
  const query = parseJsonApiQuery(new URL(c.req.url), USER_QUERY, c.var.t);
  const { target, actor } = await userFor(c, "read");
  return sendDocument(
    c,
    toResourceDocument(userResource(c.var.t), (await withOrganisations(c, actor, [target], query.include))[0], {
      ...query,
      meta: { ...userPermissions(actor, target) },
    }),
  );
});

// Signed in: staff invite someone (signing up without a session is handled by signup.routes).
userRoutes.post("/users", async (c) => {
  const auth = requireUser(c);
  const { deps, site, t } = c.var;
  const actor = await actorOf(c);
  if (!userListScope(actor)) throw forbidden(c);
  const input = await readAttributes(c, "users", userInviteSchema);
  if (input.role && !canGrantRole(actor, input.role)) throw forbidden(c);
  if (await findUserByEmail(deps.db, site.tenant.id, input.email)) {
    throw new AppError(422, "validation_failed", t("errors:detail.emailTaken"), [
      { source: { pointer: "/data/attributes/email" }, detail: t("errors:detail.emailTaken") },
    ]);
  }
  // An organisation only travels with an organisation role; without a role it would be silently lost, so it is refused.
  if (input.role || input.organization_id) {
    await requireRoleOrganization(c, input.role ?? "volunteer", input.organization_id, auth.user.centerId);
  }
  const created = await createUser(deps.db, site.tenant.id, {
    centerId: auth.user.centerId,
    email: input.email,
    firstName: input.first_name,
    lastName: input.last_name,
    phoneNumber: input.phone_number ?? null,
    status: "invited",
    signupMethod: "created_by_user",
    confirmed: false,
    locale: input.locale ?? c.var.locale,
  });
  if (input.role) await addRole(deps.db, site.tenant.id, auth.user.id, created.id, input.role, input.organization_id ?? null);
  const token = await issueResetToken(deps.db, site.tenant.id, created.id);
  const mail = invitationMail(
    { user: created, center: site.center.name, origin: site.origin },
    token,
    `${auth.user.firstName} ${auth.user.lastName}`,
  );
  await enqueueMail(deps.jobs, { tenant: site.tenant.id, to: created.email, fromName: site.center.name, ...mail });
  const withRoles = await findUserWithRoles(deps.db, site.tenant.id, created.id);
  return sendDocument(c, toResourceDocument(userResource(t), withRoles ?? created, { include: new Set(["roles"]) }), 201);
});

async function update(c: Context<AppEnv>) {
  const auth = requireUser(c);
  const { deps, site, t } = c.var;
  const { target, actor } = await userFor(c, "update");
  const input = await readAttributes(c, "users", userUpdateSchema);
  if (input.status && input.status !== target.status) {
    if (!canUser(actor, "changeStatus", target)) throw forbidden(c);
    try {
      await changeUserStatus(deps.db, site.tenant.id, auth.user.id, target, input.status);
    } catch (error) {
      if (!(error instanceof UserTransitionError)) throw error;
      throw new AppError(422, "unprocessable", t("errors:detail.badUserTransition", { from: error.from, to: error.to }), [
        { source: { pointer: "/data/attributes/status" } },
      ]);
    }
  }
  const updated = await updateUser(deps.db, site.tenant.id, target.id, {
    firstName: input.first_name,
    lastName: input.last_name,
    phoneNumber: input.phone_number,
    jobTitle: input.job_title,
    gender: input.gender,
    locale: input.locale,
  });
  return sendDocument(c, toResourceDocument(userResource(t), updated ?? target, { include: new Set(["roles"]) }));
}
userRoutes.patch("/users/:id", update);
userRoutes.put("/users/:id", update);

userRoutes.delete("/users/:id", async (c) => {
  const auth = requireUser(c);
  const { target } = await userFor(c, "delete");
  await anonymiseUser(c.var.deps.db, c.var.site.tenant.id, auth.user.id, target.id);
  return c.body(null, 204);
});

async function roleChange(c: Context<AppEnv>, kind: "add" | "remove") {
  const auth = requireUser(c);
  const { deps, site, t } = c.var;
  const { target, actor } = await userFor(c, "manageRoles");
  const input = await readAttributes(c, "users", roleChangeSchema);
  if (!canGrantRole(actor, input.role) || (input.role === "admin" && !isTenantAdmin(actor))) throw forbidden(c);
  const organizationId = input.organization_id ?? null;
  // Removing needs no such check: a grant that does not exist is refused below, whatever it names.
  if (kind === "add") await requireRoleOrganization(c, input.role, organizationId, target.centerId);
  if (kind === "add") await addRole(deps.db, site.tenant.id, auth.user.id, target.id, input.role, organizationId);
  else if (!(await removeRole(deps.db, site.tenant.id, auth.user.id, target.id, input.role, organizationId))) {
    throw new AppError(422, "unprocessable", t("errors:detail.roleNotGranted"), [
      { source: { pointer: "/data/attributes/role" } },
    ]);
  }
  const updated = await findUserWithRoles(deps.db, site.tenant.id, target.id);
  return sendDocument(c, toResourceDocument(userResource(t), updated ?? target, { include: new Set(["roles"]) }));
}
userRoutes.put("/users/:id/add_role", (c) => roleChange(c, "add"));
userRoutes.delete("/users/:id/remove_role", (c) => roleChange(c, "remove"));

userRoutes.post("/users/:id/resend_confirmation_instructions", async (c) => {
  const auth = requireUser(c);
  const { deps, site } = c.var;
  const { target } = await userFor(c, "resendConfirmation");
  const context = { user: target, center: site.center.name, origin: site.origin };
  if (target.status === "invited") {
    // An invited user has no password yet: a confirmation link would not let him in, a fresh invitation does.
    const token = await issueResetToken(deps.db, site.tenant.id, target.id);
    const mail = invitationMail(context, token, `${auth.user.firstName} ${auth.user.lastName}`);
    await enqueueMail(deps.jobs, { tenant: site.tenant.id, to: target.email, fromName: site.center.name, ...mail });
  } else if (target.confirmedAt === null && target.status !== "archived") {
    const token = await newConfirmationToken(deps.db, site.tenant.id, target.id);
    const mail = confirmationMail(context, token);
    await enqueueMail(deps.jobs, { tenant: site.tenant.id, to: target.email, fromName: site.center.name, ...mail });
  }
  return sendDocument(c, { meta: { message: c.var.t("identity:signupSuccess.resent") } }, 202);
});
