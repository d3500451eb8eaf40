import { Hono } from "hono";
import { pathId } from "../../http/jsonapi/path-id";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { sendTemplatedMail } from "../../mail/templates/templated-mail.service";
import { signedInSession } from "../identity/authenticate.middleware";
import { twoFactorResetMail } from "../identity/identity-mails.service";
import { resetTwoFactor } from "../identity/two-factor.service";
import { mailSenderOf } from "../tenancy/mail-sender.service";
import { userAccess } from "./users.access";

/** A tenant admin resets a staff member's two-step sign-in (issue 44): audited, and the person is told by mail. */
export const twoFactorResetRoutes = new Hono<AppEnv>();

twoFactorResetRoutes.delete(
  "/users/:id/two_factor",
  responds({
    summary: "Reset a user's two-step sign-in",
    description: "By a tenant admin for a staff member: audited, and the person is told by mail.",
  }),
  signedInSession(),
  pathId("user"),
  userAccess("resetTwoFactor"),
  async (c) => {
    const { deps, site, session, targetUser: target } = c.var;
    await resetTwoFactor(deps.db, site.tenant.id, session.user.id, target.id);
    const mail = twoFactorResetMail({ user: target, origin: site.origin });
    await sendTemplatedMail(deps.jobs, mailSenderOf(site, target.email), mail);
    return c.body(null, 204);
  },
);
