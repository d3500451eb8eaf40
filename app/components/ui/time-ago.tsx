import { useEffect, useState } from "react";
import { dateFormat } from "../../../contract/intl-formats";
import { useTranslation } from "../../lib/i18n";
import { timeAgo } from "../../lib/time-ago";

const REFRESH_MS = 30_000;

/** A moment as time ago ('just now' under 60 s), kept current every 30 s (spec section 9); the exact time on hover. */
export function TimeAgo({ iso, className }: { iso: string; className?: string }) {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const instant = new Date(iso);
  const exact = dateFormat(i18n.language, { dateStyle: "long", timeStyle: "short" }).format(instant);
  return (
    // The server's now is not the browser's: the text may differ by the time it takes to arrive.
    <time dateTime={iso} title={exact} className={className} suppressHydrationWarning>
      {timeAgo(instant, now, i18n.language, t("timeAgo.justNow"))}
    </time>
  );
}
