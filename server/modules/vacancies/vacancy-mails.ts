import { translatorFor } from "../../http/i18n";
import { renderMail } from "../../mail/render";

interface StillOpenContext {
  recipient: { firstName: string; lastName: string; gender: string | null; locale: "nl" | "en" };
  vacancy: { title: string; expiresAt: Date | null };
  center: string;
  origin: string;
  token: string;
}

/** A week before the end date: one click keeps the vacancy open, without signing in. */
export function stillOpenMail(ctx: StillOpenContext) {
  const { locale } = ctx.recipient;
  const t = translatorFor(locale);
  const date = ctx.vacancy.expiresAt?.toLocaleDateString(locale === "nl" ? "nl-NL" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Amsterdam",
  });
  const { html, text } = renderMail({
    greeting: `${t(`identity:salutation.${ctx.recipient.gender ?? "other"}`, { firstName: ctx.recipient.firstName, lastName: ctx.recipient.lastName })},`,
    paragraphs: [t("mail:vacancyStillOpen.intro", { title: ctx.vacancy.title, date }), t("mail:vacancyStillOpen.otherwise")],
    action: {
      label: t("mail:vacancyStillOpen.action"),
      url: `${ctx.origin}/${locale}/vacancies/still-open?token=${encodeURIComponent(ctx.token)}`,
    },
    footer: t("mail:common.footer", { center: ctx.center }),
    buttonFallback: t("mail:common.buttonFallback"),
  });
  return { subject: t("mail:vacancyStillOpen.subject", { title: ctx.vacancy.title }), html, text };
}
