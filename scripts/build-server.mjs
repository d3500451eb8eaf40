// The server compiled ahead of time: server/main.ts bundled into build/server-main.js and its chunks, packages left to node_modules
// (native ones such as sharp, argon2, pg and PGlite's wasm load from there), the migrations copied next to it.
import { cpSync, existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "build");

for (const file of existsSync(out) ? readdirSync(out) : []) if (file.startsWith("server-chunk-")) rmSync(path.join(out, file));
await build({
  // The entry is small and the server its chunk: a process that restarts itself with its heap limit (main.ts) loads
  // the server once. Chunks sit beside the entry, where the code looks for its migrations and images.
  entryPoints: { "server-main": path.join(root, "server/main.ts") },
  outdir: out,
  splitting: true,
  chunkNames: "server-chunk-[hash]",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  sourcemap: "linked",
  logLevel: "warning",
});
rmSync(path.join(out, "migrations"), { recursive: true, force: true });
cpSync(path.join(root, "server/db/migrations"), path.join(out, "migrations"), { recursive: true });
// The stock image library's committed pictures, which the demo seed stores (stock-images.seed.ts looks here).
rmSync(path.join(out, "stock-images"), { recursive: true, force: true });
cpSync(path.join(root, "server/modules/stock-images/images"), path.join(out, "stock-images"), { recursive: true });
// The demo partners' logos (partners.seed.ts looks here).
rmSync(path.join(out, "partner-logos"), { recursive: true, force: true });
cpSync(path.join(root, "server/modules/partners/logos"), path.join(out, "partner-logos"), { recursive: true });
