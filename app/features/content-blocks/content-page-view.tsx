import type { Page } from "../../../contract/pages";
import { useContentLang } from "../../lib/content-language";
import { OnlyInDutch } from "../../lib/only-in-dutch";
import { useSite } from "../../lib/site";
import { JsonLd } from "../vacancies/json-ld";
import type { BlockData } from "./block-data";
import { ContentBlocks } from "./content-blocks";

/** A published page: its title when it shows one, then its blocks; its structured data for search engines. */
export function ContentPageView({ page, data, jsonLd }: { page: Page; data: BlockData; jsonLd: unknown }) {
  const site = useSite();
  const authoredLang = useContentLang(page.contentLanguage);
  // A hero that opens the page carries its h1 (ContentBlocks).
  const opensWithHero = page.blocks[0]?.type === "HeroWithSearch" || page.blocks[0]?.type === "PhotoHero";
  return (
    <article className="pb-12" data-testid="content-page">
      <JsonLd data={jsonLd} nonce={site?.nonce} />
      <OnlyInDutch lang={authoredLang} className="mx-auto max-w-3xl px-4 pt-6 text-base text-fg-muted sm:px-6" />
      {page.showTitleOnPage && (
        <header className="mx-auto max-w-3xl px-4 pt-10 sm:px-6" lang={authoredLang}>
          <h1 className="text-3xl font-bold tracking-tight break-words hyphens-auto sm:text-4xl">{page.title}</h1>
          {page.summary && <p className="mt-3 text-xl text-fg-muted">{page.summary}</p>}
        </header>
      )}
      {!page.showTitleOnPage && !opensWithHero && (
        <h1 className="sr-only" lang={authoredLang}>
          {page.title}
        </h1>
      )}
      <ContentBlocks blocks={page.blocks} titleShown={page.showTitleOnPage} data={data} lang={authoredLang} />
    </article>
  );
}
