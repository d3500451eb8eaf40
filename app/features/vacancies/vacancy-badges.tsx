import type { Vacancy } from "../../../contract/vacancies";
import { useTranslation } from "../../lib/i18n";
import { useSite } from "../../lib/site";

const BADGE = "inline-flex rounded-full px-3 py-1 text-sm font-medium";

/** The vacancy type (p2p in the centre's own wording, spec section 1), request or offer of help, and the tags, as badges. */
export function VacancyBadges({ vacancy }: { vacancy: Pick<Vacancy, "vacancyType" | "helpKind" | "tags" | "status"> }) {
  const { t } = useTranslation();
  const wording = useSite()?.site.features.personToPersonWording;
  const type = vacancy.vacancyType === "p2p" && wording ? wording : vacancy.vacancyType;
  return (
    <ul className="flex flex-wrap gap-2">
      <li className={`${BADGE} bg-primary-100 text-primary-900 dark:bg-primary-900 dark:text-primary-100`}>
        {t(`vacancies:types.${type}`)}
      </li>
      {vacancy.helpKind && (
        <li
          className={`${BADGE} bg-secondary-100 text-secondary-900 dark:bg-secondary-900 dark:text-secondary-100`}
          data-testid="help-kind"
        >
          {t(`vacancies:helpKinds.${vacancy.helpKind}`)}
        </li>
      )}
      {vacancy.tags.map((tag) => (
        <li key={tag} className={`${BADGE} bg-muted-100 text-muted-900 dark:bg-muted-800 dark:text-muted-100`}>
          {t(`vacancies:tags.${tag}`)}
        </li>
      ))}
      {vacancy.status !== "published" && (
        <li className={`${BADGE} bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200`}>
          {t(`vacancies:statuses.${vacancy.status}`)}
        </li>
      )}
    </ul>
  );
}
