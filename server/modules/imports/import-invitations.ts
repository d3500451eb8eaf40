import type { Context } from "hono";
import type { AppEnv } from "../../http/types";
import { sendTemplatedMail } from "../../mail/templates/templated-mail.service";
import { invitationMail } from "../identity/identity-mails.service";
import { issueResetToken } from "../identity/password-reset.service";
import { findUserWithRoles } from "../identity/users.service";
import { mailSenderOf } from "../tenancy/mail-sender.service";

/**
 * Invites the volunteers an import made with "uitnodigen: ja", as staff's invitation does (POST /users): a
 * single-use link to choose their own password, through the mail queue; never a password of ours.
 */
export async function sendInvitations(c: Context<AppEnv>, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  const { deps, site, user: actor } = c.var;
  const tenant = site.tenant.id;
  const inviter = await findUserWithRoles(deps.db, tenant, actor.id);
  const inviterName = inviter ? `${inviter.firstName} ${inviter.lastName}` : site.center.name;
  for (const id of userIds) {
    const invited = await findUserWithRoles(deps.db, tenant, id);
    if (invited?.status !== "invited") continue;
    const token = await issueResetToken(deps.db, tenant, id);
    const mail = invitationMail({ user: invited, origin: site.origin }, token, inviterName);
    await sendTemplatedMail(deps.jobs, mailSenderOf(site, invited.email), mail);
  }
}
