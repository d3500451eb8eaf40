import { Hono } from "hono";
import { passwordResetRequestSchema, passwordUpdateSchema } from "../../../contract/passwords-input";
import type { Translate } from "../../../contract/validation";
import { wireMessage } from "../../../contract/wire";
import { AppError } from "../../http/app-error";
import { plainBody } from "../../http/jsonapi/body-input";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { limitMailRequest, mayMailAccount } from "./auth-limits.service";
import { isImpersonated } from "./authenticate.middleware";
import { enqueueMailRequest, IDENTITY_JOBS, mailRequestOf } from "./identity-jobs";
import { changePassword, finishPasswordReset } from "./password-reset.service";
import { verifyPassword } from "./passwords";
import { deviceOf } from "./two-factor-codes.service";

export const passwordRoutes = new Hono<AppEnv>();

// POST /auth/password: always the same answer, so nobody learns whether an address has an account.
passwordRoutes.post(
  "/password",
  responds({
    summary: "Ask for a password reset link",
    description: "The same answer for any address: nobody learns whether it has an account.",
    meta: wireMessage,
    errors: [429],
  }),
  plainBody(passwordResetRequestSchema),
  async (c) => {
    const { email } = c.req.valid("json");
    const { deps, site } = c.var;
    await limitMailRequest(c, "reset");
    // Past the per-account limit the answer stays the same, but no more mail goes out.
    if (await mayMailAccount(c, "reset", email)) {
      const request = mailRequestOf(site, email);
      await enqueueMailRequest(deps.jobs, IDENTITY_JOBS.passwordReset, request);
    }
    return c.json({ meta: { message: c.get("t")("identity:recover.sent") } }, 200, {
      "Content-Type": "application/vnd.api+json",
    });
  },
);

// PUT /auth/password: with a reset token from the e-mail, or signed in (then the current password too).
// Public: the body is read first, since the token in it is what lets a signed-out user act.
passwordRoutes.put(
  "/password",
  responds({
    summary: "Set a new password",
    description:
      "With the reset token from the e-mail, or signed in with the current password (never by someone acting as the user).",
    status: 204,
    errors: [401, 403],
  }),
  plainBody((c) => passwordUpdateSchema(c.get("t") as Translate)),
  async (c) => {
    const { deps, site, t, auth } = c.var;
    const input = c.req.valid("json");
    if (input.reset_password_token) {
      const user = await finishPasswordReset(deps.db, site.tenant.id, input.reset_password_token, input.password);
      if (!user)
        throw new AppError(422, "invalid_token", t("api-errors:detail.invalidResetToken"), [
          { source: { pointer: "/reset_password_token" } },
        ]);
      return c.body(null, 204);
    }
    if (!auth) throw new AppError(401, "not_authorized", t("api-errors:detail.resetCredentialsMissing"));
    // Someone acting as the user (a tenant admin, a platform operator) never sets his password.
    if (isImpersonated(auth)) throw new AppError(403, "forbidden", t("api-errors:generic.noAccessToAction"));
    if (!(await verifyPassword(auth.user.passwordHash, input.current_password ?? ""))) {
      throw new AppError(422, "validation_failed", t("api-errors:detail.currentPasswordWrong"), [
        { source: { pointer: "/current_password" } },
      ]);
    }
    await changePassword(deps.db, site.tenant.id, auth.user.id, input.password, { client: auth.client, device: deviceOf(c) });
    return c.body(null, 204);
  },
);
