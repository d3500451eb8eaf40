import { describe, expect, it } from "vitest";
import {
  checkBudgets,
  formatReport,
  KB,
  type Manifest,
  pageAssets,
  VISITOR_SCRIPT,
  VISITOR_SCRIPT_KB,
} from "./check-budgets.mjs";

// A made-up build: a root layout, a page under it, and one chunk both share.
const manifest: Manifest = {
  entry: { module: "/assets/entry.js", imports: ["/assets/react.js"] },
  routes: {
    root: { id: "root", module: "/assets/root.js", imports: ["/assets/react.js", "/assets/shell.js"], css: ["/assets/root.css"] },
    "routes/page": { id: "routes/page", parentId: "root", module: "/assets/page.js", imports: ["/assets/shell.js"] },
    "routes/other": { id: "routes/other", parentId: "root", module: "/assets/editor.js" },
  },
};
const sizes: Record<string, number> = {
  "/assets/entry.js": 50 * KB,
  "/assets/react.js": 30 * KB,
  "/assets/root.js": 5 * KB,
  "/assets/shell.js": 10 * KB,
  "/assets/root.css": 10 * KB,
  "/assets/page.js": 5 * KB,
  "/assets/editor.js": 200 * KB,
  "/assets/catalogue-nl-x.js": 15 * KB,
};
const gzipBytes = (url: string) => sizes[url];
const page = (budgetKb: number, enforced = true) => [{ page: "page", route: "routes/page", budgetKb, enforced }];

describe("the public pages' budget check", () => {
  it("counts the entry, every route from the root down with its imports and CSS, each file once", () => {
    expect(pageAssets(manifest, "routes/page", ["/assets/catalogue-nl-x.js"]).sort()).toEqual([
      "/assets/catalogue-nl-x.js",
      "/assets/entry.js",
      "/assets/page.js",
      "/assets/react.js",
      "/assets/root.css",
      "/assets/root.js",
      "/assets/shell.js",
    ]);
  });

  it("fails when a page passes its budget, and prints what it loads", () => {
    const result = checkBudgets(manifest, gzipBytes, { pages: page(100), beforeHydration: ["/assets/catalogue-nl-x.js"] });
    expect(result.rows[0].bytes).toBe(125 * KB);
    expect(result.failures.map((r) => r.page)).toEqual(["page"]);
    const report = formatReport(result);
    expect(report).toContain("OVER  page: 125.0 KB gzip of 100.0 KB, 7 files");
    expect(report).toContain("/assets/catalogue-nl-x.js");
  });

  it("passes a page under its budget, whatever other routes load", () => {
    const result = checkBudgets(manifest, gzipBytes, { pages: page(120) });
    expect(result.rows[0].bytes).toBe(110 * KB);
    expect(result.failures).toEqual([]);
    expect(formatReport(result)).toContain("ok    page: 110.0 KB gzip of 120.0 KB");
  });

  it("only reports a page that is not enforced yet", () => {
    const result = checkBudgets(manifest, gzipBytes, { pages: page(100, false) });
    expect(result.failures).toEqual([]);
    expect(formatReport(result)).toContain("over  page: 110.0 KB gzip of 100.0 KB, 6 files (not enforced yet)");
  });

  it("counts a page without scripts as its CSS and the visitor script, and still fails it over its budget", () => {
    const pages = [{ page: "page", route: "routes/page", budgetKb: 12, withoutScripts: true }];
    const result = checkBudgets(manifest, gzipBytes, { pages, beforeHydration: ["/assets/catalogue-nl-x.js"] });
    expect(result.rows[0].files.map((f) => f.url)).toEqual(["/assets/root.css", VISITOR_SCRIPT]);
    expect(result.rows[0].bytes).toBe(10 * KB + VISITOR_SCRIPT_KB * KB);
    expect(formatReport(result)).toContain(
      `ok    page: ${(10 + VISITOR_SCRIPT_KB).toFixed(1)} KB gzip of 12.0 KB, 2 files, without scripts for visitors`,
    );
    const over = checkBudgets(manifest, gzipBytes, { pages: [{ ...pages[0], budgetKb: 10 + VISITOR_SCRIPT_KB / 2 }] });
    expect(over.failures.map((r) => r.page)).toEqual(["page"]);
  });

  it("adds a page's own inline scripts at their ceilings", () => {
    const live = { url: "(inline) live.ts", kb: 2 };
    const pages = [{ page: "page", route: "routes/page", budgetKb: 13, withoutScripts: true, inlineScripts: [live] }];
    const result = checkBudgets(manifest, gzipBytes, { pages });
    expect(result.rows[0].files.map((f) => f.url)).toEqual(["/assets/root.css", VISITOR_SCRIPT, live.url]);
    expect(result.rows[0].bytes).toBe(12 * KB + VISITOR_SCRIPT_KB * KB);
    expect(result.failures.map((r) => r.page)).toEqual(["page"]);
  });

  it("names a route the build does not have", () => {
    expect(() => checkBudgets(manifest, gzipBytes, { pages: [{ page: "gone", route: "routes/gone", budgetKb: 120 }] })).toThrow(
      'route "routes/gone" is not in the build\'s manifest',
    );
  });
});
