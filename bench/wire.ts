// wire: the cached bank page with Brotli at --scale vacancies in one tenant, from the built server (two processes) and
// from nginx serving the same bytes as a static file, in interleaved rounds (issue 42 item 6, target >= 30% of nginx).
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { generate, ONE_TENANT_GENERATOR_URL } from "./generate-vacancies";
import { type LoadOptions, type LoadResult, runLoad } from "./load";
import { descendants } from "./memory";
import type { BenchOptions } from "./options";
import type { TargetCheck } from "./report";
import { ONE_TENANT } from "./search-run";
import { findFreePort, type ServerProcess, startServer } from "./server-process";

export const WIRE_PATH = "/nl/vacancies/search";
/** The tenant's own host (a configured host: the page cache keeps its pages), in bench_vacancies_one_tenant. */
export const WIRE_HOST = "www.vrijwilligerswerkoldebroek.nl";
/** What the page cache keeps (page-cache.ts): Brotli only, so this asks for exactly its bytes. */
const REQUEST_HEADERS = { "accept-encoding": "br" };
export const WIRE_PROCESSES = 2;
export const NGINX_WORKERS = 2;
export const MIN_SHARE = 0.3;
const CONNECTIONS = 20;
export const ROUNDS = 6;
// Each process loads the tenant's bank index (some 6 s at 100,000) and renders the page once before it keeps it.
const WARM_UP_SECONDS = 15;
const WARM_UP_RUN_SECONDS = 3;
export const INSTALL_NGINX = "nginx is not installed: apt-get install -y nginx-light (or nginx) to measure this scenario";

interface Side {
  /** All rounds' requests over all rounds' seconds. */
  requestsPerSecond: number;
  /** CPU time (user and system) per request of the server's processes, and of the load's (this) process, in µs. */
  cpuMicros: { server: number; client: number };
  /** The slowest and fastest round. */
  range: [number, number];
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface WireRun {
  vacancies?: number;
  page?: { path: string; host: string; bodyBytes: number; contentType: string; headerBytes: { ours: number; nginx: number } };
  settings?: { connections: number; rounds: number; roundSeconds: number; processes: number; nginxWorkers: number };
  /** In the order run: ours, then nginx, per round, with the CPU seconds each took; the load average as each round began. */
  rounds?: { ours: Measured; nginx: Measured; loadAverage: number }[];
  ours?: Side;
  nginx?: Side;
  /** Ours over nginx's requests per second. */
  share?: number;
  loadAverage?: { min: number; max: number };
  skipped?: string;
  error?: string;
}

type Log = (line: string) => void;

/** A round of one side, with the CPU seconds its server's processes and the load's process spent meanwhile. */
export interface Measured extends LoadResult {
  cpuSeconds: { server: number; client: number };
}

/** CPU seconds (user and system, from /proc; clock ticks of 1/100 s) of processes; one gone counts nothing. */
export function cpuSecondsOf(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Gone.
    }
  }
  return ticks / 100;
}

/** A load run of a server, with the CPU time its process tree (from rootPid) and this process spent. */
async function measuredLoad(options: LoadOptions, rootPid: number): Promise<Measured> {
  const pids = descendants(rootPid);
  const server = cpuSecondsOf(pids);
  const client = process.cpuUsage();
  const result = await runLoad(options);
  const used = process.cpuUsage(client);
  return {
    ...result,
    cpuSeconds: { server: cpuSecondsOf(pids) - server, client: (used.user + used.system) / 1e6 },
  };
}

/** The nginx binary: on the PATH, or where Debian puts it (outside a non-root user's PATH); null when absent. */
export function findNginx(): string | null {
  for (const candidate of ["nginx", "/usr/sbin/nginx"]) {
    const probe = spawnSync(candidate, ["-v"], { stdio: "ignore" });
    if (!probe.error && probe.status === 0) return candidate;
  }
  return null;
}

/**
 * nginx as a plain static server of one file: WORKERS processes, no gzip, no access log, keep-alive without a request
 * limit per connection (as node's server has none), the file sent with Content-Encoding: br and the page's type.
 */
export function nginxConfig(dir: string, port: number, contentType: string, workers = NGINX_WORKERS): string {
  return `daemon off;
master_process on;
worker_processes ${workers};
pid ${dir}/nginx.pid;
lock_file ${dir}/nginx.lock;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  gzip off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65s;
  keepalive_requests 100000000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  types { }
  default_type "${contentType.replaceAll('"', "")}";
  server {
    listen 127.0.0.1:${port};
    root ${dir}/root;
    location = ${WIRE_PATH} {
      add_header Content-Encoding br;
    }
    location / { return 404; }
  }
}
`;
}

/** Requests, seconds, CPU time and status counts of several rounds as one side's figures. */
export function summariseSide(results: Measured[]): Side {
  const requests = results.reduce((sum, r) => sum + r.requests, 0);
  const cpu = (part: "server" | "client") =>
    Math.round((results.reduce((sum, r) => sum + r.cpuSeconds[part], 0) * 1e6) / Math.max(requests, 1));
  const seconds = results.reduce((sum, r) => sum + r.seconds, 0);
  const rates = results.map((r) => r.requestsPerSecond);
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  return {
    requestsPerSecond: Math.round(requests / Math.max(seconds, 1e-9)),
    cpuMicros: { server: cpu("server"), client: cpu("client") },
    range: [Math.round(Math.min(...rates)), Math.round(Math.max(...rates))],
    p50Ms: median(results.map((r) => r.p50Ms)),
    p99Ms: median(results.map((r) => r.p99Ms)),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  };
}

/** A short round each, both sides in turn: background load then hits both alike. Half the max-throughput time each. */
export const roundSecondsOf = (options: Pick<BenchOptions, "maxSeconds">) => Math.max(1, Math.round(options.maxSeconds / 2));

export async function runWire(root: string, options: BenchOptions, log: Log): Promise<WireRun> {
  const run: WireRun = {};
  const nginx = findNginx();
  if (!nginx) {
    log(`\n== wire: skipped: ${INSTALL_NGINX}`);
    return { skipped: INSTALL_NGINX };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "vp-bench-wire-"));
  let server: ServerProcess | undefined;
  let proxy: NginxProcess | undefined;
  try {
    log(`\n== wire: ${ONE_TENANT_GENERATOR_URL} with ${options.scale} vacancies in ${ONE_TENANT} ...`);
    run.vacancies = await oneTenantDatabase(options.scale, log);
    const dataDir = path.join(dir, "data");
    mkdirSync(dataDir);
    server = await startServer(root, {
      DATA_DIR: dataDir,
      DATABASE_URL: ONE_TENANT_GENERATOR_URL,
      WEB_CONCURRENCY: String(WIRE_PROCESSES),
    });
    const ours = { port: server.port, host: WIRE_HOST, path: WIRE_PATH, connections: CONNECTIONS, headers: REQUEST_HEADERS };
    log(`   ${WIRE_PATH} on ${WIRE_HOST} (Brotli), ${WIRE_PROCESSES} processes: warm-up (at least ${WARM_UP_SECONDS} s) ...`);
    const first = await fetchPage(server.port, WIRE_HOST, 180_000);
    await warmUp(ours);
    // The bytes a kept page is answered with (after the warm-up: both processes keep the page).
    const page = await fetchPage(server.port, WIRE_HOST);
    if (page.status !== 200 || page.headers["content-encoding"] !== "br")
      throw new Error(
        `GET ${WIRE_PATH} answered ${page.status} (${page.headers["content-encoding"] ?? "no encoding"}), first ${first.status}`,
      );
    const contentType = String(page.headers["content-type"] ?? "text/html");

    const nginxDir = path.join(dir, "nginx");
    const file = path.join(nginxDir, "root", WIRE_PATH);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, page.body);
    // nginx's workers run as nobody when started by root: they must read the file.
    for (let d = path.dirname(file); d.startsWith(dir); d = path.dirname(d)) chmodSync(d, 0o755);
    proxy = await startNginx(nginx, nginxDir, await findFreePort(), contentType);
    const copy = await fetchPage(proxy.port, WIRE_HOST);
    if (copy.status !== 200 || !copy.body.equals(page.body) || copy.headers["content-encoding"] !== "br")
      throw new Error(`nginx answered ${copy.status} with ${copy.body.length} bytes, not the page's ${page.body.length}`);
    run.page = {
      path: WIRE_PATH,
      host: WIRE_HOST,
      bodyBytes: page.body.length,
      contentType,
      headerBytes: { ours: page.headerBytes, nginx: copy.headerBytes },
    };
    const theirs = { ...ours, port: proxy.port };
    await runLoad({ ...theirs, seconds: 2 });

    const roundSeconds = roundSecondsOf(options);
    run.settings = {
      connections: CONNECTIONS,
      rounds: ROUNDS,
      roundSeconds,
      processes: WIRE_PROCESSES,
      nginxWorkers: NGINX_WORKERS,
    };
    run.rounds = [];
    for (let i = 1; i <= ROUNDS; i++) {
      const loadAverage = Math.round(os.loadavg()[0] * 100) / 100;
      const a = await measuredLoad({ ...ours, seconds: roundSeconds }, server.child.pid ?? 0);
      const b = await measuredLoad({ ...theirs, seconds: roundSeconds }, proxy.pid);
      run.rounds.push({ ours: a, nginx: b, loadAverage });
      log(
        `   round ${i}/${ROUNDS}: ours ${Math.round(a.requestsPerSecond)} req/s, nginx ${Math.round(b.requestsPerSecond)} req/s (load ${loadAverage})`,
      );
    }
    run.ours = summariseSide(run.rounds.map((r) => r.ours));
    run.nginx = summariseSide(run.rounds.map((r) => r.nginx));
    run.share = Math.round((run.ours.requestsPerSecond / run.nginx.requestsPerSecond) * 1000) / 1000;
    const loads = run.rounds.map((r) => r.loadAverage);
    run.loadAverage = { min: Math.min(...loads), max: Math.max(...loads) };
  } catch (error) {
    run.error = error instanceof Error ? error.message : String(error);
  } finally {
    await proxy?.stop();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return run;
}

/**
 * Short runs, each on new connections (the primary deals them out to the processes listening by then), until one is all
 * 2xx and none waited a second: a process loading the bank index holds its connections for seconds.
 */
async function warmUp(target: Omit<LoadOptions, "seconds">) {
  const deadline = Date.now() + 180_000;
  for (let spent = 0; ; spent += WARM_UP_RUN_SECONDS) {
    const result = await runLoad({ ...target, seconds: WARM_UP_RUN_SECONDS });
    const settled = result.non2xx === 0 && result.errors === 0 && result.maxMs < 1000;
    if ((settled && spent >= WARM_UP_SECONDS) || Date.now() > deadline) return;
  }
}

/** bench_vacancies_one_tenant as search-one-tenant keeps it: used as it is when it has the scale (as the generator counts), else grown. */
async function oneTenantDatabase(scale: number, log: Log): Promise<number> {
  const have = await tenantVacancies().catch(() => 0);
  if (have >= scale) return have;
  return (await generate(ONE_TENANT_GENERATOR_URL, scale, log, ONE_TENANT)).vacancies;
}

async function tenantVacancies(): Promise<number> {
  const client = new pg.Client({ connectionString: ONE_TENANT_GENERATOR_URL });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT count(*) AS n FROM vacancies WHERE tenant_id = $1", [ONE_TENANT]);
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}

interface Page {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The status line and headers as they came, roughly: what each answer sends besides its body. */
  headerBytes: number;
}

/** The page as the load asks for it, body as it came (compressed); a 503 while the bank index loads is asked again. */
async function fetchPage(port: number, host: string, waitMs = 10_000): Promise<Page> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const page = await getOnce(port, host, waitMs);
    if (page.status !== 503 || Date.now() > deadline) return page;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

function getOnce(port: number, host: string, timeoutMs: number): Promise<Page> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path: WIRE_PATH, headers: { host, ...REQUEST_HEADERS }, timeout: timeoutMs },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          let headerBytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n\r\n`.length;
          for (let i = 0; i < res.rawHeaders.length; i += 2)
            headerBytes += Buffer.byteLength(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), headerBytes });
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end();
  });
}

interface NginxProcess {
  port: number;
  pid: number;
  stop: () => Promise<void>;
}

async function startNginx(binary: string, dir: string, port: number, contentType: string): Promise<NginxProcess> {
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(conf, nginxConfig(dir, port, contentType));
  const child = spawn(binary, ["-p", dir, "-c", conf, "-e", path.join(dir, "error.log")], {
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let output = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-2000);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // The bench's own exit (a crash, Ctrl-C) takes nginx along.
  const killGroup = () => signalGroup(child, "SIGKILL");
  process.once("exit", killGroup);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      signalGroup(child, "SIGQUIT");
      const timer = setTimeout(killGroup, 5000);
      await exited;
      clearTimeout(timer);
    }
    killGroup();
    process.off("exit", killGroup);
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`nginx stopped at start (exit ${child.exitCode}): ${output.trim()}`);
    }
    const status = await getOnce(port, WIRE_HOST, 1000).then(
      (page) => page.status,
      () => 0,
    );
    if (status === 200) return { port, pid: child.pid ?? 0, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer within 10 s (last status ${status}): ${output.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

const thousands = (n: number) => Math.round(n).toLocaleString("en");

export function formatWire(run: WireRun): string {
  if (run.skipped) return `wire: skipped: ${run.skipped}`;
  if (run.error) return `wire: failed: ${run.error}`;
  const { ours, nginx, page, settings, loadAverage } = run;
  if (!ours || !nginx || !page || !settings || !loadAverage) return "wire: not measured";
  const side = (name: string, s: Side) =>
    `wire:   ${name.padEnd(6)} ${thousands(s.requestsPerSecond).padStart(7)} req/s (rounds ${thousands(s.range[0])}-${thousands(s.range[1])}), p50 ${s.p50Ms} ms, p99 ${s.p99Ms} ms, non-2xx ${s.non2xx}, errors ${s.errors}; CPU per request ${s.cpuMicros.server} µs (client ${s.cpuMicros.client} µs)`;
  return [
    `wire: ${page.path} on ${page.host}, Brotli ${thousands(page.bodyBytes)} B (headers: ours ${page.headerBytes.ours} B, nginx ${page.headerBytes.nginx} B), ${run.vacancies?.toLocaleString("en")} vacancies; ${settings.rounds} rounds of ${settings.roundSeconds} s each, ${settings.connections} connections`,
    side(`ours`, ours),
    side(`nginx`, nginx),
    `wire:   ours is ${Math.round((run.share ?? 0) * 100)}% of nginx (${settings.processes} processes against ${settings.nginxWorkers} workers), load average ${loadAverage.min}-${loadAverage.max}`,
  ].join("\n");
}

/** Issue 42 item 6: the cached bank page at least 30% of nginx's rate for the same bytes, every answer a 2xx. */
export function checkWireTargets(run: WireRun): TargetCheck[] {
  const measured = run.ours && run.nginx && run.share !== undefined;
  return [
    {
      target: `cached bank page (Brotli) >= ${MIN_SHARE * 100}% of nginx serving its bytes (42)`,
      pass: !measured ? null : (run.share ?? 0) >= MIN_SHARE && run.ours?.non2xx === 0 && run.ours.errors === 0,
      measured: run.skipped
        ? "skipped: nginx is not installed"
        : !measured
          ? `not measured${run.error ? `: ${run.error.slice(0, 80)}` : ""}`
          : `${Math.round((run.share ?? 0) * 100)}%: ${thousands(run.ours?.requestsPerSecond ?? 0)} vs ${thousands(run.nginx?.requestsPerSecond ?? 0)} req/s, load ${run.loadAverage?.min}-${run.loadAverage?.max}`,
    },
  ];
}
