import { describe, expect, it } from "vitest";
import { checkLighthouseTargets, formatLighthouse, type LighthouseResult, summariseLighthouse } from "./lighthouse-report";

const audit = (score: number | null, scoreDisplayMode = "binary", details?: unknown) => ({
  title: "An audit",
  score,
  scoreDisplayMode,
  details,
});

const lhr = (performance: number, accessibility: number): LighthouseResult => ({
  categories: {
    performance: { score: performance, auditRefs: [] },
    accessibility: {
      score: accessibility,
      auditRefs: [
        { id: "color-contrast", weight: 7 },
        { id: "label", weight: 7 },
        { id: "video-caption", weight: 10 },
        { id: "focus-traps", weight: 0 },
      ],
    },
  },
  audits: {
    "color-contrast": audit(0, "binary", {
      items: [{ node: { selector: "a.footer-link", nodeLabel: "Privacy" } }, { node: {} }],
    }),
    label: audit(1),
    "video-caption": audit(null, "notApplicable"),
    "focus-traps": audit(null, "manual"),
    "largest-contentful-paint": { title: "LCP", score: 0.9, scoreDisplayMode: "numeric", displayValue: "2.1 s" },
  },
});

describe("Lighthouse report", () => {
  it("lists the accessibility audits that failed with their elements, not the manual or not-applicable ones", () => {
    const page = summariseLighthouse("home page", "/nl", lhr(0.97, 0.93));
    expect(page).toMatchObject({ performance: 97, accessibility: 93 });
    expect(page.failingAccessibility).toEqual([
      { id: "color-contrast", title: "An audit", elements: ['a.footer-link ("Privacy")'] },
    ]);
    expect(page.metrics["largest-contentful-paint"]).toBe("2.1 s");
    expect(formatLighthouse({ pages: [page] })).toContain(
      'accessibility fails: color-contrast (An audit): a.footer-link ("Privacy")',
    );
  });

  it("passes performance from 95 and accessibility at 100 only", () => {
    const pass = (performance: number, accessibility: number) =>
      checkLighthouseTargets({
        pages: [summariseLighthouse("vacancy page", "/nl/vacancies/1", lhr(performance, accessibility))],
      }).map((c) => c.pass);
    expect(pass(0.95, 1)).toEqual([true, true]);
    expect(pass(0.94, 0.99)).toEqual([false, false]);
  });

  it("reports a run that measured nothing as not measured, with its error", () => {
    expect(checkLighthouseTargets({ pages: [], error: "Chromium did not start" })).toEqual([
      { target: "Lighthouse performance >= 95, accessibility 100", pass: null, measured: "Chromium did not start" },
    ]);
  });

  it("says why a page has no score when Lighthouse could not load it", () => {
    const failed = {
      ...lhr(0, 0.96),
      runtimeError: { code: "CHROME_INTERSTITIAL_ERROR", message: "Chrome prevented page load" },
    };
    failed.categories.performance.score = null as unknown as number;
    const page = summariseLighthouse("vacancy page", "/nl/vacancies/71", failed);
    expect(formatLighthouse({ pages: [page] })).toContain("not measured: CHROME_INTERSTITIAL_ERROR: Chrome prevented page load");
    expect(checkLighthouseTargets({ pages: [page] })[0]).toMatchObject({
      pass: null,
      measured: "no score (CHROME_INTERSTITIAL_ERROR)",
    });
  });
});
