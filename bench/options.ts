import type { DatabaseRun } from "./report";

export const SCENARIOS = [
  "baseline",
  "search-api",
  "search-page",
  "search-one-tenant",
  "search-sql",
  "search-growth",
  "overload",
  "crawl",
  "lighthouse",
  "digest",
  "volunteer-pool",
  "social-map",
  "analytics",
  "tenants",
  "imports",
  "wire",
] as const;
export type Scenario = (typeof SCENARIOS)[number];

const USAGE =
  "usage: npm run bench -- [--db=postgres|pglite|both] [--duration=<seconds>] [--only=<scenario>[,<scenario>]] " +
  `[--scale=10000|100000|1000000] [--with-1m] [--port=<port>] [--overload-seconds=<n>] [--import-rows=<n>]; scenarios: ${SCENARIOS.join(", ")}`;

export interface BenchOptions {
  databases: DatabaseRun["database"][];
  fixedRateSeconds: number;
  maxSeconds: number;
  scenarios: Scenario[];
  /** Vacancies in the search database for the search-api, search-page and search-sql scenarios. */
  scale: number;
  /** search-growth also measures at 1,000,000 vacancies (generation takes minutes; see bench/README.md).. */
  withMillion: boolean;
  /** The overload scenario's server port (default: a free one). */
  port?: number;
  /** How long the overload scenario offers twice the capacity (the target's 600; a short run for a quick look). */
  overloadSeconds: number;
  /** Generated users of the digest scenario. */
  digestUsers: number;
  /** Vacancies the imports scenario checks and imports from CSV. */
  importRows: number;
}

export function parseOptions(args: string[]): BenchOptions {
  let db = "both";
  let duration = 15;
  let scenarios: Scenario[] = [...SCENARIOS];
  let scale = 100_000;
  let withMillion = false;
  let port: number | undefined;
  let overloadSeconds = 600;
  let digestUsers = 100_000;
  let importRows = 100_000;
  for (const arg of args) {
    const [name, value] = arg.split("=");
    if (name === "--db" && ["postgres", "pglite", "both"].includes(value)) db = value;
    else if (name === "--duration" && Number(value) > 0) duration = Number(value);
    else if (name === "--only" && value?.split(",").every((s) => (SCENARIOS as readonly string[]).includes(s)))
      scenarios = value.split(",") as Scenario[];
    else if (name === "--scale" && ["10000", "100000", "1000000"].includes(value)) scale = Number(value);
    else if (name === "--with-1m" && value === undefined) withMillion = true;
    else if (name === "--port" && Number.isInteger(Number(value)) && Number(value) > 0) port = Number(value);
    else if (name === "--overload-seconds" && Number.isInteger(Number(value)) && Number(value) > 0)
      overloadSeconds = Number(value);
    else if (name === "--digest-users" && Number.isInteger(Number(value)) && Number(value) > 0) digestUsers = Number(value);
    else if (name === "--import-rows" && Number.isInteger(Number(value)) && Number(value) > 0) importRows = Number(value);
    else {
      console.error(`unknown or invalid argument '${arg}'; ${USAGE}`);
      process.exit(2);
    }
  }
  const databases: DatabaseRun["database"][] = db === "both" ? ["postgres", "pglite"] : [db as DatabaseRun["database"]];
  // The max-throughput runs take two thirds of the fixed-rate run: 10 s for the default 15 s.
  return {
    databases,
    fixedRateSeconds: duration,
    maxSeconds: Math.max(1, Math.round((duration * 2) / 3)),
    scenarios,
    scale,
    withMillion,
    port,
    overloadSeconds,
    digestUsers,
    importRows,
  };
}
