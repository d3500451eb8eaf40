import type { BlockOf } from "../../../contract/content-blocks";
import type { Page } from "../../../contract/pages";
import { useTranslation } from "../../lib/i18n";
import { NewsCard } from "../news/news-card";
import { MoreLink } from "./more-link";
import "../../lib/texts/blocks";
import { useBlockLang } from "./block-lang";

/**
 * The latest news: a row to swipe on a phone, a grid from sm; a link to all news under it. Nothing without news.
 */
export function NewsCarouselBlock({ block, news }: { block: BlockOf<"NewsCarousel">; news: Page[] }) {
  const { t } = useTranslation();
  const lang = useBlockLang();
  const items = news.slice(0, block.count);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={`news-${block.id}`} className="px-4 py-8 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <h2
          id={`news-${block.id}`}
          className="mb-6 text-3xl font-bold tracking-tight break-words"
          lang={block.title ? lang : undefined}
        >
          {block.title ?? t("blocks:news.title")}
        </h2>
        <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:snap-none sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id} className="w-[85%] max-w-sm shrink-0 snap-start sm:w-auto sm:max-w-none">
              <NewsCard page={item} headingLevel={3} />
            </li>
          ))}
        </ul>
        <MoreLink path="/nieuws" label={t("blocks:news.all")} />
      </div>
    </section>
  );
}
