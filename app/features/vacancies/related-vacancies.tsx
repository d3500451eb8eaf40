import { Link } from "react-router";
import type { VacancySearchHit } from "../../../contract/vacancy-search";
import { useAuthoredText } from "../../lib/content-language";
import { useTranslation } from "../../lib/i18n";
import { useLocalePath } from "../../lib/locale";

export interface RelatedVacancyLists {
  moreFromOrganization: VacancySearchHit[];
  similar: VacancySearchHit[];
}

/** Where to go on from a vacancy: more of its organization, and similar ones; a list without vacancies is left out. */
export function RelatedVacancies({ related, organizationName }: { related: RelatedVacancyLists; organizationName: string }) {
  const { t } = useTranslation();
  if (!related.moreFromOrganization.length && !related.similar.length) return null;
  return (
    <div className="flex flex-col gap-8 border-t border-border pt-8" data-testid="related-vacancies">
      <RelatedList
        id="vacancy-more"
        title={t("vacancies:detail.moreFromOrganization", { organization: organizationName })}
        hits={related.moreFromOrganization}
        showOrganization={false}
      />
      <RelatedList id="vacancy-similar" title={t("vacancies:detail.similar")} hits={related.similar} showOrganization />
    </div>
  );
}

function RelatedList({
  id,
  title,
  hits,
  showOrganization,
}: {
  id: string;
  title: string;
  hits: VacancySearchHit[];
  showOrganization: boolean;
}) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const authored = useAuthoredText();
  if (!hits.length) return null;
  return (
    <section aria-labelledby={id} data-testid={id}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <ul className="mt-3 grid gap-3 md:grid-cols-3">
        {hits.map((hit) => (
          <li
            key={hit.id}
            className="relative rounded-lg border border-border bg-surface-raised p-4 transition-colors hover:border-accent"
          >
            <Link
              to={to(`/vacancies/${hit.id}`)}
              className="font-semibold stretched-link"
              lang={authored(hit.title, hit.titleEn).lang}
            >
              {authored(hit.title, hit.titleEn).text}
            </Link>
            <p className="mt-1 text-fg-muted">
              {[showOrganization ? hit.organizationName : null, hit.remote ? t("vacancy-search:card.remote") : hit.city]
                .filter(Boolean)
                .join(" · ")}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
