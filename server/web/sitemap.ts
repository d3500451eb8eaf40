import { and, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { withTenant } from "../db/client";
import type { AppEnv } from "../http/types";
import { organizations } from "../modules/organizations/organizations.table";
import { pageLanguages } from "../modules/pages/pages.resource";
import { listPages } from "../modules/pages/pages.service";
import { hasPartners } from "../modules/partners/partners.service";
import { contentLanguagesOf } from "../modules/tenancy/site-context.middleware";
import { all, publicScope } from "../modules/vacancies/public-vacancies.service";
import { vacancies } from "../modules/vacancies/vacancies.table";
import { escapeXml } from "../text/xml";

/** A sitemap holds at most 50,000 addresses; the newest vacancies go first when a bank is larger. */
const MAX_VACANCIES = 40_000;
const MAX_ORGANIZATIONS = 5_000;

/** sitemap.xml and robots.txt per centre host (issue 15, item 8): on a host that is not ours, nothing is offered. */
export const sitemapRoutes = new Hono<AppEnv>();

sitemapRoutes.get("/robots.txt", (c) => {
  const { origin, configuredHost } = c.get("site");
  const body = configuredHost
    ? `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /auth/\nDisallow: /uploads/\n\nSitemap: ${origin}/sitemap.xml\n`
    : "User-agent: *\nDisallow: /\n";
  return c.text(body, 200, { "Cache-Control": "public, max-age=3600" });
});

sitemapRoutes.get("/sitemap.xml", async (c) => {
  const { deps, site } = c.var;
  if (!site.configuredHost) return c.text("", 404);
  const scope = { tenant: site.tenant.id, centerId: site.center.id };
  const base = `${site.origin}/nl`;
  const urls: { loc: string; lastmod?: Date }[] = [
    { loc: base },
    { loc: `${base}/vacancies/search` },
    { loc: `${base}/nieuws` },
    { loc: `${base}/workshops` },
  ];
  // The partners page says little until the centre has partners.
  if (await hasPartners(deps.db, scope)) urls.push({ loc: `${base}/partners` });
  const { rows: pages } = await listPages(
    deps.db,
    scope,
    { publishedOnly: true },
    { sort: "-published_at", featuredFirst: false },
    { number: 1, size: 1000 },
  );
  const published = contentLanguagesOf(site);
  for (const page of pages) {
    const path = page.isHome ? "" : page.pageType === "default" ? `/${page.slug}` : `/nieuws/${page.slug}`;
    const lastmod = page.publishedAt ?? undefined;
    if (!page.isHome) urls.push({ loc: `${base}${path}`, lastmod });
    // The English address only where the page has English (decision 28): never a Dutch page offered as English.
    if (pageLanguages(page, { published }).includes("en")) urls.push({ loc: `${site.origin}/en${path}`, lastmod });
  }
  const [openVacancies, approved] = await withTenant(deps.db, scope.tenant, (tx) =>
    Promise.all([
      tx
        .select({ id: vacancies.id, updatedAt: vacancies.updatedAt })
        .from(vacancies)
        .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
        .where(all(publicScope(scope.tenant, [scope.centerId], new Date())))
        .orderBy(desc(vacancies.updatedAt))
        .limit(MAX_VACANCIES),
      tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(
          and(
            eq(organizations.tenantId, scope.tenant),
            eq(organizations.centerId, scope.centerId),
            eq(organizations.status, "approved"),
          ),
        )
        .limit(MAX_ORGANIZATIONS),
    ]),
  );
  for (const row of openVacancies) urls.push({ loc: `${base}/vacancies/${row.id}`, lastmod: row.updatedAt });
  for (const row of approved) urls.push({ loc: `${base}/organizations/${row.id}` });
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(
      (url) =>
        `<url><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod.toISOString()}</lastmod>` : ""}</url>`,
    ),
    "</urlset>",
  ].join("\n");
  return c.body(body, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" });
});
