import { dateFormat } from "../../../contract/intl-formats";
import type { ContentLocale } from "../../../locales/languages";
import type { TemplatedMail } from "../../mail/templates/templated-mail.service";

interface Recipient {
  name: string;
  locale: ContentLocale;
}

interface WorkshopFacts {
  id: number;
  title: string;
  /** Named to a recipient whose language is English, where the workshop has it (decision 36). */
  titleEn?: string | null;
  startsAt: Date;
  location: string | null;
  online: boolean;
}

const when = (date: Date, locale: ContentLocale) =>
  dateFormat(locale === "en" ? "en-GB" : "nl-NL", {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: "Europe/Amsterdam",
  }).format(date);

/** What every workshop mail says: who, what, when and where, and the workshop's page. */
function valuesOf(recipient: Recipient, origin: string, workshop: WorkshopFacts) {
  return {
    name: recipient.name,
    workshop: (recipient.locale === "en" && workshop.titleEn) || workshop.title,
    when: when(workshop.startsAt, recipient.locale),
    place: workshop.location ?? "",
    workshop_url: `${origin}/${recipient.locale}/workshops/${workshop.id}`,
  };
}

/** To whoever signs up: a seat or a place on the waiting list, with the link to cancel. */
export function registeredMail(
  recipient: Recipient,
  origin: string,
  workshop: WorkshopFacts,
  seated: boolean,
  cancelToken: string,
): TemplatedMail<"workshop_confirmed" | "workshop_waitlisted"> {
  const values = {
    ...valuesOf(recipient, origin, workshop),
    cancel_url: `${origin}/${recipient.locale}/workshops/afmelden?token=${encodeURIComponent(cancelToken)}`,
  };
  return seated
    ? { template: "workshop_confirmed", locale: recipient.locale, values }
    : { template: "workshop_waitlisted", locale: recipient.locale, values };
}

/** To the first on the waiting list when a seat comes free. */
export const promotedMail = (
  recipient: Recipient,
  origin: string,
  workshop: WorkshopFacts,
): TemplatedMail<"workshop_promoted"> => ({
  template: "workshop_promoted",
  locale: recipient.locale,
  values: valuesOf(recipient, origin, workshop),
});

/** To whoever cancelled (or was cancelled by staff): it is done. */
export const cancelledMail = (
  recipient: Recipient,
  origin: string,
  workshop: WorkshopFacts,
): TemplatedMail<"workshop_cancelled"> => ({
  template: "workshop_cancelled",
  locale: recipient.locale,
  values: valuesOf(recipient, origin, workshop),
});
