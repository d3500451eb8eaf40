import type { TemplatedMail } from "../../mail/templates/templated-mail.service";
import { recipientValues } from "./recipient-values.service";
import type { UserRow } from "./users.service";

interface MailContext {
  user: Pick<UserRow, "gender" | "firstName" | "lastName" | "locale">;
  origin: string;
}

const link = (ctx: MailContext, path: string) => `${ctx.origin}/${ctx.user.locale}${path}`;
const token = (value: string) => encodeURIComponent(value);

export const passwordResetMail = (ctx: MailContext, resetToken: string): TemplatedMail<"password_reset"> => ({
  template: "password_reset",
  locale: ctx.user.locale,
  values: { ...recipientValues(ctx.user), reset_url: link(ctx, `/auth/reset?reset_password_token=${token(resetToken)}`) },
});

export const confirmationMail = (ctx: MailContext, confirmationToken: string): TemplatedMail<"confirmation"> => ({
  template: "confirmation",
  locale: ctx.user.locale,
  values: {
    ...recipientValues(ctx.user),
    confirmation_url: link(ctx, `/confirm?confirmation_token=${token(confirmationToken)}`),
  },
});

export const alreadyRegisteredMail = (ctx: MailContext): TemplatedMail<"already_registered"> => ({
  template: "already_registered",
  locale: ctx.user.locale,
  values: { ...recipientValues(ctx.user), login_url: link(ctx, "/auth/login-1") },
});

export const invitationMail = (ctx: MailContext, resetToken: string, inviter: string): TemplatedMail<"invitation"> => ({
  template: "invitation",
  locale: ctx.user.locale,
  values: {
    ...recipientValues(ctx.user),
    inviter,
    set_password_url: link(ctx, `/auth/reset?reset_password_token=${token(resetToken)}`),
  },
});

export const accountDeletionMail = (ctx: MailContext, deletionToken: string): TemplatedMail<"account_deletion"> => ({
  template: "account_deletion",
  locale: ctx.user.locale,
  values: {
    ...recipientValues(ctx.user),
    deletion_url: link(ctx, `/account/verwijderen?deletion_token=${token(deletionToken)}`),
  },
});

/** To the new address: the link that makes it the account's e-mail. */
export const emailChangeMail = (ctx: MailContext, confirmationToken: string, email: string): TemplatedMail<"email_change"> => ({
  template: "email_change",
  locale: ctx.user.locale,
  values: {
    ...recipientValues(ctx.user),
    new_email: email,
    confirmation_url: link(ctx, `/confirm?confirmation_token=${token(confirmationToken)}`),
  },
});

/** To the old address: a change was asked for, with the way to withdraw it. */
export const emailChangeRequestedMail = (ctx: MailContext, email: string): TemplatedMail<"email_change_requested"> => ({
  template: "email_change_requested",
  locale: ctx.user.locale,
  values: { ...recipientValues(ctx.user), new_email: email, email_settings_url: link(ctx, "/profile-edit/email") },
});

/** To the owner of an account that someone keeps trying to sign in to: nothing is locked, a new password may help. */
export const signInAttackMail = (ctx: MailContext): TemplatedMail<"sign_in_attack"> => ({
  template: "sign_in_attack",
  locale: ctx.user.locale,
  values: { ...recipientValues(ctx.user), new_password_url: link(ctx, "/auth/recover") },
});

/** To a new address that has an account already (greeting its owner): nothing changes, and no link is sent. */
export const emailChangeTakenMail = (ctx: MailContext): TemplatedMail<"email_change_taken"> => ({
  template: "email_change_taken",
  locale: ctx.user.locale,
  values: { ...recipientValues(ctx.user), login_url: link(ctx, "/auth/login-1") },
});

/** To a user whose two-step sign-in a higher role reset: he signs in with his password and sets it up anew. */
export const twoFactorResetMail = (ctx: MailContext): TemplatedMail<"two_factor_reset"> => ({
  template: "two_factor_reset",
  locale: ctx.user.locale,
  values: { ...recipientValues(ctx.user), login_url: link(ctx, "/auth/login-1") },
});
