// The server for browser tests: the built app on a fresh database, embedded in a temporary folder, or with
// E2E_DATABASE_URL a new database on that PostgreSQL server (CI), dropped when the server stops.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

const dataDir = mkdtempSync(path.join(tmpdir(), "vp-e2e-"));
const root = path.resolve(import.meta.dirname, "..");
const serverUrl = process.env.E2E_DATABASE_URL;

/** Runs one statement on the PostgreSQL server's maintenance database. */
async function onServer(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let databaseUrl = "";
let database = null;
if (serverUrl) {
  database = `vp_e2e_${process.pid}_${randomBytes(3).toString("hex")}`;
  await onServer(`CREATE DATABASE "${database}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  databaseUrl = url.toString();
}

const server = spawn(process.execPath, [path.join(root, "build/server-main.js")], {
  cwd: root,
  stdio: "inherit",
  // One process, as on the embedded database: the tests read what they just wrote from the same caches.
  env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "production", DATABASE_URL: databaseUrl, WEB_CONCURRENCY: "1" },
});
const stop = () => {
  server.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", async (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  if (database) await onServer(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => {});
  process.exit(code ?? 0);
});
