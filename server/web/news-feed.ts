import { Hono } from "hono";
import { sendFeed } from "../http/feed-response";
import type { AppEnv } from "../http/types";
import { listPages } from "../modules/pages/pages.service";
import type { StoredContent } from "../modules/pages/pages.table";
import { contentLanguagesOf } from "../modules/tenancy/site-context.middleware";
import { escapeXml } from "../text/xml";

const ENTRIES = 20;

/**
 * /feed.xml: the centre's latest news and success stories as an Atom feed, on its own host only (issue 15, item 6);
 * `?lang=en` the English feed of a centre that publishes English: its items that have English (decision 35).
 */
export const newsFeedRoutes = new Hono<AppEnv>();

newsFeedRoutes.get("/feed.xml", async (c) => {
  const { deps, site } = c.var;
  if (!site.configuredHost) return c.text("", 404);
  const english = c.req.query("lang") === "en";
  if (english && !contentLanguagesOf(site).includes("en")) return c.text("", 404);
  const scope = { tenant: site.tenant.id, centerId: site.center.id };
  const { rows } = await listPages(
    deps.db,
    scope,
    { publishedOnly: true, pageTypes: ["news", "success_story"], publishedInEnglish: english },
    { sort: "-published_at", featuredFirst: false },
    { number: 1, size: ENTRIES },
  );
  const news = `${site.origin}/${english ? "en" : "nl"}/nieuws`;
  const self = `${site.origin}/feed.xml${english ? "?lang=en" : ""}`;
  const updated = (rows[0]?.publishedAt ?? new Date(0)).toISOString();
  const entries = rows.map((row) => {
    const content = (english ? row.publishedEn : row.published) as StoredContent;
    const url = `${news}/${row.slug}`;
    const published = (row.publishedAt ?? new Date(0)).toISOString();
    return [
      "<entry>",
      `<id>${escapeXml(url)}</id>`,
      `<title>${escapeXml(content.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `<published>${published}</published>`,
      `<updated>${published}</updated>`,
      ...(content.summary ? [`<summary>${escapeXml(content.summary)}</summary>`] : []),
      "</entry>",
    ].join("");
  });
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${english ? "en" : "nl"}">`,
    `<id>${escapeXml(self)}</id>`,
    `<title>${escapeXml(`${site.center.name}: ${english ? "news" : "nieuws"}`)}</title>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(news)}"/>`,
    `<updated>${updated}</updated>`,
    `<author><name>${escapeXml(site.center.name)}</name></author>`,
    ...entries,
    "</feed>",
  ].join("\n");
  return sendFeed(c, body, "application/atom+xml; charset=utf-8");
});
