import { translatorFor } from "../../http/i18n";
import { renderMail } from "../../mail/render";
import type { UserRow } from "../identity/users.service";

interface DecisionContext {
  recipient: Pick<UserRow, "firstName" | "lastName" | "gender" | "locale">;
  organization: string;
  center: string;
  origin: string;
  reason: string | null;
}

/** The mail to an organisation's people when the centre approves or denies its sign-up, in their language. */
export function decisionMail(ctx: DecisionContext, approved: boolean) {
  const t = translatorFor(ctx.recipient.locale);
  const key = approved ? "organizationApproved" : "organizationDenied";
  const { html, text } = renderMail({
    greeting: `${t(`identity:salutation.${ctx.recipient.gender ?? "other"}`, { firstName: ctx.recipient.firstName, lastName: ctx.recipient.lastName })},`,
    paragraphs: [
      t(`mail:${key}.intro`, {
        organization: ctx.organization,
        center: ctx.center,
        reason: ctx.reason ?? t("mail:organizationDenied.noReason"),
      }),
    ],
    action: { label: t(`mail:${key}.action`), url: `${ctx.origin}/${ctx.recipient.locale}/auth/login-1` },
    footer: t("mail:common.footer", { center: ctx.center }),
    buttonFallback: t("mail:common.buttonFallback"),
  });
  return { subject: t(`mail:${key}.subject`), html, text };
}
