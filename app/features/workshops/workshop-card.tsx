import { Link } from "react-router";
import type { Workshop } from "../../../contract/workshops";
import { useAuthoredText } from "../../lib/content-language";
import { useTranslation } from "../../lib/i18n";
import { useLocalePath } from "../../lib/locale";
import { WorkshopFacts } from "./workshop-facts";
import "../../lib/texts/workshops";

/** A workshop in the list: its title links to its page, where visitors sign up. */
export function WorkshopCard({ workshop }: { workshop: Workshop }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const title = useAuthoredText()(workshop.title, workshop.titleEn);
  return (
    <article
      className="relative flex h-full flex-col gap-3 rounded-lg border border-border bg-surface-raised p-5 transition-colors hover:border-accent"
      data-testid="workshop-card"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-primary-100 px-2.5 py-0.5 font-medium text-primary-900 dark:bg-primary-900 dark:text-primary-100">
          {t(`workshops:audience.${workshop.audience}`)}
        </span>
        {!workshop.published && (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 font-medium text-amber-950 dark:bg-amber-900 dark:text-amber-50">
            {t("workshops:draft")}
          </span>
        )}
      </div>
      <h2 className="text-xl font-semibold break-words" lang={title.lang}>
        <Link to={to(`/workshops/${workshop.id}`)} className="underline-offset-4 stretched-link">
          {title.text}
        </Link>
      </h2>
      <WorkshopFacts workshop={workshop} />
    </article>
  );
}
