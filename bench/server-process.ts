import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import path from "node:path";

export const READY_PATH = "/api/v1/volunteer_centers/current";

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  host: string;
  /** Why the server is gone with the last lines it wrote, or null while it runs. */
  exitReport: () => string | null;
  stop: () => Promise<void>;
  /** From spawning the process to its first answered request (READY_PATH 200), in ms. */
  startupMs: number;
}

const alive = new Set<ChildProcess>();

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * Starts the compiled server in its own process group, so that stopping it also stops its workers (WEB_CONCURRENCY).
 * pollMs: how often to ask whether it is ready, which bounds startupMs's precision; readyMs: how long it may take.
 */
export async function startServer(
  root: string,
  env: Record<string, string>,
  fixedPort?: number,
  pollMs = 250,
  readyMs = 60_000,
): Promise<ServerProcess> {
  const port = fixedPort ?? (await findFreePort());
  const host = `oldebroek.localhost:${port}`;
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, ["build/server-main.js"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    // The pinned Node (npm package `node`) also when the bench is started outside npm.
    env: {
      ...process.env,
      PATH: `${path.join(root, "node_modules/.bin")}:${process.env.PATH}`,
      // One process unless asked: the figures are per process.
      WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? "1",
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    },
  });
  alive.add(child);
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.once("exit", () => alive.delete(child));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      signalGroup(child, "SIGTERM");
      const timer = setTimeout(() => signalGroup(child, "SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    // Workers (WEB_CONCURRENCY > 1) may outlive a killed primary; make sure nothing of the group is left.
    signalGroup(child, "SIGKILL");
  };
  const exitReport = () => {
    if (child.exitCode === null && child.signalCode === null) return null;
    // Error logs are long JSON lines with stacks; the tail with lines cut short is enough to start from.
    const tail = output
      .trim()
      .split("\n")
      .slice(-8)
      .map((line) => `    ${line.slice(0, 400)}`);
    return `exit ${child.exitCode ?? child.signalCode}; last output:\n${tail.join("\n")}`;
  };
  const server = { child, port, host, exitReport, stop, startupMs: 0 };
  try {
    await waitUntilReady(server, readyMs, pollMs);
    server.startupMs = Math.round(performance.now() - spawnedAt);
  } catch (error) {
    await stop();
    throw error;
  }
  return server;
}

/** Last resort on process exit: synchronous, so it also works from an 'exit' handler. */
export function killAllServers() {
  for (const child of alive) signalGroup(child, "SIGKILL");
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

async function waitUntilReady(server: ServerProcess, timeoutMs: number, pollMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const exit = server.exitReport();
    if (exit) throw new Error(`server stopped before it was ready: ${exit}`);
    const status = await getStatus(server.port, server.host, READY_PATH).catch(() => 0);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`server did not answer ${READY_PATH} within ${timeoutMs / 1000} s`);
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body's size in bytes, as it came (compressed when it was). */
  bytes: number;
}

/**
 * A request to the server by a host name (its tenant), read to the end. Through node:http, because fetch may not
 * set Host: it would ask the installation's default site instead.
 */
export function requestAt(
  port: number,
  host: string,
  urlPath: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = { host, ...init.headers };
    const req = request(
      { host: "127.0.0.1", port, path: urlPath, method: init.method ?? "GET", headers, timeout: init.timeoutMs ?? 10_000 },
      (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(init.body);
  });
}

export async function getStatus(port: number, host: string, urlPath: string, timeoutMs = 5000): Promise<number> {
  return (await requestAt(port, host, urlPath, { timeoutMs })).status;
}

/** The server needs build/server-main.js, build/server/index.js and build/client; build once when they are missing. */
export async function ensureBuild(root: string) {
  if (existsSync(path.join(root, "build/server/index.js")) && existsSync(path.join(root, "build/server-main.js"))) return;
  console.log("build/ is incomplete: running npm run build ...");
  const code = await new Promise<number | null>((resolve) => {
    const build = spawn("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    build.once("exit", resolve);
  });
  if (code !== 0) throw new Error(`npm run build failed (exit ${code})`);
}
