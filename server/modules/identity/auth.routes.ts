import { type Context, Hono } from "hono";
import { signInSchema } from "../../../contract/identity";
import { TWO_FACTOR_DEVICE_HEADER, twoFactorSignInSchema } from "../../../contract/two-factor";
import { AppError } from "../../http/app-error";
import { clearAuthCookies, setAuthHeaders } from "../../http/auth-cookies";
import { plainBody } from "../../http/jsonapi/body-input";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { admitSignIn, recordSignInFailure, recordSignInSuccess, type SignInAttempt } from "./auth-limits.service";
import { issueToken, revokeToken } from "./auth-tokens.service";
import { signedInSession } from "./authenticate.middleware";
import { userResource } from "./identity.resource";
import { enqueueMailRequest, IDENTITY_JOBS, mailRequestOf } from "./identity-jobs";
import { verifyPassword } from "./passwords";
import { canSignIn, needsConfirmation } from "./sign-in.service";
import {
  challengedUserId,
  consumeChallenge,
  hasTwoFactor,
  isRememberedDevice,
  issueChallenge,
  rememberDevice,
  verifySecondStep,
} from "./two-factor.service";
import { deviceOf, failingClosed } from "./two-factor-codes.service";
import { findUserByEmail, findUserWithRoles, type UserWithRoles } from "./users.service";

/** The devise_token_auth endpoints (spec section 7, DESIGN.md section 4). */
export const authRoutes = new Hono<AppEnv>();

/** Counts a wrong password or code; the owner is warned once the account is slowing down. */
async function failedAttempt(c: Context<AppEnv>, attempt: SignInAttempt, email: string) {
  if (await recordSignInFailure(c, attempt)) {
    await enqueueMailRequest(c.get("deps").jobs, IDENTITY_JOBS.attackWarning, mailRequestOf(c.get("site"), email));
  }
}

/** A new session for this device: its triple in the headers, the user in the body. */
async function answerSignedIn(c: Context<AppEnv>, user: UserWithRoles, meta?: Record<string, unknown>) {
  const { deps, site, t } = c.var;
  const issued = await issueToken(deps.db, site.tenant.id, user.id, c.req.header("user-agent") ?? null);
  setAuthHeaders(c, {
    "access-token": issued.token,
    client: issued.client,
    uid: user.email,
    expiry: Math.floor(issued.expiresAt.getTime() / 1000),
  });
  return sendDocument(c, toResourceDocument(userResource(t), user, { include: new Set(["roles"]), meta }));
}

authRoutes.post(
  "/sign_in",
  responds({
    summary: "Sign in",
    description:
      "E-mail and password; the answer's headers carry the token triple (access-token, client, uid) for later requests. " +
      "With two-step sign-in on, a 401 `two_factor_required` carries a `challenge` for POST /auth/two_factor instead.",
    resource: (c) => userResource(c.get("t")),
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
      await failedAttempt(c, attempt, email);
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

    // Two-step sign-in (issue 44): the session waits for a code, unless this device was remembered.
    const device = deviceOf(c);
    if (
      (await hasTwoFactor(deps.db, site.tenant.id, user.id)) &&
      !(await isRememberedDevice(deps.db, site.tenant.id, user.id, device))
    ) {
      const challenge = await issueChallenge(deps.db, site.tenant.id, user.id);
      const detail = t("api-errors:detail.twoFactorRequired");
      throw new AppError(401, "two_factor_required", detail, [{ detail, meta: { challenge } }]);
    }
    return answerSignedIn(c, user);
  },
);

/** The second step: the challenge of POST /auth/sign_in and a code; answers as the sign-in does. */
authRoutes.post(
  "/two_factor",
  responds({
    summary: "Sign in: the second step",
    description:
      "The `challenge` of a sign-in answered `two_factor_required` and a code from the authenticator app (or a recovery " +
      "code); answers as the sign-in does. With `remember`, the Two-Factor-Device header names this device for 30 days.",
    resource: (c) => userResource(c.get("t")),
    errors: [401, 429],
  }),
  plainBody(twoFactorSignInSchema),
  async (c) => {
    const { deps, site, t } = c.var;
    const { challenge, code, remember } = c.req.valid("json");
    const expired = () => new AppError(401, "invalid_token", t("api-errors:detail.twoFactorChallengeExpired"));
    const userId = await challengedUserId(deps.db, site.tenant.id, challenge);
    const user = userId === null ? null : await findUserWithRoles(deps.db, site.tenant.id, userId);
    if (!user) throw expired();
    // Wrong codes count as wrong passwords do (issue 44): the same limits on the same account.
    const attempt = await admitSignIn(c, user.email);
    const step = await failingClosed(c, 401, "/code", () =>
      verifySecondStep(deps.db, deps.secretKeys, site.tenant.id, user.id, code),
    );
    if (!step.ok) {
      await failedAttempt(c, attempt, user.email);
      throw new AppError(401, "invalid_two_factor_code", t("api-errors:detail.twoFactorCodeInvalid"), [
        { detail: t("api-errors:detail.twoFactorCodeInvalid"), source: { pointer: "/code" } },
      ]);
    }
    if (!(await consumeChallenge(deps.db, site.tenant.id, challenge))) throw expired();
    await recordSignInSuccess(c, attempt);
    if (!canSignIn(user, deps.appConfig)) throw new AppError(401, "inactive_account", t("api-errors:detail.inactiveAccount"));
    if (remember) c.header(TWO_FACTOR_DEVICE_HEADER, await rememberDevice(deps.db, site.tenant.id, user.id));
    return answerSignedIn(c, user, step.recoveryCodesLeft === null ? undefined : { recoveryCodesLeft: step.recoveryCodesLeft });
  },
);

authRoutes.delete(
  "/sign_out",
  responds({ summary: "Sign out", description: "Ends this session (and clears the web app's cookies)." }),
  signedInSession(),
  async (c) => {
    const { session } = c.var;
    await revokeToken(c.get("deps").db, c.get("site").tenant.id, session.user.id, session.client);
    if (session.viaCookie) clearAuthCookies(c);
    return c.body(null, 204);
  },
);
