import type { ContentLocale } from "../../../locales/languages";
import { escapeXml } from "../../text/xml";

/** One open vacancy as a feed shows it: absolute addresses only, texts as plain text. */
export interface VacancyFeedItem {
  id: number;
  url: string;
  title: string;
  summary: string;
  organization: string;
  place: string | null;
  published: Date;
  closes: Date | null;
  image: string | null;
  /** The themes' names in the feed's language. */
  themes: string[];
}

export interface VacancyFeed {
  title: string;
  description: string;
  language: ContentLocale;
  /** The bank page with the same search, for a reader's "open the website". */
  homePageUrl: string;
  jsonUrl: string;
  rssUrl: string;
  items: VacancyFeedItem[];
}

/** JSON Feed 1.1 (jsonfeed.org/version/1.1); what the format has no field for goes under `_vacancy`, as it allows. */
export function jsonFeedOf(feed: VacancyFeed): string {
  return JSON.stringify({
    version: "https://jsonfeed.org/version/1.1",
    title: feed.title,
    description: feed.description,
    home_page_url: feed.homePageUrl,
    feed_url: feed.jsonUrl,
    language: feed.language,
    items: feed.items.map((item) => ({
      id: item.url,
      url: item.url,
      title: item.title,
      content_text: item.summary,
      summary: item.summary,
      date_published: item.published.toISOString(),
      ...(item.image ? { image: item.image } : {}),
      authors: [{ name: item.organization }],
      ...(item.themes.length ? { tags: item.themes } : {}),
      _vacancy: { organization: item.organization, place: item.place, closes: item.closes?.toISOString() ?? null },
    })),
  });
}

/** RSS 2.0 with its atom:link to itself, as feed validators ask. */
export function rssOf(feed: VacancyFeed): string {
  const items = feed.items.map((item) =>
    [
      "<item>",
      `<title>${escapeXml(item.title)}</title>`,
      `<link>${escapeXml(item.url)}</link>`,
      `<guid isPermaLink="true">${escapeXml(item.url)}</guid>`,
      `<description>${escapeXml(item.summary)}</description>`,
      `<pubDate>${item.published.toUTCString()}</pubDate>`,
      `<dc:creator>${escapeXml(item.organization)}</dc:creator>`,
      ...item.themes.map((theme) => `<category>${escapeXml(theme)}</category>`),
      ...(item.image ? [`<enclosure url="${escapeXml(item.image)}" length="0" type="image/webp"/>`] : []),
      "</item>",
    ].join(""),
  );
  const newest = feed.items[0]?.published ?? new Date(0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    `<title>${escapeXml(feed.title)}</title>`,
    `<link>${escapeXml(feed.homePageUrl)}</link>`,
    `<description>${escapeXml(feed.description)}</description>`,
    `<language>${feed.language}</language>`,
    `<lastBuildDate>${newest.toUTCString()}</lastBuildDate>`,
    `<atom:link href="${escapeXml(feed.rssUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "</channel>",
    "</rss>",
  ].join("\n");
}
