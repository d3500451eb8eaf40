import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { AppError } from "../../http/app-error";
import { clearAuthCookies, setAuthCookies, setAuthHeaders } from "../../http/auth-cookies";
import { described } from "../../http/openapi/described";
import { changesState, provenanceOf } from "../../http/same-origin";
import type { AppEnv } from "../../http/types";
import { authorize, type SignedInActor, signedInUser } from "../../policy/authorize";
import { withAuditImpersonation } from "../audit/audit.service";
import { rotateToken } from "./auth-tokens.service";
import { authenticateOperator, findOperatorById } from "./operators.service";
import { authenticateToken } from "./token-session.service";
import type { UserWithRoles } from "./users.service";

export interface Authentication {
  user: UserWithRoles;
  client: string;
  /** The triple came from cookies (the web app), not headers: writes must pass the Origin check. */
  viaCookie: boolean;
  /** The tenant admin who signed in as this user (impersonation), or null. */
  impersonatorUserId: number | null;
  /** The platform operator who signed in as this user (issue 39), or null. */
  impersonatorOperatorId: number | null;
}

/** Someone else acts as this user: a tenant admin or a platform operator. */
export const isImpersonated = (session: Authentication) =>
  session.impersonatorUserId !== null || session.impersonatorOperatorId !== null;

// The request variable this module sets (decision 8): declared here, so the layers below need not know it.
declare module "hono" {
  interface ContextVariableMap {
    /** The signed-in user of this request, or null. */
    auth: Authentication | null;
    /** The same, set by signedInSession(): only routes that declare it read it. */
    session: Authentication;
  }
}

/**
 * The devise_token_auth triple from headers (API clients) or cookies (the web app). A bad triple leaves the
 * request anonymous and clears the web app's cookies; endpoints that need a user answer 401.
 */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  c.set("auth", null);
  const fromHeaders = c.req.header("access-token") !== undefined;
  const token = fromHeaders ? c.req.header("access-token") : getCookie(c, "access-token");
  const client = fromHeaders ? c.req.header("client") : getCookie(c, "client");
  const uid = fromHeaders ? c.req.header("uid") : getCookie(c, "uid");
  if (!token || !client || !uid) return next();

  const deps = c.get("deps");
  const site = c.get("site");
  const tenant = site.tenant.id;
  const session = await authenticateToken(deps.db, tenant, deps.appConfig, { uid, client, token });
  if (!session) {
    // An operator's session is the platform's: refused on every tenant's API, not taken for a visitor (decision 26).
    if (fromHeaders && (await authenticateOperator(deps.db, { uid, client, token }))) {
      throw new AppError(403, "forbidden", c.get("t")("api-errors:detail.operatorNotOnTenant"));
    }
    if (!fromHeaders) clearAuthCookies(c);
    return next();
  }

  // Cookies ride along on cross-site requests; a write authenticated by them must come from our own pages.
  if (!fromHeaders && changesState(c) && provenanceOf(c) !== "same") {
    throw new AppError(403, "forbidden", c.get("t")("api-errors:detail.badOrigin"));
  }

  const { user } = session;
  c.set("auth", {
    user,
    client,
    viaCookie: !fromHeaders,
    impersonatorUserId: session.impersonatorUserId,
    impersonatorOperatorId: session.impersonatorOperatorId,
  });
  const operatorId = session.impersonatorOperatorId;
  if (operatorId === null) await next();
  else {
    // An operator acting as this user: every audit event of the request names him (issue 39).
    const operator = await findOperatorById(deps.db, operatorId);
    await withAuditImpersonation({ operatorId, operatorEmail: operator?.email ?? null }, next);
  }

  if (session.rotate && c.res.status < 500) {
    const rotated = await rotateToken(deps.db, tenant, session.tokenId);
    if (rotated) {
      const triple = {
        "access-token": rotated.token,
        client: rotated.client,
        uid: user.email,
        expiry: Math.floor(rotated.expiresAt.getTime() / 1000),
      };
      setAuthHeaders(c, triple);
      if (!fromHeaders) setAuthCookies(c, triple);
    }
  }
});

/**
 * The gate of a route that acts on the session itself (its client, its impersonator) or the full user: authorize()
 * (401 for a visitor, 403 when `may` refuses), then `c.get("user")` as signedIn sets it and `c.get("session")`.
 */
export const signedInSession = (may?: (actor: SignedInActor, session: Authentication) => boolean) =>
  described(
    createMiddleware<AppEnv>(async (c, next) => {
      const auth = c.get("auth");
      // Without a policy, any signed-in user passes: his memberships are not needed.
      const user = may ? (await authorize(c, (actor) => auth !== null && may(actor, auth))).user : signedInUser(c);
      c.set("user", user);
      // authorize() has just refused a request without one.
      c.set("session", auth as Authentication);
      await next();
    }),
    { kind: "gate", policy: !!may },
  );
