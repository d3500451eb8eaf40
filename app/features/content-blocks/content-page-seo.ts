import type { Page } from "../../../contract/pages";
import type { BlockData } from "./block-data";

export interface ContentPageData {
  page: Page;
  /** The page's address on the centre's configured origin (decision 7), for canonical and og:url. */
  url: string;
  imageUrl: string | null;
  /** The page in each language it has, and x-default (decision 28); none for a page in one language. */
  alternates: { hrefLang: string; href: string }[];
  /** What its blocks show beyond their fields. */
  data: BlockData;
}

/** Meta, Open Graph and the canonical address of a content page. */
export function contentPageMeta(loaded: ContentPageData, siteName: string | undefined) {
  const { page, url, imageUrl, alternates } = loaded;
  const description = page.metaDescription ?? page.summary ?? "";
  return [
    ...(description ? [{ name: "description", content: description }] : []),
    { tagName: "link", rel: "canonical", href: url },
    ...alternates.map((alternate) => ({ tagName: "link", rel: "alternate", ...alternate })),
    { property: "og:type", content: page.pageType === "default" ? "website" : "article" },
    { property: "og:title", content: page.ogTitle ?? page.metaTitle ?? page.title },
    ...((page.ogDescription ?? description) ? [{ property: "og:description", content: page.ogDescription ?? description }] : []),
    { property: "og:url", content: url },
    ...(siteName ? [{ property: "og:site_name", content: siteName }] : []),
    ...(imageUrl ? [{ property: "og:image", content: imageUrl }] : []),
  ];
}

/** schema.org: an Article for news and success stories, a WebPage otherwise. */
export function contentPageJsonLd(loaded: ContentPageData, publisher: string) {
  const { page, url, imageUrl } = loaded;
  const base = {
    "@context": "https://schema.org",
    url,
    name: page.title,
    ...(page.summary ? { description: page.summary } : {}),
  };
  if (page.pageType === "default") return { ...base, "@type": "WebPage" };
  return {
    ...base,
    "@type": "Article",
    headline: page.title,
    ...(page.publishedAt ? { datePublished: page.publishedAt } : {}),
    ...(imageUrl ? { image: imageUrl } : {}),
    publisher: { "@type": "Organization", name: publisher },
  };
}
