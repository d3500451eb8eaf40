import { Hono } from "hono";
import { signInSchema } from "../../../contract/identity";
import { AppError } from "../../http/app-error";
import { clearAuthCookies, setAuthHeaders } from "../../http/auth-cookies";
import { plainBody } from "../../http/jsonapi/body-input";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { admitSignIn, recordSignInFailure, recordSignInSuccess } from "./auth-limits.service";
import { issueToken, revokeToken } from "./auth-tokens.service";
import { signedInSession } from "./authenticate.middleware";
import { userResource } from "./identity.resource";
import { enqueueMailRequest, IDENTITY_JOBS, mailRequestOf } from "./identity-jobs";
import { verifyPassword } from "./passwords";
import { canSignIn, needsConfirmation } from "./sign-in.service";
import { findUserByEmail, findUserWithRoles } from "./users.service";

/** The devise_token_auth endpoints (spec section 7, DESIGN.md section 4). */
export const authRoutes = new Hono<AppEnv>();

authRoutes.post(
  "/sign_in",
  responds({
    summary: "Sign in",
    description:
      "E-mail and password; the answer's headers carry the token triple (access-token, client, uid) for later requests.",
    resource: userResource,
    errors: [401, 403, 429],
  }),
  plainBody(signInSchema),
  async (c) => {
    const { deps, site, t } = c.var;
    const { email, password } = c.req.valid("json");
    const attempt = await admitSignIn(c, email);

    const account = await findUserByEmail(deps.db, site.tenant.id, email);
    // Unknown and invited accounts verify against a decoy hash: the same work as a wrong password.
    const passwordOk = await verifyPassword(account?.passwordHash ?? null, password);
    if (!account || !passwordOk) {
      if (await recordSignInFailure(c, attempt)) {
        const warning = mailRequestOf(site, email);
        await enqueueMailRequest(deps.jobs, IDENTITY_JOBS.attackWarning, warning);
      }
      throw new AppError(401, "invalid_credentials", t("api-errors:detail.invalidCredentials"));
    }
    await recordSignInSuccess(c, attempt);
    if (needsConfirmation(account)) throw new AppError(401, "unconfirmed_account", t("api-errors:detail.unconfirmedAccount"));
    if (!canSignIn(account, deps.appConfig)) throw new AppError(401, "inactive_account", t("api-errors:detail.inactiveAccount"));

    const user = await findUserWithRoles(deps.db, site.tenant.id, account.id);
    if (!user) throw new AppError(401, "invalid_credentials", t("api-errors:detail.invalidCredentials"));
    // Tenant administrators work across centres; everyone else signs in on the site of his own centre.
    if (user.centerId !== site.center.id && !user.roles.some((r) => r.role === "admin")) {
      throw new AppError(403, "wrong_center", t("api-errors:detail.wrongCenter"));
    }

    const issued = await issueToken(deps.db, site.tenant.id, user.id, c.req.header("user-agent") ?? null);
    setAuthHeaders(c, {
      "access-token": issued.token,
      client: issued.client,
      uid: user.email,
      expiry: Math.floor(issued.expiresAt.getTime() / 1000),
    });
    return sendDocument(c, toResourceDocument(userResource(t), user, { include: new Set(["roles"]) }));
  },
);

authRoutes.delete("/sign_out", signedInSession(), async (c) => {
  const { session } = c.var;
  await revokeToken(c.get("deps").db, c.get("site").tenant.id, session.user.id, session.client);
  if (session.viaCookie) clearAuthCookies(c);
  return c.body(null, 204);
});
