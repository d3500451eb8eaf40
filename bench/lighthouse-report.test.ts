import { describe, expect, it } from "vitest";
import {
  accessibilityFiguresOf,
  checkLighthouseTargets,
  formatLighthouse,
  type LighthouseResult,
  summariseLighthouse,
  summariseLighthouseRuns,
} from "./lighthouse-report";

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

describe("a page measured several times", () => {
  /** A run with its performance score and the two times Lighthouse picks the median run by. */
  const timed = (performance: number, firstPaint: number, interactive: number): LighthouseResult => {
    const run = lhr(performance, 1);
    run.audits["first-contentful-paint"] = { title: "FCP", score: 1, scoreDisplayMode: "numeric", numericValue: firstPaint };
    run.audits.interactive = { title: "TTI", score: 1, scoreDisplayMode: "numeric", numericValue: interactive };
    return run;
  };

  it("is reported by its median run, nearest the median first paint and time to interactive, with every run's score", () => {
    const page = summariseLighthouseRuns("home page", "/nl", [
      timed(0.99, 800, 900),
      timed(0.91, 1300, 2100),
      timed(0.96, 1200, 1500),
    ]);
    expect(page).toMatchObject({ performance: 96, performanceRuns: [99, 91, 96] });
    expect(formatLighthouse({ pages: [page] })).toContain("performance 96 (median of 3 runs: 99, 91, 96)");
    expect(checkLighthouseTargets({ pages: [page] })[0]).toMatchObject({ pass: true, measured: "96" });
  });

  it("that no run could measure is reported by its first run's error", () => {
    const failed = { ...lhr(0, 1), runtimeError: { code: "NO_FCP", message: "The page did not paint any content" } };
    const page = summariseLighthouseRuns("vacancy page", "/nl/vacancies/7", [failed, lhr(0, 1)]);
    expect(page.error).toBe("NO_FCP: The page did not paint any content");
  });
});

describe("the accessibility statement's figures (decision 33)", () => {
  const page = (name: string, path: string, accessibility: number | null) => ({
    ...summariseLighthouse(name, path, lhr(0.97, 1)),
    accessibility,
  });
  const day = new Date("2026-11-27T22:00:00Z");

  it("are the run's accessibility scores by page, the date and the commit, a vacancy's id left out", () => {
    const run = { pages: [page("home page", "/nl", 100), page("vacancy page", "/nl/vacancies/123", 98)] };
    expect(accessibilityFiguresOf(run, day, "abc1234")).toEqual({
      measuredOn: "2026-11-27",
      commit: "abc1234",
      scores: [
        { page: "home_page", path: "/nl", accessibility: 100 },
        { page: "vacancy_page", path: "/nl/vacancies/:id", accessibility: 98 },
      ],
    });
  });

  it("are none from a run that did not measure every page, so the statement keeps its last complete figures", () => {
    expect(accessibilityFiguresOf({ pages: [], error: "server did not answer" }, day, null)).toBeNull();
    expect(accessibilityFiguresOf({ pages: [page("home page", "/nl", null)] }, day, null)).toBeNull();
  });
});
