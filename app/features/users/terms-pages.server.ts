import type { RouterContextProvider } from "react-router";
import type { Page } from "../../../contract/pages";
import { SYSTEM_CONTENT_PAGES } from "../../../contract/system-content-pages";
import { pageContext } from "../../lib/page-context.server";

/**
 * The content pages a sign-up asks to read, by the slugs the centres' sites use (a centre without one links none), and
 * what the site keeps and for how long, which every site has (decision 33).
 */
export const TERMS_PAGE_SLUGS = ["voorwaarden", "privacy", SYSTEM_CONTENT_PAGES.privacy] as const;

export interface TermsPage {
  slug: string;
  title: string;
  /** The title's language: the page's English where it has one, else its Dutch (decision 28). */
  lang: string;
}

/** A sign-up screen's loader: the pages its terms sentence links. */
export async function termsLoader({ context }: { context: Readonly<RouterContextProvider> }) {
  return { termsPages: await loadTermsPages(context) };
}

export async function loadTermsPages(context: Readonly<RouterContextProvider>): Promise<TermsPage[]> {
  const { data: pages } = await pageContext(context).api.get<Page[]>("/api/v1/pages", {
    filter: { slug: TERMS_PAGE_SLUGS.join(","), published: "true" },
  });
  // In the order the sentence names them, whatever order the list comes in.
  return TERMS_PAGE_SLUGS.flatMap((slug) => {
    const page = pages.find((candidate) => candidate.slug === slug);
    return page ? [{ slug, title: page.title, lang: page.contentLanguage }] : [];
  });
}
