import { lazy, Suspense, useState } from "react";
import { cn } from "../../lib/cn";
import { useHydrated } from "../../lib/hydration";
import { useTranslation } from "../../lib/i18n";
import { buttonClasses } from "../ui/button";

const AlertPanel = lazy(() => import("./alert-panel"));

/**
 * 'Mail me new vacancies like these' on the bank; its form loads on first use. Not OpenOnDemand: importing it here
 * would split it out of the header's chunk and add to every public page.
 */
export function AlertButton({ query }: { query: string }) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  // The form needs JavaScript: without it there is no button that does nothing.
  if (!useHydrated()) return null;
  const trigger = (
    <button
      type="button"
      // Wraps on a narrow phone rather than overflowing it.
      className={cn(buttonClasses({ flavor: "outline" }), "h-auto min-h-11 py-2 text-left whitespace-normal")}
      onClick={() => setWanted(true)}
      data-testid="alert-open"
    >
      <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M4 6h16v12H4z M4 7l8 6 8-6" />
      </svg>
      {t("vacancy-search:alertOpen")}
    </button>
  );
  if (!wanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <AlertPanel trigger={trigger} defaultOpen query={query} />
    </Suspense>
  );
}
