// `npm start`: build when build/ is missing or older than its sources, then become the compiled server itself
// (no wrapper process stays alive: signals reach the server, and the cluster primary when WEB_CONCURRENCY > 1).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const shared = ["locales", "contract", "package-lock.json"];
// Each build and what it is made from: the web app (React Router), and the server bundle.
const builds = [
  {
    file: "build/server/index.js",
    command: ["react-router", "build"],
    sources: ["app", "public", "vite.config.ts", "react-router.config.ts", ...shared],
  },
  {
    file: "build/server-main.js",
    command: ["node", "scripts/build-server.mjs"],
    sources: ["server", "scripts/build-server.mjs", ...shared],
  },
];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

for (const { file, command, sources } of builds) {
  const built = path.join(root, file);
  if (existsSync(built) && Math.max(...sources.map(newestMtime)) <= statSync(built).mtimeMs) continue;
  console.log(`Building ${file}…`);
  const [program, ...args] = command;
  const bin = program === "node" ? process.execPath : path.join(root, "node_modules/.bin", program);
  const result = spawnSync(bin, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // The web app's assets are served precompressed (Brotli and gzip copies beside them).
  if (file === "build/server/index.js") {
    const compressed = spawnSync(process.execPath, ["scripts/compress-assets.mjs"], { cwd: root, stdio: "inherit" });
    if (compressed.status !== 0) process.exit(compressed.status ?? 1);
  }
}

process.chdir(root);
process.env.NODE_ENV ??= "production";
await import(pathToFileURL(path.join(root, "build/server-main.js")).href);
