// The public pages' weight budget (DESIGN.md "Delivery", issue 13): the JavaScript and CSS a visitor loads before a
// public page is usable is at most 120 KB gzip. Run at the end of `npm run build`; prints what each page loads and
// exits 1 when a page passes its budget.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

/** KB as Vite prints them: 1000 bytes. */
export const KB = 1000;

/**
 * The public pages, by their leaf route id in app/routes.ts (the file without its extension), and their budgets:
 * ceilings a few KB above what each loads today, lowered as pages get lighter, towards DESIGN.md's 120 KB
 * (docs/decisions/0009-public-page-weight.md). The build fails when a page passes its ceiling. Our own translator and
 * the server-only and account texts out of the public catalogue took 23 KB off every page (decision 13); the ceilings
 * came down with them, 3 KB above what each page loads.
 */
/**
 * What a page without the app's scripts runs instead, inline (app/features/shell/visitor-script.ts): counted at this ceiling,
 * which app/features/shell/visitor-script.test.ts holds it to.
 */
export const VISITOR_SCRIPT_KB = 1.5;
export const VISITOR_SCRIPT = "(inline) app/features/shell/visitor-script.ts";

/** The bank's live search on a page without the app, held to its ceiling by live-search-script.test.ts. */
export const LIVE_SEARCH_SCRIPT_KB = 2;
const LIVE_SEARCH_SCRIPT = { url: "(inline) app/features/vacancy-search/live-search-script.ts", kb: LIVE_SEARCH_SCRIPT_KB };

/**
 * The embedded vacancy bank (issue 43, item 3): the page's inline script that reports its height, and the loader the
 * other site includes (/embed/v1.js), held to their ceilings by embed-resize-script.test.ts and embed-loader.test.ts.
 */
// 0.3 KB today (embed-resize-script.test.ts holds it to this).
export const EMBED_RESIZE_SCRIPT_KB = 0.4;
export const EMBED_LOADER_KB = 1;
const EMBED_SCRIPTS = [
  { url: "(inline) app/features/vacancy-embed/embed-resize-script.ts", kb: EMBED_RESIZE_SCRIPT_KB },
  { url: "(other site) /embed/v1.js, server/modules/vacancy-bank/embed-loader.ts", kb: EMBED_LOADER_KB },
];

export const PAGES = [
  // Served without the app's scripts to a visitor who is not signed in (decision 9): the CSS and the visitor script,
  // 15.5 KB. Signed-in users get the app (179-180 KB), and so does a visitor of a page with a slideshow, a video or a
  // form among its blocks (blocks-without-scripts.ts).
  { page: "home /:lang", route: "routes/home", budgetKb: 18, withoutScripts: true },
  // The bank's list goes without the app to a visitor too, live by its own inline script (live-search-script.ts; the
  // morphing library it fetches comes with the first search, not before the page is usable).
  {
    page: "vacancy bank /:lang/vacancies/search",
    route: "routes/vacancies.search",
    budgetKb: 20,
    withoutScripts: true,
    inlineScripts: [LIVE_SEARCH_SCRIPT],
  },
  // Its map view (MAP_TILE_URL) and the search alert's form keep the app. The hearts and the search alert (issue 19,
  // item 4) added 1.5 KB; the list/map toggle 0.5-1 KB; the header's menus without JavaScript +0.2 KB; the result
  // card's fact icons from a sprite -1.2 KB; the pages without scripts (the root's switch, the marks) +0.3 KB; the bank's
  // live search (its alert link, the apply button's two labels) +0.3 KB; the search's feeds in the head (issue 43,
  // item 4) +0.4 KB; the route table every page loads, with the webhooks, import and export screens (issues 40 and
  // 43) +0.1 KB; the embedded bank's two routes in that table and the result card's new-tab link (issue 43, item 3) +0.1-0.2
  // KB on each page below that keeps the app; the API reference's route in that table (issue 43, item 1) another
  // +0.1-0.2 KB on each of them; the impersonation banner's texts for the platform's operator (issue 39) +0.1 KB; the
  // list of interface languages and the mirrored styles for right to left (issue 41, item 6) +0.6-0.9 KB, and the
  // marking of a centre's Dutch text on an English page (lang="nl", issue 41) +0.3-0.4 KB, and the footer's links to the
  // pages every site has (issue 44, decision 33) +0.1 KB, on each page below that keeps the app.
  // "Help me kiezen" (issue 44, item 3): its two routes in the table and the bank's link and reasons texts +0.1 KB on
  // each page below that keeps the app; on the bank also the link, the reasons and the alert beside them (+0.8 KB).
  // The page's <title> in English on /en where the centre wrote one (issue 41): +0.1-0.2 KB on each page below that keeps
  // the app; +0.4 KB on a workshop, whose description its editor's preview shares.
  // The vacancy page's "usually responds within" (issue 44, item 2) +0.1-0.2 KB on each of them (its text in the public
  // catalogue), +0.3 on the vacancy page (its icon).
  // The heading leaves the focus where the visitor went as a page arrived (0.23.0): +0.1 KB on this and the workshops.
  // The form guard lets a click through once the answer is in, not while a redirect leads away (0.29.0): +0.1 KB on
  // this, the vacancy with a map, the workshops and a workshop.
  // The system's fonts sized to Inter for a page that Inter did not reach in time (app/inter.css, 0.33.0): +0.1-0.2 KB
  // of CSS on every page, the embedded bank's too.
  { page: "vacancy bank with its map", route: "routes/vacancies.search", budgetKb: 192.9 },
  // The bank in a frame on another site, always without the app for a visitor (a frame there gets no session): its CSS,
  // the visitor script, the live search and its height report, and the other site's loader, the scripts counted at
  // their ceilings; 20 KB all told until Inter's sized fallbacks (+0.1 KB of CSS).
  {
    page: "embedded vacancy bank /:lang/embed/vacancies",
    route: "routes/embed.vacancies",
    budgetKb: 20.2,
    withoutScripts: true,
    inlineScripts: [LIVE_SEARCH_SCRIPT, ...EMBED_SCRIPTS],
  },
  // "Help me kiezen" (issue 44, item 3): one question a screen as plain GET forms, HTML and CSS alone for a visitor.
  { page: "guided choice /:lang/hulp-bij-kiezen", route: "routes/guided-choice", budgetKb: 18, withoutScripts: true },
  { page: "vacancy /:lang/vacancies/:id", route: "routes/vacancy", budgetKb: 18, withoutScripts: true },
  // With MAP_TILE_URL and a place on the map, a vacancy page keeps its scripts for the map. Every page that keeps the
  // app below carries the 404 page's own title, plain text and ways on (issue 37): +0.3 KB. Issue 37 also added to each
  // of them: a form's errors brought into view with focus, and the application form's linked error summary (+1.3 KB
  // here, +0.4 elsewhere), messages that name their field (+0.2 KB of texts), numbers in the page's language (+0.3 KB).
  // The heart and the picture name the title as the page shows it, a Dutch one marked lang="nl", and the page's
  // canonical and hreflang addresses by the languages it has (issue 41): +0.2 KB.
  { page: "vacancy with a map", route: "routes/vacancy", budgetKb: 192.1 },
  {
    page: "activity calendar /:lang/activiteitenkalender",
    route: "routes/activity-calendar",
    budgetKb: 18,
    withoutScripts: true,
  },
  { page: "content page /:lang/:slug", route: "routes/content-page", budgetKb: 18, withoutScripts: true },
  { page: "news /:lang/nieuws", route: "routes/news", budgetKb: 18, withoutScripts: true },
  { page: "news item /:lang/nieuws/:slug", route: "routes/news-item", budgetKb: 18, withoutScripts: true },
  // Stop 53's merges together (issues 41 and 44): the "only in Dutch" note and a workshop's English texts (+0.4 KB on a
  // workshop), the settings menu's two new tabs and the new public texts (+0.1 KB elsewhere), the vacancy's English.
  { page: "workshops /:lang/workshops", route: "routes/workshops", budgetKb: 184.3 },
  // Its sign-up form checks fields left before its checks had loaded once they have: +0.1 KB.
  { page: "workshop /:lang/workshops/:id", route: "routes/workshop", budgetKb: 187.4 },
  { page: "partners /:lang/partners", route: "routes/partners", budgetKb: 18, withoutScripts: true },
  // +0.1 KB: its form's guard against sending twice lets a click through once the answer is in.
  { page: "contact /:lang/contactformulier", route: "routes/contact", budgetKb: 183.8 },
  // The social map and its organizations show a map with MAP_TILE_URL and keep their scripts for it; without one they
  // go without (16 KB). +0.1 KB: the root frame serves the operator's console and leaves a tag out of a frame elsewhere.
  // +0.1 KB on the organization's page: the settings menu's follow-up tab (issue 44), and its kind and description
  // marked lang="nl" on an English page (issue 41). +0.1 KB: the colour mode stays put while the page hydrates.
  { page: "social map /:lang/sociale-kaart", route: "routes/social-map", budgetKb: 181.5 },
  { page: "social map organization /:lang/sociale-kaart/:id", route: "routes/social-map.organization", budgetKb: 181.3 },
  // The API reference (issue 43, item 1): public to partners' developers, HTML and CSS alone for a visitor.
  { page: "API reference /:lang/developers/api", route: "routes/developers.api", budgetKb: 18, withoutScripts: true },
  { page: "API domain /:lang/developers/api/:tag", route: "routes/developers.api.tag", budgetKb: 18, withoutScripts: true },
];

/**
 * Chunks app/entry.client.tsx imports before it hydrates, by chunk name: the page's language (pages are measured in
 * Dutch, the default; English is about as large).
 */
export const BEFORE_HYDRATION = ["catalogue-nl"];

/**
 * What the SSR HTML makes the browser load up front for a route (React Router's <Links> and <Scripts>; the route
 * manifest is inline, lazy route discovery): the client entry and its imports, and for each route from the root down
 * to the leaf its module, static imports and CSS; and the chunks the entry awaits before hydrating. Other dynamic
 * imports (React.lazy, import()) load when used. A page without scripts loads the CSS alone.
 */
export function pageAssets(manifest, routeId, beforeHydration = [], { withoutScripts = false } = {}) {
  const route = manifest.routes[routeId];
  if (!route) throw new Error(`route "${routeId}" is not in the build's manifest`);
  const chain = [];
  for (let r = route; r; r = r.parentId ? manifest.routes[r.parentId] : undefined) chain.unshift(r);
  const files = new Set();
  const add = (entry) => {
    if (entry.module && !withoutScripts) files.add(entry.module);
    for (const f of withoutScripts ? [] : (entry.imports ?? [])) files.add(f);
    for (const f of entry.css ?? []) files.add(f);
  };
  add(manifest.entry);
  for (const r of chain) add(r);
  for (const f of withoutScripts ? [] : beforeHydration) files.add(f);
  return [...files];
}

/** Each page's files and gzip bytes, and the enforced pages over budget; `gzipBytes(url)` sizes one file. */
export function checkBudgets(manifest, gzipBytes, { pages = PAGES, beforeHydration = [] } = {}) {
  const rows = pages.map(({ page, route, budgetKb, enforced = true, withoutScripts = false, inlineScripts = [] }) => {
    const urls = pageAssets(manifest, route, beforeHydration, { withoutScripts });
    const files = urls.map((url) => ({ url, bytes: gzipBytes(url) }));
    if (withoutScripts) files.push({ url: VISITOR_SCRIPT, bytes: VISITOR_SCRIPT_KB * KB });
    for (const { url, kb } of inlineScripts) files.push({ url, bytes: kb * KB });
    const bytes = files.reduce((sum, f) => sum + f.bytes, 0);
    return { page, route, files, bytes, budgetBytes: budgetKb * KB, over: bytes > budgetKb * KB, enforced, withoutScripts };
  });
  return { rows, failures: rows.filter((r) => r.over && r.enforced) };
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** The table `npm run build` prints: per page its total against its budget, then its files, largest first. */
export function formatReport({ rows }) {
  const lines = [];
  for (const row of rows) {
    const status = !row.over ? "ok  " : row.enforced ? "OVER" : "over";
    const note = row.enforced ? "" : row.over ? " (not enforced yet)" : " (fits: set enforced: true)";
    const how = row.withoutScripts ? ", without scripts for visitors" : "";
    lines.push(`${status}  ${row.page}: ${kb(row.bytes)} gzip of ${kb(row.budgetBytes)}, ${row.files.length} files${how}${note}`);
    for (const f of [...row.files].sort((a, b) => b.bytes - a.bytes)) lines.push(`        ${kb(f.bytes).padStart(9)}  ${f.url}`);
  }
  return lines.join("\n");
}

/** Reads the browser manifest React Router wrote into the client build (window.__reactRouterManifest = {...}). */
export function readBuild(clientDir) {
  const assets = path.join(clientDir, "assets");
  const names = readdirSync(assets);
  const name = names.find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!name) throw new Error(`no React Router manifest in ${assets}: run react-router build first`);
  const source = readFileSync(path.join(assets, name), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("=") + 1).replace(/;\s*$/, ""));
  const gzipBytes = (url) => gzipSync(readFileSync(path.join(clientDir, url)), { level: 9 }).length;
  const beforeHydration = BEFORE_HYDRATION.map((chunk) => {
    const file = names.find((f) => f.startsWith(`${chunk}-`) && f.endsWith(".js"));
    if (!file) throw new Error(`no chunk "${chunk}" in ${assets}: BEFORE_HYDRATION names what entry.client.tsx awaits`);
    return `/assets/${file}`;
  });
  return { manifest, beforeHydration, gzipBytes };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { manifest, beforeHydration, gzipBytes } = readBuild(path.resolve(process.argv[2] ?? "build/client"));
  const result = checkBudgets(manifest, gzipBytes, { beforeHydration });
  console.log(formatReport(result));
  if (result.failures.length > 0) {
    console.error(`\npage budget passed: ${result.failures.map((r) => r.page).join(", ")} (DESIGN.md "Delivery")`);
    process.exit(1);
  }
}
