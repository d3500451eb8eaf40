/**
 * V8's limits for a server process, as node flags: HEAP_LIMIT_MB of old space, and a young generation of 2 x 32 MB
 * (V8 commits 2 x 64 MB on a large machine, mostly for garbage that a smaller one collects as cheaply). Empty when
 * HEAP_LIMIT_MB is 0 (V8's own limits); a limit the operator set (a flag, or NODE_OPTIONS) wins.
 */
export function heapFlags(limitMb: number, execArgv: readonly string[], nodeOptions = ""): string[] {
  if (limitMb === 0) return [];
  const given = [...execArgv, ...nodeOptions.split(/\s+/)].map((arg) => arg.replaceAll("_", "-"));
  const unless = (name: string, flag: string) => (given.some((arg) => arg === name || arg.startsWith(`${name}=`)) ? [] : [flag]);
  return [
    ...unless("--max-old-space-size", `--max-old-space-size=${limitMb}`),
    ...unless("--max-semi-space-size", "--max-semi-space-size=32"),
  ];
}
