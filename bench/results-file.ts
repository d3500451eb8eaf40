import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AccessibilityFigures } from "../contract/accessibility-figures";
import type { DatabaseRun, TargetCheck } from "./report";

// The server and autocannon share the machine; anything else running (tests, builds) skews the figures.
const loadAverageAtStart = os.loadavg()[0];

export function warnIfMachineBusy() {
  const cpus = os.cpus().length;
  if (loadAverageAtStart > cpus / 2) {
    console.warn(
      `warning: the machine is busy (load average ${loadAverageAtStart.toFixed(2)} on ${cpus} CPUs); figures will be low and noisy`,
    );
  }
}

export function writeResults(
  root: string,
  settings: object,
  runs: DatabaseRun[],
  targets: TargetCheck[],
  scenarios: {
    search?: object;
    overload?: object;
    crawl?: object;
    lighthouse?: object;
    digest?: object;
    pool?: object;
    socialMap?: object;
    analytics?: object;
    tenants?: object;
    imports?: object;
    wire?: object;
  },
) {
  const dir = path.join(root, "bench/results");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "latest.json");
  const environment = {
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    loadAverageAtStart,
    loadAverageAtEnd: os.loadavg()[0],
    commit: gitCommit(root),
  };
  const document = { date: new Date().toISOString(), environment, settings, runs, ...scenarios, targets };
  writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  return path.relative(root, file);
}

/** Lighthouse's part of the figures the accessibility statement shows (decision 33); commit the file with the change. */
export function writeAccessibilityFigures(root: string, lighthouse: NonNullable<AccessibilityFigures["lighthouse"]>) {
  const file = path.join(root, "contract/accessibility-figures.json");
  const figures = JSON.parse(readFileSync(file, "utf8")) as AccessibilityFigures;
  writeFileSync(file, `${JSON.stringify({ ...figures, lighthouse }, null, 2)}\n`);
  return path.relative(root, file);
}

export function gitCommit(root: string) {
  try {
    const stdio: ("ignore" | "pipe")[] = ["ignore", "pipe", "ignore"];
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8", stdio }).trim();
  } catch {
    return null;
  }
}
