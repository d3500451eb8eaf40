import { dateFormat } from "../../../contract/intl-formats";
import type { TemplatedMail } from "../../mail/templates/templated-mail.service";
import { recipientValues } from "../identity/recipient-values.service";

interface StillOpenContext {
  recipient: { firstName: string; lastName: string; gender: string | null; locale: "nl" | "en" };
  vacancy: { title: string; expiresAt: Date | null };
  origin: string;
  token: string;
}

/** A week before the end date: one click keeps the vacancy open, without signing in. */
export function stillOpenMail(ctx: StillOpenContext): TemplatedMail<"vacancy_still_open"> {
  const { locale } = ctx.recipient;
  const endDate = ctx.vacancy.expiresAt
    ? dateFormat(locale === "nl" ? "nl-NL" : "en-GB", {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "Europe/Amsterdam",
      }).format(ctx.vacancy.expiresAt)
    : undefined;
  return {
    template: "vacancy_still_open",
    locale,
    values: {
      ...recipientValues(ctx.recipient),
      vacancy: ctx.vacancy.title,
      end_date: endDate ?? "",
      still_open_url: `${ctx.origin}/${locale}/vacancies/still-open?token=${encodeURIComponent(ctx.token)}`,
    },
  };
}
