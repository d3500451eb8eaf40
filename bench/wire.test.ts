import { describe, expect, it } from "vitest";
import type { LoadResult } from "./load";
import { loadResult } from "./load-result.fixture";
import { parseOptions } from "./options";
import {
  checkWireTargets,
  formatWire,
  INSTALL_NGINX,
  type Measured,
  nginxConfig,
  roundSecondsOf,
  summariseSide,
  type WireRun,
} from "./wire";

const cpu = (result: LoadResult, server: number): Measured => ({ ...result, cpuSeconds: { server, client: 1 } });
const measured = (ours: number, nginx: number, failures = 0): WireRun => {
  const rounds = [0, 1].map(() => ({
    ours: cpu(loadResult(ours, 9, failures), 4),
    nginx: cpu(loadResult(nginx, 2), 2),
    loadAverage: 0.4,
  }));
  return {
    vacancies: 100_000,
    page: {
      path: "/nl/vacancies/search",
      host: "www.vrijwilligerswerkoldebroek.nl",
      bodyBytes: 13_000,
      contentType: "text/html",
      headerBytes: { ours: 1000, nginx: 280 },
    },
    settings: { connections: 20, rounds: 2, roundSeconds: 5, processes: 2, nginxWorkers: 2 },
    rounds,
    ours: summariseSide(rounds.map((r) => r.ours)),
    nginx: summariseSide(rounds.map((r) => r.nginx)),
    share: ours / nginx,
    loadAverage: { min: 0.4, max: 0.4 },
  };
};

describe("wire scenario (issue 42 item 6)", () => {
  it("is a scenario of its own, in the default run and alone with --only=wire", () => {
    expect(parseOptions([]).scenarios).toContain("wire");
    expect(parseOptions(["--only=wire", "--duration=6"])).toMatchObject({ scenarios: ["wire"], maxSeconds: 4 });
    expect(roundSecondsOf(parseOptions([]))).toBe(5);
  });

  it("asks our cached page for 30% of nginx's rate, every answer a 2xx", () => {
    const check = (run: WireRun) => checkWireTargets(run).map((c) => c.pass);
    expect(check(measured(7000, 21_000))).toEqual([true]);
    expect(check(measured(2300, 22_000))).toEqual([false]);
    expect(check(measured(7000, 21_000, 5))).toEqual([false]);
    expect(checkWireTargets(measured(7000, 21_000))[0].measured).toBe("33%: 7,000 vs 21,000 req/s, load 0.4-0.4");
  });

  it("is skipped, not failed, without nginx, and says how to install it", () => {
    const run: WireRun = { skipped: INSTALL_NGINX };
    expect(checkWireTargets(run)).toEqual([expect.objectContaining({ pass: null })]);
    expect(formatWire(run)).toContain("apt-get install -y nginx-light");
  });

  it("adds up the rounds of a side: all requests over all seconds, the slowest and fastest round", () => {
    const side = summariseSide([cpu(loadResult(2000, 10), 4), cpu(loadResult(3000, 8, 2), 6)]);
    expect(side).toMatchObject({ requestsPerSecond: 2500, range: [2000, 3000], non2xx: 2 });
    // 10 CPU seconds for 50,000 requests; the client 2 s.
    expect(side.cpuMicros).toEqual({ server: 200, client: 40 });
  });

  it("serves the file as nginx would a static Brotli page: two workers, no gzip, no access log, its type", () => {
    const conf = nginxConfig("/tmp/x", 4123, "text/html; charset=utf-8");
    expect(conf).toContain("worker_processes 2;");
    expect(conf).toContain("gzip off;");
    expect(conf).toContain("access_log off;");
    expect(conf).toContain("listen 127.0.0.1:4123;");
    expect(conf).toContain('default_type "text/html; charset=utf-8";');
    expect(conf).toMatch(/location = \/nl\/vacancies\/search \{\s+add_header Content-Encoding br;/);
  });
});
