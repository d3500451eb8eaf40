import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// PostgreSQL only (npm run test:api:pg): the compiled server with two workers, whose database cannot be prepared.
const root = path.resolve(import.meta.dirname, "..");
const serverUrl = new URL(process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");
const dataDir = mkdtempSync(path.join(tmpdir(), "vp-primary-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("the cluster's primary", () => {
  it("starts no server process when its preparing worker cannot reach the database, and exits with 1", async () => {
    const missing = new URL(serverUrl);
    missing.pathname = "/no_such_database_for_the_primary";
    const server = spawn(path.join(root, "node_modules/.bin/node"), ["build/server-main.js"], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: missing.toString(),
        DATA_DIR: dataDir,
        // Never listened on: nothing starts.
        PORT: "39871",
        HOST: "127.0.0.1",
        WEB_CONCURRENCY: "2",
        LOG_LEVEL: "info",
      },
    });
    let output = "";
    server.stdout.on("data", (chunk) => {
      output += chunk;
    });
    server.stderr.on("data", (chunk) => {
      output += chunk;
    });
    const code = await new Promise<number | null>((resolve) => server.once("exit", resolve));
    expect(code, output).toBe(1);
    expect(output).toContain("the database could not be prepared; no server processes started");
    expect(output).not.toContain("listening on");
  }, 120_000);
});
