import { Link } from "react-router";
import { listFormat } from "../../../contract/intl-formats";
import { intlLocale } from "../../../locales/languages";
import { useTranslation } from "../../lib/i18n";
import { useLocale } from "../../lib/locale";
import { AlertButton } from "../saved-vacancies/alert-button";
import { GUIDED_LINK, stepHref } from "./guided-link";
import { type FilterNames, filterLabel } from "./labels";
import { activeFilters } from "./vacancy-search";

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
        <Link to={stepHref(locale, params, 1)} className={GUIDED_LINK} data-testid="guided-again">
          {t("vacancy-search:guided.again")}
        </Link>
        <div className="empty:hidden">
          <AlertButton query={query} />
        </div>
      </div>
    </section>
  );
}
