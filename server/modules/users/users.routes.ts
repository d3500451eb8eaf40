import { type Context, Hono } from "hono";
import type { z } from "zod";
import { roleChangeSchema, userInviteSchema, userUpdateSchema } from "../../../contract/users";
import { wireMessage } from "../../../contract/wire";
import { AppError } from "../../http/app-error";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { listPage } from "../../http/jsonapi/pagination";
import { pathId } from "../../http/jsonapi/path-id";
import { jsonApiQuery } from "../../http/jsonapi/query-input";
import { exportFormat, sendExport } from "../../http/list-export";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { sendTemplatedMail } from "../../mail/templates/templated-mail.service";
import { type Actor, isTenantAdmin } from "../../policy/actor";
import { signedIn } from "../../policy/authorize";
import { signedInSession } from "../identity/authenticate.middleware";
import { confirmationMail, invitationMail } from "../identity/identity-mails.service";
import { issueResetToken } from "../identity/password-reset.service";
import { newConfirmationToken } from "../identity/signup.service";
import { anonymiseUser, changeUserStatus, removeRole, UserTransitionError } from "../identity/user-admin.service";
import { canGrantRole, canUser, grantableRoles, userListScope, userPermissions } from "../identity/users.policy";
import { createUser, findUserByEmail, findUserWithRoles, type UserWithRoles, updateUser } from "../identity/users.service";
import { visibleOrganizationsOfUsers } from "../organizations/user-organizations.service";
import { mailSenderOf } from "../tenancy/mail-sender.service";
import { requireRoleOrganization } from "./role-grant";
import { usersTable } from "./user-export";
import { listUsers } from "./user-list.service";
import { grantRole } from "./user-roles.service";
import { userAccess, userListAccess } from "./users.access";
import { toUserFilter } from "./users.query";
import { administeredUserResource } from "./users.resource";

export const userRoutes = new Hono<AppEnv>();

const USER_QUERY = { includes: ["roles", "organizations"], filters: ["search", "status_eq", "with_role", "organization_id_eq"] };
const forbidden = (c: Context<AppEnv>) => new AppError(403, "forbidden", c.get("t")("api-errors:generic.noAccessToAction"));

/** The users with their organizations when the query includes them, each as the actor may see it. */
async function withOrganizations(c: Context<AppEnv>, actor: Actor, rows: UserWithRoles[], include: Set<string>) {
  if (!include.has("organizations")) return rows;
  const { deps, site } = c.var;
  const ids = rows.map((row) => row.id);
  const byUser = await visibleOrganizationsOfUsers(deps.db, site.tenant.id, actor, deps.appConfig, ids);
  return rows.map((row) => ({ ...row, organizations: byUser.get(row.id) ?? [] }));
}

/** `/users/:id`: an id that cannot be ours is a 404 like an unknown user. */
const userId = pathId("user");

userRoutes.get(
  "/users",
  responds({
    summary: "List users",
    description: "The centre's users for its staff; an organization's for its superusers. `include=organizations` adds theirs.",
    resource: (c) => administeredUserResource(c.get("t")),
    list: "paged",
    spreadsheet: "the list with its filters applied: names, contact details, roles and status, never a secret",
    errors: [401, 403],
  }),
  userListAccess,
  jsonApiQuery({ ...USER_QUERY, maxPageSize: 1000 }),
  async (c) => {
    const { deps, site, t, userScope: scope } = c.var;
    const actor = await c.get("actor")();
    const query = c.req.valid("query");
    const filter = toUserFilter(c, query.filter);
    const format = exportFormat(c);
    if (format) return sendExport(c, format, await usersTable(deps.db, site.tenant.id, { ...scope, ...filter }, t));
    const { rows, total } = await listUsers(deps.db, site.tenant.id, { ...scope, ...filter }, query.page);
    return sendDocument(
      c,
      toResourceDocument(administeredUserResource(t), await withOrganizations(c, actor, rows, query.include), {
        ...query,
        list: listPage(c, query.page, total),
        meta: {
          // Whoever may list may invite (POST /users asks the same scope); the roles are those canGrantRole allows.
          canInvite: true,
          grantableRoles: grantableRoles(actor),
        },
      }),
    );
  },
);

userRoutes.get(
  "/users/:id",
  responds({ summary: "Read a user", resource: (c) => administeredUserResource(c.get("t")) }),
  jsonApiQuery(USER_QUERY),
  signedIn,
  userId,
  userAccess("read"),
  async (c) => {
    const { targetUser: target } = c.var;
    const actor = await c.get("actor")();
    const query = c.req.valid("query");
    return sendDocument(
      c,
      toResourceDocument(administeredUserResource(c.get("t")), (await withOrganizations(c, actor, [target], query.include))[0], {
        ...query,
        meta: { ...userPermissions(actor, target) },
      }),
    );
  },
);

// Signed in: staff invite someone (signing up without a session is handled by signup.routes).
// Whoever may list users may invite (the list's meta says so); the session gives the inviter's name for the mail.
const mayInvite = signedInSession((actor) => userListScope(actor) !== null);

userRoutes.post(
  "/users",
  responds({
    summary: "Invite a user (or sign up)",
    description:
      "Signed in, whoever may list users invites one (201, the user); a visitor signs himself up instead: 202 with `meta.message` whether or not the address has an account.",
    resource: (c) => administeredUserResource(c.get("t")),
    status: 201,
    accepted: wireMessage,
  }),
  mayInvite,
  jsonApiBody("users", userInviteSchema),
  async (c) => {
    const { deps, site, t, session: auth } = c.var;
    const actor = await c.get("actor")();
    const input = c.req.valid("json");
    if (input.role && !canGrantRole(actor, input.role)) throw forbidden(c);
    if (await findUserByEmail(deps.db, site.tenant.id, input.email)) {
      throw new AppError(422, "validation_failed", t("api-errors:detail.emailTaken"), [
        { source: { pointer: "/data/attributes/email" }, detail: t("api-errors:detail.emailTaken") },
      ]);
    }
    // An organization only travels with an organization role; without a role it would be silently lost, so it is refused.
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
      locale: input.locale ?? c.get("locale"),
    });
    if (input.role) await grantRole(deps.db, site.tenant.id, auth.user.id, created.id, input.role, input.organization_id ?? null);
    const token = await issueResetToken(deps.db, site.tenant.id, created.id);
    const mail = invitationMail({ user: created, origin: site.origin }, token, `${auth.user.firstName} ${auth.user.lastName}`);
    await sendTemplatedMail(deps.jobs, mailSenderOf(site, created.email), mail);
    const withRoles = await findUserWithRoles(deps.db, site.tenant.id, created.id);
    return sendDocument(
      c,
      toResourceDocument(administeredUserResource(t), withRoles ?? created, { include: new Set(["roles"]) }),
      201,
    );
  },
);

type UserUpdate = z.output<typeof userUpdateSchema>;

async function update(c: Context<AppEnv>, input: UserUpdate) {
  const { deps, site, t, user, targetUser: target } = c.var;
  if (input.status && input.status !== target.status) {
    if (!canUser(await c.get("actor")(), "changeStatus", target)) throw forbidden(c);
    try {
      await changeUserStatus(deps.db, site.tenant.id, user.id, target, input.status);
    } catch (error) {
      if (!(error instanceof UserTransitionError)) throw error;
      throw new AppError(422, "unprocessable", t("api-errors:detail.badUserTransition", { from: error.from, to: error.to }), [
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
  return sendDocument(c, toResourceDocument(administeredUserResource(t), updated ?? target, { include: new Set(["roles"]) }));
}
userRoutes.on(
  ["PATCH", "PUT"],
  "/users/:id",
  responds({
    summary: "Update a user",
    description: "His details, or his status along the allowed transitions.",
    resource: (c) => administeredUserResource(c.get("t")),
  }),
  signedIn,
  userId,
  userAccess("update"),
  jsonApiBody("users", userUpdateSchema),
  (c) => update(c, c.req.valid("json")),
);

userRoutes.delete(
  "/users/:id",
  responds({ summary: "Delete a user", description: "Anonymises him: his personal details are erased." }),
  signedIn,
  userId,
  userAccess("delete"),
  async (c) => {
    await anonymiseUser(c.get("deps").db, c.get("site").tenant.id, c.get("user").id, c.get("targetUser").id);
    return c.body(null, 204);
  },
);

type RoleChange = z.output<typeof roleChangeSchema>;

async function roleChange(c: Context<AppEnv>, kind: "add" | "remove", input: RoleChange) {
  const { deps, site, t, user, targetUser: target } = c.var;
  const actor = await c.get("actor")();
  if (!canGrantRole(actor, input.role) || (input.role === "admin" && !isTenantAdmin(actor))) throw forbidden(c);
  const organizationId = input.organization_id ?? null;
  // Removing needs no such check: a grant that does not exist is refused below, whatever it names.
  if (kind === "add") await requireRoleOrganization(c, input.role, organizationId, target.centerId);
  if (kind === "add") await grantRole(deps.db, site.tenant.id, user.id, target.id, input.role, organizationId);
  else if (!(await removeRole(deps.db, site.tenant.id, user.id, target.id, input.role, organizationId))) {
    throw new AppError(422, "unprocessable", t("api-errors:detail.roleNotGranted"), [
      { source: { pointer: "/data/attributes/role" } },
    ]);
  }
  const updated = await findUserWithRoles(deps.db, site.tenant.id, target.id);
  return sendDocument(c, toResourceDocument(administeredUserResource(t), updated ?? target, { include: new Set(["roles"]) }));
}
userRoutes.put(
  "/users/:id/add_role",
  responds({
    summary: "Give a user a role",
    description: "For the centre, or for one organization.",
    resource: (c) => administeredUserResource(c.get("t")),
  }),
  signedIn,
  userId,
  userAccess("manageRoles"),
  jsonApiBody("users", roleChangeSchema),
  (c) => roleChange(c, "add", c.req.valid("json")),
);
userRoutes.delete(
  "/users/:id/remove_role",
  responds({ summary: "Take a role from a user", resource: (c) => administeredUserResource(c.get("t")), status: 200 }),
  signedIn,
  userId,
  userAccess("manageRoles"),
  jsonApiBody("users", roleChangeSchema),
  (c) => roleChange(c, "remove", c.req.valid("json")),
);

userRoutes.post(
  "/users/:id/resend_confirmation_instructions",
  responds({ summary: "Resend a user's invitation or confirmation link", meta: wireMessage, status: 202 }),
  signedInSession(),
  userId,
  userAccess("resendConfirmation"),
  async (c) => {
    const { deps, site, session: auth, targetUser: target } = c.var;
    const context = { user: target, origin: site.origin };
    if (target.status === "invited") {
      // An invited user has no password yet: a confirmation link would not let him in, a fresh invitation does.
      const token = await issueResetToken(deps.db, site.tenant.id, target.id);
      const mail = invitationMail(context, token, `${auth.user.firstName} ${auth.user.lastName}`);
      await sendTemplatedMail(deps.jobs, mailSenderOf(site, target.email), mail);
    } else if (target.confirmedAt === null && target.status !== "archived") {
      const token = await newConfirmationToken(deps.db, site.tenant.id, target.id);
      const mail = confirmationMail(context, token);
      await sendTemplatedMail(deps.jobs, mailSenderOf(site, target.email), mail);
    }
    return sendDocument(c, { meta: { message: c.get("t")("identity:signupSuccess.resent") } }, 202);
  },
);
