/** What the process starts with unless the operator set it: glibc reads these once, at start. */
const OURS = { MALLOC_ARENA_MAX: "2", MALLOC_TRIM_THRESHOLD_: "131072", MALLOC_TOP_PAD_: "0" } as const;

/**
 * glibc malloc's settings for a server process, as environment variables (main.ts restarts the process with them, as
 * with V8's flags): two arenas rather than eight per core, and freed memory above 128 KB given back to the system (a
 * fixed trim threshold also keeps glibc from raising its mmap threshold after large frees). Memory outside V8's heap
 * grew by some 100 MiB as a worker loaded a bank of 100,000 vacancies and stayed; with these, RSS 469 -> 422 MiB with
 * the same throughput. Returns only the settings the environment lacks; an operator's own MALLOC_* values win.
 */
export function mallocSettings(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(OURS).filter(([name]) => env[name] === undefined));
}
