import { Link } from "react-router";
import { dateFormat } from "../../../contract/intl-formats";
import type { PageRevision } from "../../../contract/pages";
import { intlLocale } from "../../../locales/languages";
import { Button, buttonClasses } from "../../components/ui/button";
import { Form } from "../../components/ui/form";
import { usePublishesEnglish } from "../../lib/content-language";
import { useTranslation } from "../../lib/i18n";
import { useLocalePath } from "../../lib/locale";
import "../../lib/texts/content";

/** Every publication of the page, newest first; one can be compared with the draft or put back into it. */
export function RevisionList({ pageId, revisions }: { pageId: string; revisions: PageRevision[] }) {
  const { t, i18n } = useTranslation();
  const twoLanguages = usePublishesEnglish();
  const to = useLocalePath();
  const date = dateFormat(intlLocale(i18n.language), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Amsterdam",
  });
  return (
    <section aria-labelledby="revisions-title" className="flex flex-col gap-3">
      <h3 id="revisions-title" className="text-xl font-semibold">
        {t("content:pages.revisions.title")}
      </h3>
      {revisions.length === 0 ? (
        <p className="text-fg-muted">{t("content:pages.revisions.none")}</p>
      ) : (
        <ul
          className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface-raised"
          data-testid="revisions"
        >
          {revisions.map((revision) => {
            const when = date.format(new Date(revision.publishedAt));
            return (
              <li key={revision.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0">
                  <p className="font-medium break-words">{revision.title}</p>
                  <p className="text-sm text-fg-muted">
                    {twoLanguages && `${t(`content:pages.revisionLanguage.${revision.language}`)} · `}
                    {t("content:pages.revisions.publishedAt", { date: when })}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Link
                    to={to(`/content/pages/${pageId}/revisions/${revision.id}`)}
                    className={buttonClasses({ flavor: "outline", color: "muted", size: "lg" })}
                    aria-label={t("content:pages.revisions.compareLabel", { date: when })}
                  >
                    {t("content:pages.revisions.compare")}
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="revision_id" value={revision.id} />
                    <Button
                      type="submit"
                      name="intent"
                      value="restore"
                      flavor="outline"
                      color="muted"
                      size="lg"
                      aria-label={t("content:pages.revisions.restoreLabel", { date: when })}
                    >
                      {t("content:pages.revisions.restore")}
                    </Button>
                  </Form>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
