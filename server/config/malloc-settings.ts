/** What the process starts with unless the operator set it: glibc reads these once, at start. */
const OURS = { MALLOC_ARENA_MAX: "2", MALLOC_TRIM_THRESHOLD_: "131072", MALLOC_TOP_PAD_: "0" } as const;
const ON_POSTGRES = { ...OURS, MALLOC_MMAP_THRESHOLD_: "32768" } as const;

/**
 * glibc malloc's settings for a server process, as environment variables (main.ts restarts the process with them, as
 * with V8's flags): two arenas rather than eight per core, and freed memory above 128 KB given back to the system (a
 * fixed trim threshold also keeps glibc from raising its mmap threshold after large frees). Memory outside V8's heap
 * grew by some 100 MiB as a worker loaded a bank of 100,000 vacancies and stayed; with these, RSS 469 -> 422 MiB with
 * the same throughput. On PostgreSQL, blocks of 32 KB and more are mapped apart and unmapped when freed: freed blocks
 * of 32-40 KB (V8's compiler zones) left some 40 MiB of holes in the heap that glibc keeps (malloc_trim gave them
 * back), and a worker at 100,000 vacancies then rested at 198-201 instead of 230-236 MiB and peaked at 303-328 instead
 * of 340-363 under the vacancy and search pages' load, at the same throughput (2026-11-30). Not on PGlite: compiling
 * its WebAssembly database at start maps and unmaps each such block, and a cold start took 2.6-2.9 instead of 2.2-2.5 s
 * (its target is 3 s). Returns only the settings the environment lacks; an operator's own MALLOC_* values win.
 */
export function mallocSettings(
  env: Record<string, string | undefined>,
  settings: { embeddedDatabase: boolean },
): Record<string, string> {
  const ours = settings.embeddedDatabase ? OURS : ON_POSTGRES;
  return Object.fromEntries(Object.entries(ours).filter(([name]) => env[name] === undefined));
}
