import { Link } from "react-router";
import type { VacancySearchHit } from "../../../contract/vacancy-search";
import { useTranslation } from "../../lib/i18n";
import { useLocalePath } from "../../lib/locale";
import { ResultCards } from "../vacancy-search/result-card";
import "../../lib/texts/saved-vacancies";

/** 'Bewaard' on the profile: the vacancies the user kept with the heart, as the bank shows them. */
export function SavedList({ vacancies }: { vacancies: VacancySearchHit[] }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <section aria-labelledby="saved-vacancies" className="mt-10" data-testid="saved-vacancies">
      <h2 id="saved-vacancies" className="text-xl font-semibold">
        {t("saved-vacancies:saved.title")}
      </h2>
      {vacancies.length === 0 ? (
        <p className="mt-3 text-fg-muted">
          {t("saved-vacancies:saved.empty")}{" "}
          <Link to={to("/vacancies/search")} className="font-medium text-link underline-offset-4 hover:underline">
            {t("saved-vacancies:saved.toBank")}
          </Link>
        </p>
      ) : (
        <ResultCards hits={vacancies} className="mt-4 gap-4" />
      )}
    </section>
  );
}
