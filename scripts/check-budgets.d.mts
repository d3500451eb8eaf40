// Types for check-budgets.mjs, which runs as plain Node at the end of `npm run build`.
export interface ManifestEntry {
  module?: string;
  imports?: string[];
  css?: string[];
}
export interface ManifestRoute extends ManifestEntry {
  id: string;
  parentId?: string;
}
export interface Manifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestRoute>;
}
export interface PageBudget {
  page: string;
  route: string;
  budgetKb: number;
  enforced?: boolean;
  /** Served without the app's scripts to a visitor who is not signed in: the CSS and the visitor script. */
  withoutScripts?: boolean;
  /** Other scripts of ours such a page carries inline, at the ceiling their tests hold them to. */
  inlineScripts?: { url: string; kb: number }[];
}
export interface PageRow {
  page: string;
  route: string;
  files: { url: string; bytes: number }[];
  bytes: number;
  budgetBytes: number;
  over: boolean;
  enforced: boolean;
  withoutScripts: boolean;
}
export interface BudgetResult {
  rows: PageRow[];
  failures: PageRow[];
}
export const KB: number;
export const PAGES: PageBudget[];
export const BEFORE_HYDRATION: string[];
export const VISITOR_SCRIPT_KB: number;
export const VISITOR_SCRIPT: string;
export const LIVE_SEARCH_SCRIPT_KB: number;
export const EMBED_RESIZE_SCRIPT_KB: number;
export const EMBED_LOADER_KB: number;
export function pageAssets(
  manifest: Manifest,
  routeId: string,
  beforeHydration?: string[],
  options?: { withoutScripts?: boolean },
): string[];
export function checkBudgets(
  manifest: Manifest,
  gzipBytes: (url: string) => number,
  options?: { pages?: PageBudget[]; beforeHydration?: string[] },
): BudgetResult;
export function formatReport(result: BudgetResult): string;
export function readBuild(clientDir: string): {
  manifest: Manifest;
  beforeHydration: string[];
  gzipBytes: (url: string) => number;
};
