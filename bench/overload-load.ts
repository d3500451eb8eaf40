import { Agent, request } from "node:http";
import { headersFor, percentile } from "./load";
import { paceEvenly } from "./paced-load";

/** A request answered within this counts as in time (issue 42 item 4); a visitor gives up after CLIENT_TIMEOUT_MS. */
export const IN_TIME_MS = 2000;
const CLIENT_TIMEOUT_MS = 10_000;

/** One second of the run, by the second its requests were due in. */
export interface OverloadSecond {
  offered: number;
  /** 2xx within IN_TIME_MS. */
  inTime: number;
  /** 2xx after IN_TIME_MS. */
  late: number;
  /** 503s, and the slowest of them (ms). */
  shed: number;
  shedMaxMs: number;
  /** Any other status. */
  other: number;
  /** No answer: a connection error or the client's time-out. */
  unanswered: number;
}

export interface OverloadLoadResult {
  rate: number;
  seconds: number;
  connections: number;
  perSecond: OverloadSecond[];
  offered: number;
  inTime: number;
  late: number;
  shed: number;
  other: number;
  unanswered: number;
  /** Answer times in ms, from the moment each request was due. */
  okP50Ms: number;
  okP99Ms: number;
  okMaxMs: number;
  shedP50Ms: number;
  shedP99Ms: number;
  shedMaxMs: number;
  /** 503s answered after 100 ms. */
  shedSlow: number;
  /** Of all answers (any status), those after IN_TIME_MS. */
  overInTime: number;
}

const emptySecond = (): OverloadSecond => ({ offered: 0, inTime: 0, late: 0, shed: 0, shedMaxMs: 0, other: 0, unanswered: 0 });
const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Open-loop load at an even pace: request i is due at start + i / rate (a timer every millisecond sends what has come
 * due), whatever became of the ones before; its answer time counts from then, so a wait for a free connection counts
 * too. Unlike autocannon's fixed rate, which sends each second's requests in a burst at its start.
 * onSecond is called once per second with the second just begun (for samples taken during the run).
 */
export async function runOverloadLoad(
  options: { port: number; host: string; path: string; rate: number; seconds: number; connections: number },
  onSecond: (second: number) => void = () => {},
): Promise<OverloadLoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const headers = headersFor(options);
  const perSecond = Array.from({ length: Math.ceil(options.seconds) }, emptySecond);
  const okTimes: number[] = [];
  const shedTimes: number[] = [];
  let overInTime = 0;
  let announced = -1;
  const announce = (now: number, start: number) => {
    const second = Math.floor((now - start) / 1000);
    if (second > announced && second < perSecond.length) {
      announced = second;
      onSecond(second);
    }
  };
  let start = 0;
  start = await paceEvenly(
    options.rate,
    options.seconds,
    (_, dueAt, settled) => {
      const second = perSecond[Math.min(perSecond.length - 1, Math.floor((dueAt - start) / 1000))];
      second.offered++;
      let done = false;
      const settle = (outcome: (ms: number) => void) => {
        if (done) return;
        done = true;
        const ms = performance.now() - dueAt;
        if (ms > IN_TIME_MS) overInTime++;
        outcome(ms);
        settled();
      };
      const req = request({ agent, host: "127.0.0.1", port: options.port, path: options.path, headers }, (res) => {
        res.resume();
        res.on("end", () =>
          settle((ms) => {
            const status = res.statusCode ?? 0;
            if (status >= 200 && status < 300) {
              okTimes.push(ms);
              if (ms <= IN_TIME_MS) second.inTime++;
              else second.late++;
            } else if (status === 503) {
              shedTimes.push(ms);
              second.shed++;
              second.shedMaxMs = Math.max(second.shedMaxMs, ms);
            } else second.other++;
          }),
        );
        res.on("error", () => settle(() => second.unanswered++));
      });
      req.setTimeout(CLIENT_TIMEOUT_MS, () => req.destroy(new Error("timeout")));
      req.on("error", () => settle(() => second.unanswered++));
      req.end();
    },
    (now, begun) => {
      start = begun;
      announce(now, begun);
    },
  );
  agent.destroy();
  okTimes.sort((a, b) => a - b);
  shedTimes.sort((a, b) => a - b);
  const sum = (key: keyof OverloadSecond) => perSecond.reduce((all, second) => all + second[key], 0);
  return {
    rate: options.rate,
    seconds: options.seconds,
    connections: options.connections,
    perSecond: perSecond.map((second) => ({ ...second, shedMaxMs: round(second.shedMaxMs) })),
    offered: sum("offered"),
    inTime: sum("inTime"),
    late: sum("late"),
    shed: sum("shed"),
    other: sum("other"),
    unanswered: sum("unanswered"),
    okP50Ms: round(percentile(okTimes, 0.5)),
    okP99Ms: round(percentile(okTimes, 0.99)),
    okMaxMs: round(okTimes.at(-1) ?? Number.NaN),
    shedP50Ms: round(percentile(shedTimes, 0.5)),
    shedP99Ms: round(percentile(shedTimes, 0.99)),
    shedMaxMs: round(shedTimes.at(-1) ?? Number.NaN),
    shedSlow: shedTimes.filter((ms) => ms > 100).length,
    overInTime,
  };
}
