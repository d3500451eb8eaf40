import { CalendarDays, MapPin, Users } from "lucide-react";
import { dateFormat } from "../../../contract/intl-formats";
import type { Workshop } from "../../../contract/workshops";
import { intlLocale } from "../../../locales/languages";
import { useTranslation } from "../../lib/i18n";
import { useLocale } from "../../lib/locale";
import "../../lib/texts/workshops";

const ZONE = "Europe/Amsterdam";

/** "donderdag 3 december 2026, 19:00 – 21:00": both times in Amsterdam, the date once when it is one day. */
export function useWorkshopWhen() {
  const locale = useLocale();
  const tag = intlLocale(locale);
  const day = dateFormat(tag, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: ZONE });
  const time = dateFormat(tag, { hour: "2-digit", minute: "2-digit", timeZone: ZONE });
  return (workshop: Pick<Workshop, "startsAt" | "endsAt">) => {
    const start = new Date(workshop.startsAt);
    const end = new Date(workshop.endsAt);
    const sameDay = day.format(start) === day.format(end);
    return sameDay
      ? `${day.format(start)}, ${time.format(start)} – ${time.format(end)}`
      : `${day.format(start)} ${time.format(start)} – ${day.format(end)} ${time.format(end)}`;
  };
}

/** Where: the place, online, or both. */
export function useWorkshopPlace() {
  const { t } = useTranslation();
  return (workshop: Pick<Workshop, "location" | "online">) => {
    if (!workshop.location) return t("workshops:online");
    return workshop.online ? t("workshops:onlineAnd", { place: workshop.location }) : workshop.location;
  };
}

/** When, where and how many seats: the same three lines on the card and on the workshop's page. */
export function WorkshopFacts({ workshop }: { workshop: Workshop }) {
  const { t } = useTranslation();
  const when = useWorkshopWhen();
  const place = useWorkshopPlace();
  const left = Math.max(0, workshop.seats - workshop.seatsTaken);
  return (
    <ul className="flex flex-col gap-2 text-base">
      <li className="flex items-start gap-2">
        <CalendarDays className="mt-0.5 size-5 shrink-0 text-fg-muted" aria-hidden />
        <span>{when(workshop)}</span>
      </li>
      <li className="flex items-start gap-2">
        <MapPin className="mt-0.5 size-5 shrink-0 text-fg-muted" aria-hidden />
        <span className="break-words">{place(workshop)}</span>
      </li>
      <li className="flex items-start gap-2" data-testid="workshop-seats">
        <Users className="mt-0.5 size-5 shrink-0 text-fg-muted" aria-hidden />
        <span>{left > 0 ? t("workshops:seatsLeft", { count: left }) : t("workshops:full")}</span>
      </li>
    </ul>
  );
}
