import { data, type RouterContextProvider } from "react-router";
import { ApiError } from "../../../contract/api-client";
import type { Page } from "../../../contract/pages";
import type { Locale } from "../../../locales/languages";
import { apiFor } from "../../lib/api.server";
import { serverContext } from "../../lib/server-context";
import type { ContentPageData } from "./content-page-seo";

/** A published page by its slug, or the centre's home page; a 404 page when there is none. */
export async function loadContentPage(
  context: Readonly<RouterContextProvider>,
  locale: Locale,
  which: { slug: string } | "home",
  /** Where the page lives: news under /nieuws, other pages at the site's root. */
  section = "",
): Promise<ContentPageData | null> {
  const api = apiFor(context, locale);
  const { origin } = context.get(serverContext);
  let page: Page | undefined;
  if (which === "home") {
    try {
      page = (await api.get<Page>("/api/v1/pages/home")).data;
    } catch (error) {
      // A centre without a home page yet: the home route says so and points to the vacancy bank.
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  } else {
    const list = await api.get<Page[]>("/api/v1/pages", { filter: { slug: which.slug, published: "true" } });
    page = list.data[0];
    if (!page) throw data({ message: "Not Found" }, { status: 404 });
  }
  const path = which === "home" ? `/${locale}` : `/${locale}${section}/${page.slug}`;
  return { page, url: `${origin}${path}`, imageUrl: page.imageUrl ? new URL(page.imageUrl, origin).href : null };
}
