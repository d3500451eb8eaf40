import { CalendarPlus, Link2 } from "lucide-react";
import { useTranslation } from "../../lib/i18n";

/** The centre's iCal feed: webcal:// opens the calendar app, the https link is for copying into one. */
export function SubscribeLinks({ feedUrl }: { feedUrl: string }) {
  const { t } = useTranslation();
  const webcal = feedUrl.replace(/^https?:/, "webcal:");
  return (
    <section aria-labelledby="calendar-subscribe" className="rounded-lg border border-border bg-surface-raised p-4">
      <h2 id="calendar-subscribe" className="font-semibold">
        {t("calendar:subscribe.title")}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{t("calendar:subscribe.text")}</p>
      <ul className="mt-3 flex flex-wrap gap-x-6">
        <li>
          <a
            href={webcal}
            className="inline-flex min-h-11 items-center gap-1.5 font-medium text-link underline"
            data-testid="calendar-webcal"
          >
            <CalendarPlus className="size-4" aria-hidden />
            {t("calendar:subscribe.webcal")}
          </a>
        </li>
        <li>
          <a
            href={feedUrl}
            className="inline-flex min-h-11 items-center gap-1.5 font-medium text-link underline"
            data-testid="calendar-ics"
          >
            <Link2 className="size-4" aria-hidden />
            {t("calendar:subscribe.https")}
          </a>
        </li>
      </ul>
    </section>
  );
}
