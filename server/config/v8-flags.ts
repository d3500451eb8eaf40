/**
 * V8's settings for a server process, as node flags, taken at start (main.ts restarts the process with them):
 * - HEAP_LIMIT_MB of old space; none when HEAP_LIMIT_MB is 0 (V8's own limits).
 * - A young generation (V8 commits 2 x 64 MB on a large machine, mostly for garbage a smaller one collects as cheaply)
 *   of 2 x 32 MB on PostgreSQL, and 2 x 8 MB on PGlite, whose database shares the process's memory and serves one
 *   small site: there the largest process under the bench's load went 467-483 -> 429-443 MiB. On PostgreSQL 8 MB
 *   cost about a quarter of the search API's and the cached bank page's throughput. 16 MB at 100,000 vacancies kept
 *   the search API and the kept bank page as they were and saved 16-40 MiB, but rendered fewer pages without the page
 *   cache in each of four interleaved rounds (41-53 against 50-55 pages/s): what crawlers and first visits get. V8
 *   rounds a semi-space up to a power of two (24 MB is 32), so 16 is the one step between.
 * - The scavenger, not MinorMS (--minor-ms, one young space where the scavenger copies between two): at 100,000
 *   vacancies it took some 30 MiB off a worker's peak under load but rendered a fifth fewer uncached vacancy pages
 *   (101-110 against 134 a second, two workers, 2026-11-30).
 * - One helper thread for the garbage collector on PostgreSQL: V8's default four took every core for ~70 ms at each full
 *   collection, starving PostgreSQL and the other processes (the bell's p99 at 500 req/s on 2 cores: 19-25 → 5-8 ms).
 *   Not on PGlite: with one helper thread, opening its WebAssembly database hung for good in 2 of 48 cold starts on a
 *   loaded machine (0 of 54 with two threads or V8's default).
 * - No allocation-site pretenuring: once a worker had loaded a bank index of 100,000 vacancies, V8's pretenuring put some
 *   of each request's objects in the old generation, and all they point to then outlived every scavenge: 6 MB promoted
 *   each 0.8 s and a full collection every 2-4 s while serving a kept bank page, whose CPU went 88 -> 66 µs a request
 *   without it.
 * - The gc() function, for the collection that gives memory back once the process is quiet (server/idle-memory.ts).
 *   On PostgreSQL the semi-space's least size is its most: that collection shrank it to 1 MB, and a worker then rendered
 *   70-81 instead of 97-99 uncached vacancy pages a second in the first 10 s of the next load. At 32 MB it rendered
 *   108-112 and was as small at rest (200-229 MiB): V8 commits the space again only as it fills.
 * A flag the operator gave (on the command line or in NODE_OPTIONS) wins.
 */
export function v8Flags(
  settings: { heapLimitMb: number; embeddedDatabase: boolean },
  execArgv: readonly string[],
  nodeOptions = "",
): string[] {
  const given = [...execArgv, ...nodeOptions.split(/\s+/)].map((arg) => arg.replaceAll("_", "-"));
  const unless = (name: string, flag: string) => (given.some((arg) => arg === name || arg.startsWith(`${name}=`)) ? [] : [flag]);
  const semiSpaceMb = settings.embeddedDatabase ? 8 : 32;
  const semiSpace = unless("--max-semi-space-size", `--max-semi-space-size=${semiSpaceMb}`);
  const heap =
    settings.heapLimitMb === 0
      ? []
      : [
          ...unless("--max-old-space-size", `--max-old-space-size=${settings.heapLimitMb}`),
          ...semiSpace,
          // Only beside our own most: an operator's smaller one must not fall below it.
          ...(settings.embeddedDatabase || semiSpace.length === 0
            ? []
            : unless("--min-semi-space-size", `--min-semi-space-size=${semiSpaceMb}`)),
        ];
  const pool = settings.embeddedDatabase ? [] : unless("--v8-pool-size", "--v8-pool-size=1");
  const either = (name: string, flag: string) =>
    given.some((arg) => arg === `--${name}` || arg === `--no-${name}`) ? [] : [flag];
  return [
    ...heap,
    ...pool,
    ...either("allocation-site-pretenuring", "--no-allocation-site-pretenuring"),
    ...either("expose-gc", "--expose-gc"),
  ];
}
