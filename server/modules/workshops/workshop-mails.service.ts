import type { Locale } from "../../../locales/languages";
import { translatorFor } from "../../http/i18n";
import { renderMail } from "../../mail/render";

interface MailContext {
  center: string;
  origin: string;
}

interface Recipient {
  name: string;
  locale: Locale;
}

interface WorkshopFacts {
  id: number;
  title: string;
  startsAt: Date;
  location: string | null;
  online: boolean;
}

const when = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "nl-NL", {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: "Europe/Amsterdam",
  }).format(date);

/** Every workshop mail: a greeting, what and when, a link to the workshop page, and the cancel link when there is one. */
function compose(
  recipient: Recipient,
  ctx: MailContext,
  workshop: WorkshopFacts,
  key: "confirmed" | "waitlisted" | "promoted" | "cancelled",
  cancelToken?: string,
) {
  const t = translatorFor(recipient.locale);
  const place = workshop.location ?? t("mail:workshops.online");
  const params = { title: workshop.title, when: when(workshop.startsAt, recipient.locale), place, center: ctx.center };
  const base = `${ctx.origin}/${recipient.locale}`;
  const { html, text } = renderMail({
    greeting: t("mail:workshops.greeting", { name: recipient.name }),
    paragraphs: [t(`mail:workshops.${key}.intro`, params), t("mail:workshops.details", params)],
    action: { label: t("mail:workshops.action"), url: `${base}/workshops/${workshop.id}` },
    notes: cancelToken
      ? [t("mail:workshops.cancelNote", { url: `${base}/workshops/afmelden?token=${encodeURIComponent(cancelToken)}` })]
      : [],
    footer: t("mail:common.footer", { center: ctx.center }),
    buttonFallback: t("mail:common.buttonFallback"),
  });
  return { subject: t(`mail:workshops.${key}.subject`, params), html, text };
}

/** To whoever signs up: a seat or a place on the waiting list, with the link to cancel. */
export const registeredMail = (
  recipient: Recipient,
  ctx: MailContext,
  workshop: WorkshopFacts,
  seated: boolean,
  cancelToken: string,
) => compose(recipient, ctx, workshop, seated ? "confirmed" : "waitlisted", cancelToken);

/** To the first on the waiting list when a seat comes free. */
export const promotedMail = (recipient: Recipient, ctx: MailContext, workshop: WorkshopFacts) =>
  compose(recipient, ctx, workshop, "promoted");

/** To whoever cancelled (or was cancelled by staff): it is done. */
export const cancelledMail = (recipient: Recipient, ctx: MailContext, workshop: WorkshopFacts) =>
  compose(recipient, ctx, workshop, "cancelled");
