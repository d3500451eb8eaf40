import { Compass } from "lucide-react";
import { Link } from "react-router";
import { listFormat } from "../../../contract/intl-formats";
import { intlLocale } from "../../../locales/languages";
import { useTranslation } from "../../lib/i18n";
import { useLocale } from "../../lib/locale";
import { AlertButton } from "../saved-vacancies/alert-button";
import { guidedPathOf, stepHref } from "./guided-choice";
import { type FilterNames, filterLabel } from "./labels";
import { activeFilters } from "./vacancy-search";

const LINK = "inline-flex min-h-11 items-center gap-1.5 font-medium text-link underline-offset-4 hover:underline";

/** The bank reached from "Help me kiezen": why it shows these, a way back to the answers, and the search alert. */
export function GuidedReasons({ query, names }: { query: string; names: FilterNames }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const params = new URLSearchParams(query);
  const labels = activeFilters(params).map((f) => filterLabel(t, locale, f.name, f.value, names));
  return (
    <section className="mt-4 rounded-lg border border-border bg-surface-raised p-4" data-testid="guided-reasons">
      <p className="font-medium">
        {labels.length
          ? t("vacancy-search:guided.because", {
              choices: listFormat(intlLocale(locale), { type: "conjunction" }).format(labels),
            })
          : t("vacancy-search:guided.nothingChosen")}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-x-6 gap-y-2">
        <Link to={stepHref(locale, params, 1)} className={LINK} data-testid="guided-again">
          {t("vacancy-search:guided.again")}
        </Link>
        <div className="empty:hidden">
          <AlertButton query={query} />
        </div>
      </div>
    </section>
  );
}

/** "Not sure what you are looking for? Help me choose": the way into the questions. */
export function GuidedLink({ className, linkClassName = LINK }: { className?: string; linkClassName?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <p className={className}>
      {t("vacancy-search:guided.ask")}{" "}
      <Link to={`/${locale}${guidedPathOf(locale)}`} className={linkClassName} data-testid="guided-link">
        <Compass className="size-4" aria-hidden />
        {t("vacancy-search:guided.link")}
      </Link>
    </p>
  );
}
