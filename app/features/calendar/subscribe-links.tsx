import { CalendarPlus, Link2 } from "lucide-react";
import { Panel } from "../../components/ui/panel";
import { useTranslation } from "../../lib/i18n";

/** The centre's iCal feed: webcal:// opens the calendar app, the https link is for copying into one. */
export function SubscribeLinks({ feedUrl }: { feedUrl: string }) {
  const { t } = useTranslation();
  const links = [
    {
      href: feedUrl.replace(/^https?:/, "webcal:"),
      testId: "calendar-webcal",
      icon: CalendarPlus,
      label: t("calendar:subscribe.webcal"),
    },
    { href: feedUrl, testId: "calendar-ics", icon: Link2, label: t("calendar:subscribe.https") },
  ];
  return (
    <Panel
      id="calendar-subscribe"
      title={t("calendar:subscribe.title")}
      titleClassName="font-semibold"
      intro={t("calendar:subscribe.text")}
    >
      <ul className="mt-3 flex flex-wrap gap-x-6">
        {links.map(({ href, testId, icon: Icon, label }) => (
          <li key={testId}>
            <a
              href={href}
              className="inline-flex min-h-11 items-center gap-1.5 font-medium text-link underline"
              data-testid={testId}
            >
              <Icon className="size-4" aria-hidden />
              {label}
            </a>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
