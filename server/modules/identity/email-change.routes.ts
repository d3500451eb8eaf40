import { type Context, Hono } from "hono";
import { AppError } from "../../http/app-error";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { responds } from "../../http/openapi/responds";
import { tooManyRequests } from "../../http/rate-limit";
import type { AppEnv } from "../../http/types";
import { sendTemplatedMail } from "../../mail/templates/templated-mail.service";
import { mailSenderOf } from "../tenancy/mail-sender.service";
import { accountMailWait, countAccountMail, currentPasswordWait, recordCurrentPasswordFailure } from "./auth-limits.service";
import { type Authentication, isImpersonated, signedInSession } from "./authenticate.middleware";
import { cancelEmailChange, requestEmailChange } from "./email-change.service";
import { userResource } from "./identity.resource";
import { emailChangeMail, emailChangeRequestedMail, emailChangeTakenMail } from "./identity-mails.service";
import { verifyPassword } from "./passwords";
import { findUserWithRoles, normaliseEmail } from "./users.service";

const invalid = (c: Context<AppEnv>, field: string, detail: string) =>
  new AppError(422, "validation_failed", c.get("t")("api-errors:api.validation_failed"), [
    { detail, source: { pointer: `/data/attributes/${field}` } },
  ]);

const mailKey = (c: Context<AppEnv>, auth: Authentication) => `${c.get("site").tenant.id}:${auth.user.id}`;

/**
 * Everything that can refuse an e-mail change, checked before anything is written: an admin signed in as the user,
 * the same address, too many mails, a wrong password (five wrong ones lock the check for a while).
 */
export async function checkEmailChange(c: Context<AppEnv>, auth: Authentication, email: string, password: string) {
  const { t } = c.var;
  if (isImpersonated(auth)) throw new AppError(403, "forbidden", t("api-errors:generic.noAccessToAction"));
  if (normaliseEmail(email) === auth.user.email) throw invalid(c, "email", t("profile:errors.sameEmail"));
  const wait = Math.max(await currentPasswordWait(c, auth.user.id), await accountMailWait(c, "email-change", mailKey(c, auth)));
  if (wait > 0) throw tooManyRequests(c, wait);
  if (!(await verifyPassword(auth.user.passwordHash, password))) {
    await recordCurrentPasswordFailure(c, auth.user.id);
    throw invalid(c, "current_password", t("api-errors:detail.currentPasswordWrong"));
  }
}

/** Stores the new address as unconfirmed and queues the mails: to the new address, and a notice to the old one. */
export async function startEmailChange(c: Context<AppEnv>, auth: Authentication, email: string, notifyOldAddress = true) {
  const { deps, site } = c.var;
  await countAccountMail(c, "email-change", mailKey(c, auth));
  const plan = await requestEmailChange(deps.db, site.tenant.id, auth.user.id, email);
  const { origin } = site;
  const newAddress = plan.user.unconfirmedEmail ?? email;
  const mail =
    plan.kind === "link"
      ? emailChangeMail({ user: plan.user, origin }, plan.token, newAddress)
      : emailChangeTakenMail({ user: plan.owner, origin });
  await sendTemplatedMail(deps.jobs, mailSenderOf(site, newAddress), mail);
  if (notifyOldAddress) {
    const notice = emailChangeRequestedMail({ user: plan.user, origin }, newAddress);
    await sendTemplatedMail(deps.jobs, mailSenderOf(site, plan.user.email), notice);
  }
}

async function sendCurrentUser(c: Context<AppEnv>, auth: Authentication) {
  const user = await findUserWithRoles(c.get("deps").db, c.get("site").tenant.id, auth.user.id);
  return sendDocument(c, toResourceDocument(userResource(c.get("t")), user ?? auth.user, { include: new Set(["roles"]) }));
}

const nothingPending = (c: Context<AppEnv>) =>
  new AppError(422, "unprocessable", c.get("t")("profile:errors.noPendingChange"), [
    { source: { pointer: "/data/attributes/unconfirmed_email" } },
  ]);

export const emailChangeRoutes = new Hono<AppEnv>();

// A fresh link to the pending address (the earlier one stops working); the old address was told already.
emailChangeRoutes.post(
  "/current_user/resend_confirmation_instructions",
  responds({
    summary: "Resend the new e-mail address's link",
    description: "A fresh link to the pending address; the earlier one stops working.",
    resource: (c) => userResource(c.get("t")),
    status: 200,
    errors: [403],
  }),
  signedInSession(),
  async (c) => {
    const { session: auth } = c.var;
    const pending = auth.user.unconfirmedEmail;
    if (!pending) throw nothingPending(c);
    if (isImpersonated(auth)) throw new AppError(403, "forbidden", c.get("t")("api-errors:generic.noAccessToAction"));
    const wait = await accountMailWait(c, "email-change", mailKey(c, auth));
    if (wait > 0) throw tooManyRequests(c, wait);
    await startEmailChange(c, auth, pending, false);
    return sendCurrentUser(c, auth);
  },
);

// Withdraws the pending change; the e-mail stays as it is.
emailChangeRoutes.delete(
  "/current_user/unconfirmed_email",
  responds({
    summary: "Withdraw an e-mail address change",
    resource: (c) => userResource(c.get("t")),
    status: 200,
    errors: [422],
  }),
  signedInSession(),
  async (c) => {
    const { session: auth } = c.var;
    if (!(await cancelEmailChange(c.get("deps").db, c.get("site").tenant.id, auth.user.id))) throw nothingPending(c);
    return sendCurrentUser(c, auth);
  },
);
