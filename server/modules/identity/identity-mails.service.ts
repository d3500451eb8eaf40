import { translatorFor } from "../../http/i18n";
import { renderMail } from "../../mail/render";
import { salutationOf, type UserRow } from "./users.service";

interface MailContext {
  user: Pick<UserRow, "gender" | "firstName" | "lastName" | "locale">;
  center: string;
  origin: string;
}

export interface ComposedMail {
  subject: string;
  html: string;
  text: string;
}

/** One e-mail of the identity module in the recipient's language: greeting, text, one button, notes. */
function compose(ctx: MailContext, key: string, url: string, notes: string[], extra: Record<string, string> = {}): ComposedMail {
  const t = translatorFor(ctx.user.locale);
  const { html, text } = renderMail({
    greeting: `${salutationOf(ctx.user, t)},`,
    paragraphs: [t(`mail:${key}.intro`, { center: ctx.center, ...extra })],
    action: { label: t(`mail:${key}.action`), url },
    notes: notes.map((note) => t(note)),
    footer: t("mail:common.footer", { center: ctx.center }),
    buttonFallback: t("mail:common.buttonFallback"),
  });
  return { subject: t(`mail:${key}.subject`), html, text };
}

export const passwordResetMail = (ctx: MailContext, token: string) =>
  compose(ctx, "resetPassword", `${ctx.origin}/${ctx.user.locale}/auth/reset?reset_password_token=${encodeURIComponent(token)}`, [
    "mail:resetPassword.expiry",
    "mail:resetPassword.ignore",
  ]);

export const confirmationMail = (ctx: MailContext, token: string) =>
  compose(ctx, "confirm", `${ctx.origin}/${ctx.user.locale}/confirm?confirmation_token=${encodeURIComponent(token)}`, [
    "mail:confirm.expiry",
  ]);

export const alreadyRegisteredMail = (ctx: MailContext) =>
  compose(ctx, "alreadyRegistered", `${ctx.origin}/${ctx.user.locale}/auth/login-1`, ["mail:alreadyRegistered.hint"]);

export const invitationMail = (ctx: MailContext, token: string, inviter: string) =>
  compose(
    ctx,
    "invitation",
    `${ctx.origin}/${ctx.user.locale}/auth/reset?reset_password_token=${encodeURIComponent(token)}`,
    ["mail:invitation.expiry"],
    {
      inviter,
    },
  );

export const accountDeletionMail = (ctx: MailContext, token: string) =>
  compose(
    ctx,
    "accountDeletion",
    `${ctx.origin}/${ctx.user.locale}/account/verwijderen?deletion_token=${encodeURIComponent(token)}`,
    ["mail:accountDeletion.expiry"],
  );

/** To the new address: the link that makes it the account's e-mail. */
export const emailChangeMail = (ctx: MailContext, token: string, email: string) =>
  compose(
    ctx,
    "emailChange",
    `${ctx.origin}/${ctx.user.locale}/confirm?confirmation_token=${encodeURIComponent(token)}`,
    ["mail:emailChange.expiry", "mail:emailChange.ignore"],
    { email },
  );

/** To the old address: a change was asked for, with the way to withdraw it. */
export const emailChangeRequestedMail = (ctx: MailContext, email: string) =>
  compose(
    ctx,
    "emailChangeRequested",
    `${ctx.origin}/${ctx.user.locale}/profile-edit/email`,
    ["mail:emailChangeRequested.hint"],
    {
      email,
    },
  );

/** To the owner of an account that someone keeps trying to sign in to: nothing is locked, a new password may help. */
export const signInAttackMail = (ctx: MailContext) =>
  compose(ctx, "signInAttack", `${ctx.origin}/${ctx.user.locale}/auth/recover`, ["mail:signInAttack.hint"]);

/** To a new address that has an account already (greeting its owner): nothing changes, and no link is sent. */
export const emailChangeTakenMail = (ctx: MailContext) =>
  compose(ctx, "emailChangeTaken", `${ctx.origin}/${ctx.user.locale}/auth/login-1`, ["mail:emailChangeTaken.hint"]);
