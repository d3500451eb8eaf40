import type { TemplatedMail } from "../../mail/templates/templated-mail.service";
import { recipientValues } from "../identity/recipient-values.service";
import type { UserRow } from "../identity/users.service";

interface DecisionContext {
  recipient: Pick<UserRow, "firstName" | "lastName" | "gender" | "locale">;
  organization: string;
  origin: string;
  reason: string | null;
}

/** The mail to an organization's people when the centre approves or denies its sign-up, in their language. */
export function decisionMail(ctx: DecisionContext, approved: boolean): TemplatedMail {
  const { locale } = ctx.recipient;
  const values = { ...recipientValues(ctx.recipient), organization: ctx.organization };
  return approved
    ? { template: "organization_approved", locale, values: { ...values, login_url: `${ctx.origin}/${locale}/auth/login-1` } }
    : {
        template: "organization_denied",
        locale,
        values: { ...values, reason: ctx.reason ?? "", contact_url: `${ctx.origin}/${locale}/contactformulier` },
      };
}
