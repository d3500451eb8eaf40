import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import type { AccessibilityFigures } from "../contract/accessibility-figures";
import type { LighthouseRun } from "./lighthouse";
import type { TargetCheck } from "./report";

export const PERFORMANCE_MIN = 95;
export const ACCESSIBILITY_MIN = 100;
const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
];

/** The part of Lighthouse's result (LHR) that the report reads. */
export interface LighthouseResult {
  /** Why the page could not be measured (e.g. CHROME_INTERSTITIAL_ERROR when the page did not load in time). */
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      displayValue?: string;
      numericValue?: number;
      details?: unknown;
    }
  >;
}

export interface LighthousePage {
  name: string;
  path: string;
  performance: number | null;
  /** Every run's performance score, in the order run, when the page was measured more than once. */
  performanceRuns?: (number | null)[];
  accessibility: number | null;
  /** The performance metrics as Lighthouse shows them (FCP, LCP, TBT, CLS, SI). */
  metrics: Record<string, string>;
  /** Accessibility audits that did not pass, with the elements they name. */
  failingAccessibility: { id: string; title: string; elements: string[] }[];
  /** Lighthouse's runtime error, when it could not measure the page. */
  error?: string;
}

const score = (value: number | null | undefined) => (value === null || value === undefined ? null : Math.round(value * 100));

export function summariseLighthouse(name: string, path: string, lhr: LighthouseResult): LighthousePage {
  const accessibility = lhr.categories.accessibility;
  const failingAccessibility = (accessibility?.auditRefs ?? [])
    .map((ref) => ({ id: ref.id, audit: lhr.audits[ref.id] }))
    // Manual and not-applicable audits have no score; a scored audit below 1 fails.
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 1)
    .map(({ id, audit }) => ({ id, title: audit.title, elements: elementsOf(audit.details) }));
  const metrics = Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.displayValue ?? "-"]));
  return {
    name,
    path,
    performance: score(lhr.categories.performance?.score),
    accessibility: score(accessibility?.score),
    metrics,
    failingAccessibility,
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

/**
 * A page measured several times, reported by its median run as Lighthouse picks it (nearest the median first
 * contentful paint and time to interactive), with every run's performance score beside it. A page that no run could
 * measure is reported by its first run, with its error.
 */
export function summariseLighthouseRuns(name: string, path: string, runs: LighthouseResult[]): LighthousePage {
  type Result = Parameters<typeof computeMedianRun>[0][number];
  const measured = filterToValidRuns(runs as unknown as Result[]);
  const median = measured.length > 0 ? (computeMedianRun(measured) as unknown as LighthouseResult) : runs[0];
  return {
    ...summariseLighthouse(name, path, median),
    performanceRuns: runs.map((run) => score(run.categories.performance?.score)),
  };
}

/** The first few elements an audit names (details.items[].node): selector and, when it has one, its text. */
function elementsOf(details: unknown): string[] {
  const items = (details as { items?: { node?: { selector?: string; nodeLabel?: string } }[] } | undefined)?.items ?? [];
  return items
    .filter((item) => item.node?.selector)
    .map(({ node }) => (node?.nodeLabel ? `${node.selector} ("${node.nodeLabel}")` : String(node?.selector)))
    .slice(0, 5);
}

export function formatLighthouse(run: LighthouseRun): string {
  const lines = ["\nLighthouse (mobile, PGlite with the demo data)"];
  if (run.error) lines.push(`  CRASHED: ${run.error}`);
  for (const page of run.pages) {
    lines.push(
      `  ${page.name.padEnd(14)} ${page.path.padEnd(24)} performance ${page.performance ?? "-"}${runsOf(page)}, accessibility ${page.accessibility ?? "-"}`,
    );
    lines.push(
      `    ${Object.entries(page.metrics)
        .map(([id, value]) => `${id} ${value}`)
        .join(", ")}`,
    );
    if (page.error) lines.push(`    not measured: ${page.error}`);
    for (const failing of page.failingAccessibility) {
      lines.push(
        `    accessibility fails: ${failing.id} (${failing.title})${failing.elements.length ? `: ${failing.elements.join(" | ")}` : ""}`,
      );
    }
  }
  return lines.join("\n");
}

const runsOf = ({ performanceRuns: runs }: LighthousePage) =>
  runs && runs.length > 1 ? ` (median of ${runs.length} runs: ${runs.map((run) => run ?? "-").join(", ")})` : "";

export function checkLighthouseTargets(run: LighthouseRun): TargetCheck[] {
  if (run.pages.length === 0) {
    return [
      {
        target: `Lighthouse performance >= ${PERFORMANCE_MIN}, accessibility ${ACCESSIBILITY_MIN}`,
        pass: null,
        measured: run.error ?? "not measured",
      },
    ];
  }
  return run.pages.flatMap((page) => [
    {
      target: `Lighthouse performance >= ${PERFORMANCE_MIN} (mobile, ${page.name})`,
      pass: page.performance === null ? null : page.performance >= PERFORMANCE_MIN,
      measured: `${page.performance ?? `no score${page.error ? ` (${page.error.split(":")[0]})` : ""}`}`,
    },
    {
      target: `Lighthouse accessibility ${ACCESSIBILITY_MIN} (mobile, ${page.name})`,
      pass: page.accessibility === null ? null : page.accessibility >= ACCESSIBILITY_MIN,
      measured:
        `${page.accessibility ?? "no score"}` +
        (page.failingAccessibility.length ? `; fails: ${page.failingAccessibility.map((f) => f.id).join(", ")}` : ""),
    },
  ]);
}

/**
 * The run's accessibility scores as the accessibility statement shows them (contract/accessibility-figures.json), or
 * null when a page was not measured: the statement keeps its last complete figures rather than show a partial run.
 */
export function accessibilityFiguresOf(
  run: LighthouseRun,
  measuredOn: Date,
  commit: string | null,
): AccessibilityFigures["lighthouse"] {
  if (run.error || run.pages.length === 0 || run.pages.some((page) => page.error || page.accessibility === null)) return null;
  return {
    measuredOn: measuredOn.toISOString().slice(0, 10),
    commit,
    scores: run.pages.map((page) => ({
      page: page.name.replaceAll(" ", "_"),
      // A vacancy's id changes with every database: its path says nothing to a reader of the statement.
      path: page.path.replace(/\/\d+$/, "/:id"),
      accessibility: page.accessibility as number,
    })),
  };
}
