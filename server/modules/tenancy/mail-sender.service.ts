import type { MailSender } from "../../mail/templates/templated-mail.service";
import type { SiteContext } from "./site-context.middleware";

/** A mail from the centre a request came in on: its templates, its name as sender. */
export const mailSenderOf = (site: SiteContext, to: string, replyTo?: string): MailSender => ({
  tenant: site.tenant.id,
  centerId: site.center.id,
  center: site.center.name,
  to,
  replyTo,
});
