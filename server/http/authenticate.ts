import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { rotateToken } from "../modules/identity/auth-tokens.service";
import { authenticateToken } from "../modules/identity/token-session.service";
import { AppError } from "./app-error";
import { clearAuthCookies, setAuthCookies, setAuthHeaders } from "./auth-cookies";
import { changesState, provenanceOf } from "./same-origin";
import type { AppEnv } from "./types";

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

  const { deps, site } = c.var;
  const tenant = site.tenant.id;
  const session = await authenticateToken(deps.db, tenant, deps.appConfig, { uid, client, token });
  if (!session) {
    if (!fromHeaders) clearAuthCookies(c);
    return next();
  }

  // Cookies ride along on cross-site requests; a write authenticated by them must come from our own pages.
  if (!fromHeaders && changesState(c) && provenanceOf(c) !== "same") {
    throw new AppError(403, "forbidden", c.var.t("errors:detail.badOrigin"));
  }

  const { user } = session;
  c.set("auth", { user, client, viaCookie: !fromHeaders, impersonatorUserId: session.impersonatorUserId });
  await next();

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

/** For handlers: the signed-in user, or a 401. */
export function requireUser(c: { var: AppEnv["Variables"] }) {
  const auth = c.var.auth;
  if (!auth) throw new AppError(401, "not_authorized", c.var.t("errors:detail.signInRequired"));
  return auth;
}
