import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmptyPostgresDatabase } from "./test/test-database";

// PostgreSQL only (npm run test:api:pg): the compiled server with two workers (the cluster needs PostgreSQL), each
// past a memory limit of 1 MB, so that the primary replaces them one after the other while requests keep coming.
const root = path.resolve(import.meta.dirname, "..");
const serverUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const dataDir = mkdtempSync(path.join(tmpdir(), "vp-replace-"));
let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
let server: ChildProcess | undefined;
let output = "";
let port = 0;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });

const count = (text: string) => output.split(text).length - 1;

beforeAll(async () => {
  database = await createEmptyPostgresDatabase(serverUrl);
  port = await freePort();
  server = spawn(path.join(root, "node_modules/.bin/node"), ["build/server-main.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      WEB_CONCURRENCY: "2",
      WORKER_RSS_LIMIT_MB: "1",
      WORKER_RSS_CHECK_MS: "500",
      LOG_LEVEL: "info",
    },
  });
  server.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  server.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const started = Date.now();
  while (count("listening on") < 2) {
    if (Date.now() - started > 240_000 || server.exitCode !== null) throw new Error(`no two workers:\n${output.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 300_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
}, 60_000);

describe("a worker past WORKER_RSS_LIMIT_MB", () => {
  it("is replaced without a request failing: its successor first, then it finishes what it has and stops", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    const outcomes: string[] = [];
    // A kept-alive connection the server closed while the request went out fails before any answer; browsers and
    // proxies (nginx's proxy_next_upstream) send such a request again, as Node's docs show with reusedSocket.
    let retried = 0;
    const ask = (keepAlive: boolean, again = true): Promise<string> =>
      new Promise<string>((resolve) => {
        const call = request(
          {
            host: "127.0.0.1",
            port,
            path: "/api/v1/volunteer_centers/current",
            headers: { host: `oldebroek.localhost:${port}` },
            agent: keepAlive ? agent : false,
          },
          (response) => {
            response.resume();
            response.on("end", () => resolve(String(response.statusCode)));
            response.on("error", (error) => resolve(error.message));
          },
        );
        call.setTimeout(10_000, () => call.destroy(new Error("timed out")));
        call.on("error", (error: NodeJS.ErrnoException) => {
          if (again && call.reusedSocket && ["ECONNRESET", "ECONNABORTED"].includes(error.code ?? "")) {
            retried++;
            resolve(ask(keepAlive, false));
          } else
            resolve(`${keepAlive ? "kept-alive" : "new"} connection${call.reusedSocket ? " (reused)" : ""}: ${error.message}`);
        });
        call.end();
      });
    let asking = true;
    // Six clients on kept-alive connections and two on a new connection each time, one request after another.
    const clients = Array.from({ length: 8 }, async (_, client) => {
      while (asking) outcomes.push(await ask(client < 6));
    });
    const started = Date.now();
    while (count("a replaced server process stopped") < 2 && Date.now() - started < 180_000) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    asking = false;
    await Promise.all(clients);
    agent.destroy();

    expect(count("a server process passed its memory limit; replacing it")).toBeGreaterThanOrEqual(2);
    expect(count("a replaced server process stopped")).toBeGreaterThanOrEqual(2);
    // Replaced, not crashed: the primary restarted none.
    expect(output).not.toContain("a server process stopped; starting another");
    expect(outcomes.length).toBeGreaterThan(100);
    // On failure the server's log says which process was stopping when.
    expect(
      outcomes.filter((outcome) => outcome !== "200"),
      output.slice(-6000),
    ).toEqual([]);
    console.info(`${outcomes.length} requests, ${retried} sent again on a new connection after a kept-alive one closed`);
  }, 240_000);
});
