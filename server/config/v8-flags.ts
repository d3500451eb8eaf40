/**
 * V8's settings for a server process, as node flags, taken at start (main.ts restarts the process with them):
 * - HEAP_LIMIT_MB of old space, and a young generation of 2 x 32 MB (V8 commits 2 x 64 MB on a large machine, mostly
 *   for garbage that a smaller one collects as cheaply); none when HEAP_LIMIT_MB is 0 (V8's own limits).
 * - One helper thread for the garbage collector: V8's default four took every core for ~70 ms at each full collection,
 *   starving PostgreSQL and the other processes (the bell's p99 at 500 req/s on 2 cores: 19-25 → 5-8 ms).
 * A flag the operator gave (on the command line or in NODE_OPTIONS) wins.
 */
export function v8Flags(heapLimitMb: number, execArgv: readonly string[], nodeOptions = ""): string[] {
  const given = [...execArgv, ...nodeOptions.split(/\s+/)].map((arg) => arg.replaceAll("_", "-"));
  const unless = (name: string, flag: string) => (given.some((arg) => arg === name || arg.startsWith(`${name}=`)) ? [] : [flag]);
  const heap =
    heapLimitMb === 0
      ? []
      : [
          ...unless("--max-old-space-size", `--max-old-space-size=${heapLimitMb}`),
          ...unless("--max-semi-space-size", "--max-semi-space-size=32"),
        ];
  return [...heap, ...unless("--v8-pool-size", "--v8-pool-size=1")];
}
