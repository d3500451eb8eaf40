import type { DatabaseRun } from "./report";

const USAGE = "usage: npm run bench -- --db=postgres|pglite|both --duration=<seconds>";

export interface BenchOptions {
  databases: DatabaseRun["database"][];
  fixedRateSeconds: number;
  maxSeconds: number;
}

export function parseOptions(args: string[]): BenchOptions {
  let db = "both";
  let duration = 15;
  for (const arg of args) {
    const [name, value] = arg.split("=");
    if (name === "--db" && ["postgres", "pglite", "both"].includes(value)) db = value;
    else if (name === "--duration" && Number(value) > 0) duration = Number(value);
    else {
      console.error(`unknown or invalid argument '${arg}'; ${USAGE}`);
      process.exit(2);
    }
  }
  const databases: DatabaseRun["database"][] = db === "both" ? ["postgres", "pglite"] : [db as DatabaseRun["database"]];
  // The max-throughput runs take two thirds of the fixed-rate run: 10 s for the default 15 s.
  return { databases, fixedRateSeconds: duration, maxSeconds: Math.max(1, Math.round((duration * 2) / 3)) };
}
