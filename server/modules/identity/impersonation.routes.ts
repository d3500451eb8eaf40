import { Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import { impersonationMeta } from "../../../contract/account-resource";
import { impersonationSchema } from "../../../contract/users";
import { AppError } from "../../http/app-error";
import { AUTH_COOKIES, clearAuthCookies, setAuthCookies, setAuthHeaders } from "../../http/auth-cookies";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { isTenantAdmin } from "../../policy/actor";
import { recordAudit } from "../audit/audit.service";
import { issueToken, revokeToken } from "./auth-tokens.service";
import { isImpersonated, signedInSession } from "./authenticate.middleware";
import { userResource } from "./identity.resource";
import { redeemHandoff } from "./operator-impersonation.service";
import { findOperatorById } from "./operators.service";
import { canUser } from "./users.policy";
import { findUserWithRoles } from "./users.service";

export const impersonationRoutes = new Hono<AppEnv>();

// Authorised before the body is read: whoever may never impersonate learns nothing about its fields.
const mayImpersonate = signedInSession((actor, session) => !isImpersonated(session) && isTenantAdmin(actor));

/** POST /api/v1/sign_in_as_user: a tenant admin gets a session as the target user (recorded in the audit log). */
impersonationRoutes.post(
  "/sign_in_as_user",
  responds({
    summary: "Sign in as another user",
    description: "A tenant admin gets a session as the user (its token headers in the answer), recorded in the audit log.",
    resource: (c) => userResource(c.get("t")),
    meta: impersonationMeta,
    status: 200,
  }),
  mayImpersonate,
  jsonApiBody("users", impersonationSchema),
  async (c) => {
    const { deps, site, t, session: auth } = c.var;
    const actor = await c.get("actor")();
    const { user_id } = c.req.valid("json");
    const target = await findUserWithRoles(deps.db, site.tenant.id, user_id);
    if (!target || !canUser(actor, "read", target))
      throw new AppError(404, "not_found", t("api-errors:detail.resourceNotFound", { type: "user", id: user_id }));
    if (!canUser(actor, "impersonate", target)) throw new AppError(403, "forbidden", t("api-errors:generic.noAccessToAction"));

    const issued = await issueToken(
      deps.db,
      site.tenant.id,
      target.id,
      c.req.header("user-agent") ?? null,
      undefined,
      auth.user.id,
    );
    await recordAudit(deps.db, site.tenant.id, {
      actorUserId: auth.user.id,
      action: "impersonation.start",
      subjectType: "user",
      subjectId: target.id,
    });
    setAuthHeaders(c, {
      "access-token": issued.token,
      client: issued.client,
      uid: target.email,
      expiry: Math.floor(issued.expiresAt.getTime() / 1000),
    });
    return sendDocument(
      c,
      toResourceDocument(userResource(t), target, { include: new Set(["roles"]), meta: { impersonatedBy: auth.user.id } }),
    );
  },
);

/**
 * DELETE /api/v1/sign_in_as_user: ends an impersonation session; the admin's own session was never touched. An
 * operator's impersonation ends the same way (the banner's stop), audited as `operator.impersonation_ended`.
 */
impersonationRoutes.delete(
  "/sign_in_as_user",
  responds({
    summary: "Stop signing in as another user",
    description: "Ends the session as the other user; the admin's own was never touched.",
    errors: [422],
  }),
  signedInSession(),
  async (c) => {
    const { deps, site, t, session: auth } = c.var;
    if (!isImpersonated(auth)) throw new AppError(422, "unprocessable", t("api-errors:detail.notImpersonating"));
    await revokeToken(deps.db, site.tenant.id, auth.user.id, auth.client);
    if (auth.impersonatorOperatorId !== null) {
      const operator = await findOperatorById(deps.db, auth.impersonatorOperatorId);
      await recordAudit(deps.db, site.tenant.id, {
        actorUserId: null,
        action: "operator.impersonation_ended",
        subjectType: "user",
        subjectId: auth.user.id,
        details: { operatorId: auth.impersonatorOperatorId, operatorEmail: operator?.email ?? null, user: auth.user.email },
      });
      if (auth.viaCookie) clearAuthCookies(c);
      return c.body(null, 204);
    }
    await recordAudit(deps.db, site.tenant.id, {
      actorUserId: auth.impersonatorUserId,
      action: "impersonation.stop",
      subjectType: "user",
      subjectId: auth.user.id,
    });
    return c.body(null, 204);
  },
);

/**
 * GET /auth/operator-handoff?token=…, on the tenant's host: a platform operator's one-time handoff (issue 39) becomes
 * the impersonation session's cookies, and the browser goes on to the dashboard. Used or expired, it is a 410.
 */
export const operatorHandoffRoutes = new Hono<AppEnv>();

operatorHandoffRoutes.get(
  "/operator-handoff",
  responds({
    summary: "Take over an operator's handoff",
    description:
      "`?token=`: a platform operator's one-time handoff becomes the session's cookies and the browser goes on to the dashboard; used or expired, a 410.",
    redirect: true,
    query: { token: "The operator's one-time handoff token." },
    errors: [410],
  }),
  async (c) => {
    const { deps, site, t } = c.var;
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    const token = c.req.query("token") ?? "";
    const session = token.length > 0 && token.length <= 100 ? await redeemHandoff(deps.db, site.tenant.id, token) : null;
    if (!session) throw new AppError(410, "invalid_token", t("api-errors:detail.handoffInvalid"));
    const user = await findUserWithRoles(deps.db, site.tenant.id, session.userId);
    // A tenant admin's saved session (the web app's admin-* cookies) is not this one's way back: the stop signs out.
    for (const name of AUTH_COOKIES) deleteCookie(c, `admin-${name}`, { path: "/" });
    setAuthCookies(c, {
      "access-token": session.token,
      client: session.client,
      uid: session.uid,
      expiry: Math.floor(session.expiresAt.getTime() / 1000),
    });
    return c.redirect(`/${user?.locale ?? "nl"}/dashboard`, 303);
  },
);
