const LIMIT_FLAG = /^--max[-_]old[-_]space[-_]size(=|$)/;

/**
 * The flag that gives a server process HEAP_LIMIT_MB of old space, or null when it needs none: 0 keeps V8's own
 * limit, and a limit the operator set (a flag, or NODE_OPTIONS) wins.
 */
export function heapLimitFlag(limitMb: number, execArgv: readonly string[], nodeOptions = ""): string | null {
  if (limitMb === 0) return null;
  const given = [...execArgv, ...nodeOptions.split(/\s+/)].some((arg) => LIMIT_FLAG.test(arg));
  return given ? null : `--max-old-space-size=${limitMb}`;
}
