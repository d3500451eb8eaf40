import figures from "./accessibility-figures.json";

// The figures the accessibility statement shows (decision 33), from one file that the checks themselves keep current:
// `npm run bench -- --only=lighthouse` writes Lighthouse's part; a unit test holds axe's version to the installed one.

/** Lighthouse's accessibility score (0-100, mobile) of one page, as the bench measured it. */
export interface LighthouseScore {
  /** home_page, vacancy_bank, vacancy_page or content_page (bench/lighthouse.ts). */
  page: string;
  path: string;
  accessibility: number;
}

export interface AccessibilityFigures {
  /** The axe-core version the browser tests check every page they visit with (e2e/axe.ts). */
  axe: { version: string };
  /** The last Lighthouse run over the public pages, or null before the first. */
  lighthouse: { measuredOn: string; commit: string | null; scores: LighthouseScore[] } | null;
}

export const ACCESSIBILITY_FIGURES: AccessibilityFigures = figures;
