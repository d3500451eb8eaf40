import { lazy, Suspense, useEffect, useState } from "react";
import { buttonClasses } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { useHydrated, useWithoutScripts } from "../../lib/hydration";
import { useTranslation } from "../../lib/i18n";
import { ALERT_PARAM } from "../vacancy-search/vacancy-search";

const AlertPanel = lazy(() => import("./alert-panel"));

// Wraps on a narrow phone rather than overflowing it.
const TRIGGER = cn(buttonClasses({ flavor: "outline" }), "h-auto min-h-11 py-2 text-start whitespace-normal");

/**
 * 'Mail me new vacancies like these' on the bank; its form loads on first use. Not OpenOnDemand: importing it here
 * would split it out of the header's chunk and add to every public page. On a bank served without the app's scripts
 * it is a link to this search with the app, the form open.
 */
export function AlertButton({ query, open = false }: { query: string; open?: boolean }) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(open);
  const withoutScripts = useWithoutScripts();
  const hydrated = useHydrated();
  // Opened by the link: a reload or a shared address is the plain search again.
  useEffect(() => {
    if (!open) return;
    const url = new URL(window.location.href);
    url.searchParams.delete(ALERT_PARAM);
    window.history.replaceState(window.history.state, "", url);
  }, [open]);
  const content = (
    <>
      <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M4 6h16v12H4z M4 7l8 6 8-6" />
      </svg>
      {t("vacancy-search:alertOpen")}
    </>
  );
  if (withoutScripts) {
    const to = new URLSearchParams(query);
    to.set(ALERT_PARAM, "open");
    return (
      // Not there without JavaScript, as the app's button is not: the form needs it.
      <a href={`?${to}`} className={cn(TRIGGER, "hidden in-data-visitor-script:inline-flex")} data-testid="alert-open">
        {content}
      </a>
    );
  }
  // The form needs JavaScript: without it there is no button that does nothing.
  if (!hydrated) return null;
  const trigger = (
    <button type="button" className={TRIGGER} onClick={() => setWanted(true)} data-testid="alert-open">
      {content}
    </button>
  );
  if (!wanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <AlertPanel trigger={trigger} defaultOpen query={query} />
    </Suspense>
  );
}
