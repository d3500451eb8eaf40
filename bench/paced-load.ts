import { Agent, request } from "node:http";
import { headersFor, type LoadOptions, type LoadResult, setRunningLoad, summarise } from "./load";

/**
 * Open-loop load at an even rate: request i is due at start + i/rate, whatever the answers before it.
 * Latency counts from the due time, so waiting for a free connection counts too (no coordinated omission).
 */
export async function runPacedLoad(options: LoadOptions & { rate: number }): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const intervalMs = 1000 / options.rate;
  const total = Math.round(options.rate * options.seconds);
  const times: number[] = [];
  const statusCodes: Record<string, number> = {};
  let errors = 0;
  let sent = 0;
  let settled = 0;
  let stopped = false;
  const start = performance.now();

  await new Promise<void>((resolve) => {
    const finishIfDone = () => {
      if ((sent === total || stopped) && settled === sent) resolve();
    };
    const send = (index: number, dueAt: number) => {
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
            settled++;
            finishIfDone();
          });
        },
      );
      req.setTimeout(10_000, () => req.destroy(new Error("timeout")));
      req.on("error", () => {
        errors++;
        settled++;
        finishIfDone();
      });
      req.end(options.body);
    };
    // Timers fire about every millisecond at best, so each tick sends every request that has come due.
    const tick = () => {
      const due = Math.min(total, Math.floor((performance.now() - start) / intervalMs) + 1);
      while (sent < due && !stopped) {
        send(sent, start + sent * intervalMs);
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
  agent.destroy();
  const seconds = (performance.now() - start) / 1000;
  return summarise(options, Math.round(seconds * 100) / 100, times, statusCodes, errors);
}
