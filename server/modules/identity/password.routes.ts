import { Hono } from "hono";
import { passwordResetRequestSchema, passwordUpdateSchema } from "../../../contract/passwords-input";
import type { Translate } from "../../../contract/validation";
import { AppError } from "../../http/app-error";
import { readPlainBody } from "../../http/jsonapi/body";
import { clientAddress, tooManyRequests } from "../../http/rate-limit";
import type { AppEnv } from "../../http/types";
import { enqueueMail } from "../../mail/mail-jobs";
import { passwordResetMail } from "./identity-mails.service";
import { changePassword, finishPasswordReset, startPasswordReset } from "./password-reset.service";
import { verifyPassword } from "./passwords";

export const passwordRoutes = new Hono<AppEnv>();

// POST /auth/password: always the same answer, so nobody learns whether an address has an account.
passwordRoutes.post("/password", async (c) => {
  const { email } = await readPlainBody(c, passwordResetRequestSchema);
  const { deps, site, authLimits } = c.var;
  const address = clientAddress(c);
  const wait = authLimits.mailRequestsPerAddress.retryAfterMs(address);
  if (wait > 0) throw tooManyRequests(c, wait);
  authLimits.mailRequestsPerAddress.hit(address);
  const accountKey = `${site.tenant.id}:${email.trim().toLowerCase()}`;
  // Past the per-account limit the answer stays the same, but no more mail goes out.
  const mayMail = authLimits.mailsPerAccount.retryAfterMs(accountKey) === 0;
  authLimits.mailsPerAccount.hit(accountKey);
  const started = mayMail ? await startPasswordReset(deps.db, site.tenant.id, email) : null;
  if (started) {
    const mail = passwordResetMail({ user: started.user, center: site.center.name, origin: site.origin }, started.token);
    await enqueueMail(deps.jobs, { tenant: site.tenant.id, to: started.user.email, fromName: site.center.name, ...mail });
  }
  return c.json({ meta: { message: c.var.t("identity:recover.sent") } }, 200, { "Content-Type": "application/vnd.api+json" });
});

// PUT /auth/password: with a reset token from the e-mail, or signed in (then the current password too).
passwordRoutes.put("/password", async (c) => {
  const { deps, site, t, auth } = c.var;
  const input = await readPlainBody(c, passwordUpdateSchema(t as Translate));
  if (input.reset_password_token) {
    const user = await finishPasswordReset(deps.db, site.tenant.id, input.reset_password_token, input.password);
    if (!user)
      throw new AppError(422, "invalid_token", t("errors:detail.invalidResetToken"), [
        { source: { pointer: "/reset_password_token" } },
      ]);
    return c.body(null, 204);
  }
  if (!auth) throw new AppError(401, "not_authorized", t("errors:detail.resetCredentialsMissing"));
  if (!(await verifyPassword(auth.user.passwordHash, input.current_password ?? ""))) {
    throw new AppError(422, "validation_failed", t("errors:detail.currentPasswordWrong"), [
      { source: { pointer: "/current_password" } },
    ]);
  }
  await changePassword(deps.db, site.tenant.id, auth.user.id, input.password);
  return c.body(null, 204);
});
