// The lighthouse scenario: Lighthouse's mobile run (its default: a mid-range phone, simulated slow 4G and CPU) of
// the home page, the vacancy bank, a vacancy page and a content page of the built server on PGlite with the demo
// data, in the system Chromium. Only localhost is reached. Not in CI: its scores move with the machine's load.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { CHROMIUM_LAUNCH } from "../e2e/chromium";
import { type LighthousePage, summariseLighthouseRuns } from "./lighthouse-report";
import { findFreePort, getStatus, startServer } from "./server-process";
import { findPublishedVacancyPath } from "./vacancy-page";

type Log = (line: string) => void;

/**
 * Runs of each page: one run's performance moves by several points on a machine that is quiet (its total blocking
 * time, 100-950 ms on the same page), so the page is reported by its median run, as Lighthouse advises.
 */
export const RUNS_PER_PAGE = 3;

export interface LighthouseRun {
  pages: LighthousePage[];
  error?: string;
}

export async function runLighthouse(root: string, log: Log): Promise<LighthouseRun> {
  const run: LighthouseRun = { pages: [] };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vp-bench-lighthouse-"));
  try {
    log("\n== lighthouse: starting the server on PGlite with the demo data ...");
    const server = await startServer(root, { DATA_DIR: dataDir, DATABASE_URL: "" });
    try {
      const pages = [
        { name: "home page", path: "/nl" },
        { name: "vacancy bank", path: "/nl/vacancies/search" },
        { name: "vacancy page", path: await findPublishedVacancyPath(server.port, server.host) },
        // A page of the centre's own, as its editors build them from blocks (the demo's "Over ons").
        { name: "content page", path: "/nl/over-ons" },
      ];
      const chromium = await startChromium();
      try {
        for (const page of pages) {
          // A first request outside the measurement, so that the page cache holds the page as for any visitor.
          await getStatus(server.port, server.host, page.path, 30_000);
          const url = `http://${server.host}${page.path}`;
          log(`   ${page.name}: ${url}, ${RUNS_PER_PAGE} runs ...`);
          const runs = [];
          for (let i = 0; i < RUNS_PER_PAGE; i++) {
            const result = await lighthouse(url, {
              port: chromium.port,
              output: "json",
              logLevel: "error",
              onlyCategories: ["performance", "accessibility"],
            });
            if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
            runs.push(result.lhr);
          }
          run.pages.push(summariseLighthouseRuns(page.name, page.path, runs));
        }
      } finally {
        chromium.stop();
      }
    } finally {
      await server.stop();
    }
  } catch (error) {
    run.error = error instanceof Error ? error.message : String(error);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return run;
}

/** The system Chromium, headless, with the browser tests' flags and a DevTools port for Lighthouse. */
async function startChromium(): Promise<{ port: number; stop: () => void }> {
  const port = await findFreePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), "vp-bench-chromium-"));
  const child: ChildProcess = spawn(
    CHROMIUM_LAUNCH.executablePath,
    [...CHROMIUM_LAUNCH.args, "--headless=new", `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"],
    { stdio: "ignore" },
  );
  // A missing browser is this scenario's error, not an uncaught one that ends the bench and loses its figures.
  let failed: Error | undefined;
  child.once("error", (error) => {
    failed = error;
  });
  const stop = () => {
    child.kill("SIGKILL");
    rmSync(profile, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (failed || child.exitCode !== null) break;
    const status = await getStatus(port, `127.0.0.1:${port}`, "/json/version", 1000).catch(() => 0);
    if (status === 200) return { port, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  if (failed) throw new Error(`Chromium (${CHROMIUM_LAUNCH.executablePath}) did not start: ${failed.message}`);
  throw new Error(`Chromium (${CHROMIUM_LAUNCH.executablePath}) did not open its DevTools port ${port}`);
}
