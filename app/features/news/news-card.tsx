import { Link } from "react-router";
import { dateFormat } from "../../../contract/intl-formats";
import type { Page } from "../../../contract/pages";
import { intlLocale } from "../../../locales/languages";
import { useContentLang } from "../../lib/content-language";
import { useTranslation } from "../../lib/i18n";
import { useLocale, useLocalePath } from "../../lib/locale";

/**
 * A news item or success story in a list: its picture when it has one, kind and date, title and summary. Its title is
 * an h2 in a list of its own, an h3 under a block's h2.
 */
export function NewsCard({ page, headingLevel = 2 }: { page: Page; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  const lang = useContentLang(page.contentLanguage);
  const date = dateFormat(intlLocale(locale), { dateStyle: "long", timeZone: "Europe/Amsterdam" });
  return (
    <article
      className="relative flex h-full flex-col rounded-lg border border-border bg-surface-raised transition-colors hover:border-accent"
      data-testid="news-card"
    >
      {page.imageUrl && (
        <img
          src={page.imageUrl}
          alt=""
          loading="lazy"
          className="aspect-[3/2] w-full rounded-t-lg bg-surface-sunken object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-fg-muted">
          {t(`home:news.types.${page.pageType}`)}
          {page.publishedAt && ` · ${date.format(new Date(page.publishedAt))}`}
          {page.featured && ` · ${t("home:news.featured")}`}
        </p>
        <Heading className="text-xl font-semibold break-words" lang={lang}>
          <Link to={to(`/nieuws/${page.slug}`)} className="underline-offset-4 stretched-link">
            {page.title}
          </Link>
        </Heading>
        {page.summary && (
          <p className="text-base" lang={lang}>
            {page.summary}
          </p>
        )}
      </div>
    </article>
  );
}
