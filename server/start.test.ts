import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { IDLE_SECONDS } from "./idle-memory";

// `npm start` as an operator runs it: the compiled server (built first when build/ is stale) on PGlite, on its own port.
const root = path.resolve(import.meta.dirname, "..");
const PORT = 3231;
const dataDir = mkdtempSync(path.join(tmpdir(), "vp-start-"));
let server: ChildProcess | undefined;
let output = "";
afterAll(() => {
  server?.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

const waitFor = (text: string, ms: number) =>
  new Promise<void>((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (output.includes(text)) resolve();
      else if (Date.now() - started < ms && server?.exitCode === null) return;
      else reject(new Error(`no "${text}" in the server's output:\n${output.slice(-2000)}`));
      clearInterval(timer);
    }, 50);
  });

describe("npm start", () => {
  it("runs the compiled server as the start script's own process, with its heap limit: no tsx, no wrapper process", async () => {
    const { DATABASE_URL: _pglite, ...env } = process.env;
    server = spawn(process.execPath, ["scripts/start.mjs"], {
      cwd: root,
      env: {
        ...env,
        NODE_ENV: "production",
        PORT: String(PORT),
        DATA_DIR: dataDir,
        LOG_LEVEL: "info",
        SHUTDOWN_TIMEOUT_MS: "5000",
      },
    });
    server.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    server.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    await waitFor("listening on", 240_000);
    const pid = server.pid as number;
    expect(readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim()).toBe("");
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    expect(commandLine.join(" ")).not.toContain("tsx");
    // HEAP_LIMIT_MB's default, taken by the same process; on PGlite V8 keeps its own GC helper threads (v8-flags.ts).
    expect(commandLine).toContain("--max-old-space-size=384");
    expect(commandLine.some((arg) => arg.startsWith("--v8-pool-size"))).toBe(false);
    expect(output).toContain(`"pid":${pid}`);
    // Every job that ran at the start found what it needs (the uploads sweep once ran before the app was wired).
    expect(output).not.toContain("job failed");
  }, 300_000);

  it("gives memory back once it has been quiet for a few seconds after its start", async () => {
    expect(readFileSync(`/proc/${server?.pid}/cmdline`, "utf8").split("\0")).toContain("--expose-gc");
    await waitFor("memory given back while quiet", (IDLE_SECONDS + 15) * 1000);
    const line = output.split("\n").find((text) => text.includes("memory given back while quiet")) ?? "";
    const { rssBeforeMb, rssAfterMb } = JSON.parse(line) as { rssBeforeMb: number; rssAfterMb: number };
    expect(rssAfterMb).toBeLessThan(rssBeforeMb);
  }, 30_000);

  it("finishes a request in flight on SIGTERM, then exits 0", async () => {
    const body = JSON.stringify({ email: "niemand@example.org", password: "fout-wachtwoord" });
    const exited = new Promise<number | null>((resolve) => server?.on("exit", (code) => resolve(code)));
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const slow = request(
        {
          host: "127.0.0.1",
          port: PORT,
          method: "POST",
          path: "/auth/sign_in",
          headers: { host: `oldebroek.localhost:${PORT}`, "content-type": "application/json", "content-length": body.length },
        },
        (response) => {
          let text = "";
          response.on("data", (chunk) => {
            text += chunk;
          });
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      slow.on("error", reject);
      // Half the body now, the rest once the server is shutting down.
      slow.write(body.slice(0, 10));
      setTimeout(() => {
        server?.kill("SIGTERM");
        waitFor("shutting down", 5000).then(() => setTimeout(() => slow.end(body.slice(10)), 300), reject);
      }, 300);
    });
    const response = await answered;
    expect(response.status).toBe(401);
    expect(JSON.parse(response.body).errors[0].status).toBe("401");
    expect(await exited).toBe(0);
    expect(output).toContain('"msg":"stopped"');
  }, 30_000);
});
