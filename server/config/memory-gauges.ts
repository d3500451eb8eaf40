import v8 from "node:v8";

/**
 * Where a process's memory goes (issue 42 item 5): the parts that know their own size (the page cache, PGlite's
 * WebAssembly memory, the bank indexes) register a gauge here, lowest in the layers so that each can; the monitoring
 * module reports them with process.memoryUsage() and V8's heap spaces.
 */
const gauges = new Map<string, () => number>();

/** Registers (or replaces) the gauge named name: a cheap count of bytes, read on each report. */
export function gaugeMemory(name: string, bytes: () => number) {
  gauges.set(name, bytes);
}

export interface MemoryBreakdown {
  pid: number;
  /** Bytes, as process.memoryUsage() gives them: rss, heapTotal, heapUsed, external, arrayBuffers. */
  process: NodeJS.MemoryUsage;
  /** V8's heap spaces: their size and what is used of it, in bytes. */
  heapSpaces: { name: string; size: number; used: number }[];
  /** The registered gauges, in bytes. */
  parts: Record<string, number>;
}

export function memoryBreakdown(): MemoryBreakdown {
  const heapSpaces = v8.getHeapSpaceStatistics().map((space) => ({
    name: space.space_name,
    size: space.space_size,
    used: space.space_used_size,
  }));
  const parts: Record<string, number> = {};
  for (const [name, bytes] of gauges) parts[name] = bytes();
  return { pid: process.pid, process: process.memoryUsage(), heapSpaces, parts };
}
