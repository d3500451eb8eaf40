import type { MailSender } from "../../mail/templates/templated-mail.service";
import type { SiteContext } from "./site-context.middleware";

/** The part of a site context a mail's sender needs (a job has the centre without a request). */
type MailingSite = { tenant: Pick<SiteContext["tenant"], "id">; center: Pick<SiteContext["center"], "id" | "name"> };

/** A mail from the centre a request came in on: its templates, its name as sender. */
export const mailSenderOf = (site: MailingSite, to: string, replyTo?: string): MailSender => ({
  tenant: site.tenant.id,
  centerId: site.center.id,
  center: site.center.name,
  to,
  replyTo,
});
