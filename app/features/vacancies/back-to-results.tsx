import { ArrowLeft } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "../../lib/i18n";
import { useLocalePath } from "../../lib/locale";
import { type BankReturnState, bankReturnOf } from "../vacancy-search/bank-return";

/**
 * Back to the bank with the visitor's own search: the result's link hands it over (history state), else the page it
 * came from (the referrer); the server renders the bank without a search, which is also the fallback.
 */
export function BackToResults() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { state } = useLocation();
  const [href, setHref] = useState(to("/vacancies/search"));
  useEffect(() => {
    const origin = window.location.origin;
    // The referrer speaks of this page only when it was the document's first (the router counts entries in idx).
    const loadedAsDocument = (window.history.state as { idx?: number } | null)?.idx === 0;
    const found =
      bankReturnOf((state as Partial<BankReturnState> | null)?.bankSearch, origin) ??
      (loadedAsDocument ? bankReturnOf(document.referrer, origin) : null);
    if (found) setHref(found);
  }, [state]);
  return (
    <Link
      to={href}
      className="inline-flex min-h-11 items-center gap-1.5 self-start font-medium text-link underline-offset-4 hover:underline"
      data-testid="back-to-results"
      // On a page without scripts the visitor script points it at the bank the visitor came from.
      data-back-to-results
    >
      <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
      {t("vacancies:detail.backToResults")}
    </Link>
  );
}
