import { type Context, Hono } from "hono";
import { fromSearchParams, vacancySearchSchema } from "../../../contract/vacancy-search";
import { VACANCY_SEARCH_FILTERS } from "../../../contract/vacancy-search-filters";
import { type ContentLocale, isContentLocale } from "../../../locales/languages";
import type { Database } from "../../db/client";
import { notFound } from "../../http/app-error";
import { sendFeed } from "../../http/feed-response";
import { translatorFor } from "../../http/i18n";
import { queryError } from "../../http/jsonapi/query-errors";
import type { AppEnv } from "../../http/types";
import { uploadUrl } from "../media/media.service";
import { findPublicOrganization } from "../organizations/organizations.service";
import { jsonFeedOf, rssOf, type VacancyFeed } from "./vacancy-feed";
import { searchVacancies, vacancyBankVersion } from "./vacancy-search.service";
import { centerScope, searchPoint } from "./vacancy-search-request";

/** The newest this many open vacancies: what a reader shows, and little enough to build on every miss. */
const FEED_ITEMS = 50;

/**
 * /feeds/vacancies.json (JSON Feed) and /feeds/vacancies.xml (RSS) on the centre's own host (issue 43, item 4): its
 * open vacancies, newest first, filtered with the bank page's own parameters (?q=..&themes=..), one organization's with
 * ?organization_id=; ?lang=en for English texts and links.
 */
export const vacancyFeedRoutes = new Hono<AppEnv>();

vacancyFeedRoutes.get("/feeds/vacancies.json", async (c) =>
  sendFeed(c, await keptFeed(c, async () => jsonFeedOf(await vacancyFeed(c))), "application/feed+json; charset=utf-8"),
);

vacancyFeedRoutes.get("/feeds/vacancies.xml", async (c) =>
  sendFeed(c, await keptFeed(c, async () => rssOf(await vacancyFeed(c))), "application/rss+xml; charset=utf-8"),
);

/** A built feed is kept until the bank changes, and a minute at most: a closing date passes without a write. */
const KEEP_MS = 60_000;
const KEEP_MAX = 500;
const keptFeeds = new WeakMap<Database, Map<string, { body: string; at: number }>>();

async function keptFeed(c: Context<AppEnv>, build: () => Promise<string>): Promise<string> {
  const { deps, site } = c.var;
  const url = new URL(c.req.url);
  const key = [
    vacancyBankVersion(deps.db, site.tenant.id),
    site.tenant.id,
    site.center.id,
    site.origin,
    url.pathname,
    url.search,
  ].join(" ");
  const feeds = keptFeeds.get(deps.db) ?? new Map<string, { body: string; at: number }>();
  keptFeeds.set(deps.db, feeds);
  const now = Date.now();
  const found = feeds.get(key);
  if (found && now - found.at < KEEP_MS) return found.body;
  const body = await build();
  feeds.delete(key);
  feeds.set(key, { body, at: now });
  // The oldest go first (a Map keeps its insertion order).
  for (const old of feeds.keys()) {
    if (feeds.size <= KEEP_MAX) break;
    feeds.delete(old);
  }
  return body;
}

/** The bank page's parameters (q, themes, ...) as the search schema reads filter[...]; unknown ones are ignored. */
function feedFilter(c: Context<AppEnv>, params: URLSearchParams) {
  const api = new URLSearchParams();
  for (const name of VACANCY_SEARCH_FILTERS) {
    const values = params.getAll(name).join(",");
    if (values.trim()) api.set(`filter[${name}]`, values);
  }
  const raw = fromSearchParams(api);
  const parsed = vacancySearchSchema.safeParse(raw);
  if (!parsed.success) throw queryError(parsed.error, c.get("t"), raw, (path) => String(path[1] ?? path[0]));
  return parsed.data.filter;
}

async function vacancyFeed(c: Context<AppEnv>): Promise<VacancyFeed> {
  const { deps, site } = c.var;
  // Another host's copy would carry links to it; only the centre's own addresses offer feeds.
  if (!site.configuredHost) throw notFound();
  const params = new URL(c.req.url).searchParams;
  const asked = params.get("lang");
  const language: ContentLocale = isContentLocale(asked) ? asked : "nl";
  const t = translatorFor(language);
  const filter = feedFilter(c, params);
  const centerIds = centerScope(c, filter);
  const organization =
    filter.organization_id === undefined
      ? null
      : await findPublicOrganization(deps.db, site.tenant.id, filter.organization_id, centerIds);
  if (filter.organization_id !== undefined && !organization) throw notFound();

  const result = await searchVacancies(deps.db, site.tenant.id, {
    filter,
    sort: "newest",
    page: { number: 1, size: FEED_ITEMS },
    centerIds,
    point: await searchPoint(c, filter),
  });
  // The same search on the site: the bank, or the organization's own page.
  const query = new URLSearchParams([...params].filter(([name]) => name !== "lang" && name !== "organization_id"));
  const search = query.size ? `?${query}` : "";
  const page = organization ? `/organizations/${organization.id}` : `/vacancies/search${search}`;
  const self = (file: string) => `${site.origin}/feeds/${file}${params.size ? `?${params}` : ""}`;
  const center = site.center.name;
  return {
    title: organization
      ? t("feeds:vacancies.organizationTitle", { organization: organization.name })
      : t("feeds:vacancies.title", { center }),
    description: t("feeds:vacancies.description", { center }),
    language,
    homePageUrl: `${site.origin}/${language}${page}`,
    jsonUrl: self("vacancies.json"),
    rssUrl: self("vacancies.xml"),
    items: result.rows.map((row) => ({
      id: row.id,
      url: `${site.origin}/${language}/vacancies/${row.id}`,
      title: row.title,
      summary: row.summary ?? "",
      organization: row.organizationName,
      place: row.remote ? null : row.city,
      published: row.publishedAt ?? new Date(0),
      closes: row.expiresAt,
      image: row.imageSmallPath ? `${site.origin}${uploadUrl(row.imageSmallPath)}` : null,
      themes: (row.themes ?? []).map((theme) => t(`vacancy-search:themes.${theme}`)),
    })),
  };
}
