import { useEffect, useState } from "react";
import { Button } from "../../components/ui/button";
import { ANALYTICS_CONSENT_COOKIE, type AnalyticsConsent as Consent } from "../../lib/cookies";
import { useTranslation } from "../../lib/i18n";
import { startAnalytics } from "../analytics/analytics";

export const OPEN_CONSENT_EVENT = "consent:open";
const HALF_YEAR = 182 * 24 * 60 * 60;

/** The cookie banner for a centre with a gtagId; the tag starts after mount, and only once the visitor agreed. */
export function AnalyticsConsent({ gtagId, initial }: { gtagId: string; initial: Consent }) {
  const { t } = useTranslation();
  const [consent, setConsent] = useState<Consent>(initial);
  const [open, setOpen] = useState(initial === null);

  useEffect(() => {
    if (consent === "granted") startAnalytics(gtagId);
  }, [consent, gtagId]);

  useEffect(() => {
    const reopen = () => setOpen(true);
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
  }, []);

  const choose = (value: "granted" | "denied") => {
    const secure = window.location.protocol === "https:" ? "; Secure" : "";
    // biome-ignore lint/suspicious/noDocumentCookie: the server reads this cookie to render without the banner.
    document.cookie = `${ANALYTICS_CONSENT_COOKIE}=${value}; Path=/; Max-Age=${HALF_YEAR}; SameSite=Lax${secure}`;
    setConsent(value);
    setOpen(false);
    // Withdrawing consent must stop the tag, which only a fresh page load does.
    if (value === "denied" && window.gtag) window.location.reload();
  };

  if (!open) return null;
  return (
    <section
      aria-labelledby="consent-title"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-border bg-surface-raised p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] sm:inset-x-auto sm:end-4 sm:bottom-4 sm:max-w-md sm:rounded-lg sm:border"
    >
      <h2 id="consent-title" className="font-semibold">
        {t("consent.title")}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{t("consent.body")}</p>
      <div className="mt-3 flex gap-2">
        <Button onClick={() => choose("granted")}>{t("consent.accept")}</Button>
        <Button flavor="outline" color="muted" onClick={() => choose("denied")}>
          {t("consent.decline")}
        </Button>
      </div>
    </section>
  );
}
