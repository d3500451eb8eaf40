import { Agent, request } from "node:http";
import { headersFor, type LoadOptions, type LoadResult, setRunningLoad, summarise } from "./load";

/**
 * Open-loop load at an even rate: request i is due at start + i/rate, whatever the answers before it.
 * Latency counts from the due time, so waiting for a free connection counts too (no coordinated omission).
 */
/**
 * Calls send(i, dueAt, settled) for request i when it comes due at start + i / rate, whatever became of the ones
 * before (a timer every millisecond sends what has come due); resolves with the start once every request sent has
 * called its settled(). onTick sees each tick's time first (for samples taken during the run).
 */
export async function paceEvenly(
  rate: number,
  seconds: number,
  send: (index: number, dueAt: number, settled: () => void) => void,
  onTick: (now: number, start: number) => void = () => {},
): Promise<number> {
  const intervalMs = 1000 / rate;
  const total = Math.round(rate * seconds);
  let sent = 0;
  let settledCount = 0;
  let stopped = false;
  const start = performance.now();
  await new Promise<void>((resolve) => {
    const finishIfDone = () => {
      if ((sent === total || stopped) && settledCount === sent) resolve();
    };
    const settled = () => {
      settledCount++;
      finishIfDone();
    };
    const tick = () => {
      const now = performance.now();
      onTick(now, start);
      const due = Math.min(total, Math.floor((now - start) / intervalMs) + 1);
      while (sent < due && !stopped) {
        send(sent, start + sent * intervalMs, settled);
        sent++;
      }
      if (sent < total && !stopped) setTimeout(tick, 1);
      else finishIfDone();
    };
    setRunningLoad({
      stop: () => {
        stopped = true;
      },
    });
    tick();
  });
  setRunningLoad(null);
  return start;
}

export async function runPacedLoad(options: LoadOptions & { rate: number }): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const times: number[] = [];
  const statusCodes: Record<string, number> = {};
  let errors = 0;
  const start = await paceEvenly(options.rate, options.seconds, (index, dueAt, settled) => {
    const req = request(
      {
        agent,
        host: "127.0.0.1",
        port: options.port,
        path: options.paths ? options.paths[index % options.paths.length] : options.path,
        method: options.method ?? "GET",
        headers: headersFor(options),
      },
      (res) => {
        res.resume();
        res.on("end", () => {
          const code = String(res.statusCode);
          statusCodes[code] = (statusCodes[code] ?? 0) + 1;
          if (code.startsWith("2")) times.push(performance.now() - dueAt);
          settled();
        });
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error("timeout")));
    req.on("error", () => {
      errors++;
      settled();
    });
    req.end(options.body);
  });
  agent.destroy();
  const seconds = (performance.now() - start) / 1000;
  return summarise(options, Math.round(seconds * 100) / 100, times, statusCodes, errors);
}
