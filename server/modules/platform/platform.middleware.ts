import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { signInSchema } from "../../../contract/identity";
import { passwordResetRequestSchema, passwordUpdateSchema } from "../../../contract/passwords-input";
import { TWO_FACTOR_DEVICE_HEADER, twoFactorSignInSchema } from "../../../contract/two-factor";
import type { Translate } from "../../../contract/validation";
import { baseUrlOf } from "../../config/hosts";
import { AppError } from "../../http/app-error";
import { setAuthHeaders } from "../../http/auth-cookies";
import { readPlainBody } from "../../http/jsonapi/body";
import { sendDocument } from "../../http/jsonapi/errors";
import { described } from "../../http/openapi/described";
import { onOperatorHost } from "../../http/request-host";
import type { AppEnv } from "../../http/types";
import {
  admitSignIn,
  limitMailRequest,
  mayMailAccount,
  recordSignInFailure,
  recordSignInSuccess,
} from "../identity/auth-limits.service";
import {
  challengedOperatorId,
  consumeOperatorChallenge,
  isRememberedOperatorDevice,
  issueOperatorChallenge,
  operatorHasTwoFactor,
  rememberOperatorDevice,
  verifyOperatorSecondStep,
} from "../identity/operator-two-factor.service";
import {
  type AuthTriple,
  authenticateOperator,
  findOperatorByEmail,
  findOperatorById,
  finishOperatorPasswordReset,
  issueOperatorToken,
  isTenantSession,
  type OperatorRow,
  revokeOperatorToken,
  verifyOperatorPassword,
} from "../identity/operators.service";
import { deviceOf, failingClosed } from "../identity/two-factor-codes.service";
import { mailOperatorKey } from "./operator-invitation.service";
import { operatorDocument } from "./platform.resource";

// The request variable this module sets (decision 8).
declare module "hono" {
  interface ContextVariableMap {
    /** The signed-in platform operator of an operator API request. */
    operator: OperatorRow;
    /** The client of his session (sign-out revokes it). */
    operatorClient: string;
  }
}

/** The devise_token_auth triple from the headers (API clients), else the cookies (a browser). */
function tripleOf(c: Context<AppEnv>): AuthTriple | null {
  const fromHeaders = c.req.header("access-token") !== undefined;
  const read = (name: string) => (fromHeaders ? c.req.header(name) : getCookie(c, name));
  const token = read("access-token");
  const client = read("client");
  const uid = read("uid");
  return token && client && uid ? { token, client, uid } : null;
}

// Open to an operator who has not set up his two-step sign-in yet: its set-up (issue 44 item 4).
const SET_UP_PATHS = /^\/api\/v1\/platform\/two_factor(\/|$)/;

/**
 * The gate of the operator API, on any host: an operator's session on the operator host passes; a tenant user's
 * session (an admin's too), or an operator's on a tenant's host, is a 403; no session, or one that is no longer valid,
 * a 401. Before the body is read. An operator without two-step sign-in is a 403 two_factor_setup_required but for
 * its set-up: every operator must use it (he can read every tenant's data).
 */
export const operatorSession = described(
  createMiddleware<AppEnv>(async (c, next) => {
    const { deps, t } = c.var;
    const triple = tripleOf(c);
    const unauthorized = new AppError(401, "not_authorized", t("api-errors:detail.signInRequired"));
    if (!triple) throw unauthorized;
    const operator = await authenticateOperator(deps.db, triple);
    if (operator && onOperatorHost(c)) {
      if (!SET_UP_PATHS.test(c.req.path) && !(await operatorHasTwoFactor(deps.db, operator.id))) {
        throw new AppError(403, "two_factor_setup_required", t("api-errors:detail.operatorTwoFactorSetupRequired"));
      }
      c.set("operator", operator);
      c.set("operatorClient", triple.client);
      return next();
    }
    if (operator || (await isTenantSession(deps.db, triple))) {
      throw new AppError(403, "forbidden", t("api-errors:detail.operatorOnly"));
    }
    throw unauthorized;
  }),
  { kind: "gate", policy: true },
);

/** A new session for this device: its triple in the headers, the operator in the body. */
async function answerSignedIn(c: Context<AppEnv>, operator: OperatorRow, meta?: Record<string, unknown>) {
  const issued = await issueOperatorToken(c.var.deps.db, operator.id, c.req.header("user-agent") ?? null);
  setAuthHeaders(c, {
    "access-token": issued.token,
    client: issued.client,
    uid: operator.email,
    expiry: Math.floor(issued.expiresAt.getTime() / 1000),
  });
  return sendDocument(c, operatorDocument(operator, meta));
}

/**
 * The sign-in protocol's own paths on the operator host (decision 26): the same requests and answers as a tenant
 * user's (POST /auth/sign_in, POST /auth/two_factor for its second step, DELETE /auth/sign_out, POST /auth/password
 * to be mailed a key, PUT /auth/password with it), against the operators' tables. Any other host goes on to the
 * tenants' protocol.
 */
export const operatorAuthProtocol = createMiddleware<AppEnv>(async (c, next) => {
  if (!onOperatorHost(c)) return next();
  const { deps, t } = c.var;
  const route = `${c.req.method} ${c.req.path.replace(/\/$/, "")}`;
  if (route === "POST /auth/sign_in") {
    const { email, password } = await readPlainBody(c, signInSchema);
    const attempt = await admitSignIn(c, email);
    const operator = await verifyOperatorPassword(deps.db, email, password);
    if (!operator) {
      await recordSignInFailure(c, attempt);
      throw new AppError(401, "invalid_credentials", t("api-errors:detail.invalidCredentials"));
    }
    await recordSignInSuccess(c, attempt);
    // Two-step sign-in (issue 44 item 4), as a user's: a challenge for the code, unless this device is remembered.
    if (
      (await operatorHasTwoFactor(deps.db, operator.id)) &&
      !(await isRememberedOperatorDevice(deps.db, operator.id, deviceOf(c)))
    ) {
      const detail = t("api-errors:detail.twoFactorRequired");
      const challenge = await issueOperatorChallenge(deps.db, operator.id);
      throw new AppError(401, "two_factor_required", detail, [{ detail, meta: { challenge } }]);
    }
    return answerSignedIn(c, operator);
  }
  if (route === "POST /auth/two_factor") {
    const { challenge, code, remember } = await readPlainBody(c, twoFactorSignInSchema);
    const expired = () => new AppError(401, "invalid_token", t("api-errors:detail.twoFactorChallengeExpired"));
    const operatorId = await challengedOperatorId(deps.db, challenge);
    const operator = operatorId === null ? null : await findOperatorById(deps.db, operatorId);
    if (!operator) throw expired();
    const attempt = await admitSignIn(c, operator.email);
    const step = await failingClosed(c, 401, "/code", () =>
      verifyOperatorSecondStep(deps.db, deps.secretKeys, operator.id, code),
    );
    if (!step.ok) {
      await recordSignInFailure(c, attempt);
      const detail = t("api-errors:detail.twoFactorCodeInvalid");
      throw new AppError(401, "invalid_two_factor_code", detail, [{ detail, source: { pointer: "/code" } }]);
    }
    if (!(await consumeOperatorChallenge(deps.db, challenge))) throw expired();
    await recordSignInSuccess(c, attempt);
    if (remember) c.header(TWO_FACTOR_DEVICE_HEADER, await rememberOperatorDevice(deps.db, operator.id));
    return answerSignedIn(
      c,
      operator,
      step.recoveryCodesLeft === null ? undefined : { recoveryCodesLeft: step.recoveryCodesLeft },
    );
  }
  if (route === "DELETE /auth/sign_out") {
    return operatorSession(c, async () => {
      await revokeOperatorToken(deps.db, c.get("operator").id, c.get("operatorClient"));
      c.res = c.body(null, 204);
    });
  }
  if (route === "POST /auth/password") {
    // The same answer whether or not the address is an operator's, as for a tenant's users.
    const { email } = await readPlainBody(c, passwordResetRequestSchema);
    await limitMailRequest(c, "reset");
    const operator = await findOperatorByEmail(deps.db, email);
    if (operator && (await mayMailAccount(c, "reset", email))) {
      await mailOperatorKey(deps.db, deps.jobs, operator, baseUrlOf(deps.hosts.operatorHost, deps.hosts.port), "reset");
    }
    return c.json({ meta: { message: t("identity:recover.sent") } }, 200, { "Content-Type": "application/vnd.api+json" });
  }
  if (route === "PUT /auth/password") {
    const input = await readPlainBody(c, passwordUpdateSchema(t as Translate));
    const operator = input.reset_password_token
      ? await finishOperatorPasswordReset(deps.db, input.reset_password_token, input.password)
      : null;
    if (!operator) {
      throw new AppError(422, "invalid_token", t("api-errors:detail.invalidResetToken"), [
        { source: { pointer: "/reset_password_token" } },
      ]);
    }
    return c.body(null, 204);
  }
  throw new AppError(404, "not_found", t("api-errors:detail.operatorHost"));
});
