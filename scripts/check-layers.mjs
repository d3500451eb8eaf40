// The layer rules of DESIGN.md section 3 and decision 8, checked over relative imports (type-only ones included).
// `node scripts/check-layers.mjs --report` also prints the server's upward imports per folder and the module graph.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const roots = ["app", "server", "contract", "locales"];

function sourceFiles(root) {
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (name === "node_modules" || name.startsWith(".") || name === "+types") continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(ts|tsx)$/.test(name) && !name.endsWith(".d.ts")) files.push(full);
    }
  };
  for (const dir of roots) if (existsSync(path.join(root, dir))) walk(path.join(root, dir));
  return files;
}

const resolve = (from, spec) => {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
};
const importPattern = /(?:import|export)\s+(?:type\s+)?[^"';]*?from\s+["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/g;

// The server's layers, bottom to top; a file may import its own layer and those below.
const INFRASTRUCTURE = ["security", "random", "geo", "storage", "text", "jobs", "mail", "limits", "http", "policy"];
const layerOf = (file) => {
  if (file.startsWith("server/config/")) return { rank: 0, name: "config" };
  if (file.startsWith("server/db/")) return { rank: 1, name: "db" };
  const infrastructure = file.match(/^server\/([^/]+)\//)?.[1];
  if (INFRASTRUCTURE.includes(infrastructure)) return { rank: 2, name: infrastructure };
  const module = file.match(/^server\/modules\/([^/]+)\//)?.[1];
  if (module) return { rank: 3, name: `modules/${module}`, module };
  if (file.startsWith("server/seed/")) return { rank: 4, name: "seed" };
  if (file.startsWith("server/test/")) return { rank: 6, name: "test" };
  return { rank: 5, name: file.startsWith("server/web/") ? "web" : "app" };
};
// Tests and their data sit above everything: they may import any layer, and nothing but tests imports them.
const isTestFile = (file) => /\.test\.ts$|\.test-data\.ts$|\.fixtures\.ts$/.test(file) || file.startsWith("server/test/");
const isSeedFile = (file) => /\.seed(-data)?\.ts$/.test(file) || file.startsWith("server/seed/");
// What a module shows the others: its services, its tables (read in joins), its policy, its JSON:API resources (a
// document that includes them), its request-context middleware; for seeds its factories.
const PUBLIC_FILE = /\.(service|table|policy|resource|middleware)\.ts$/;
const FIXTURE_FILE = /\.(factory|seed)\.ts$/;
// Request variables that modules set (tenancy: site, identity: auth, organizations: organizationId); below the
// modules nobody may read them.
const MODULE_VARIABLE = /\bvar\.(site|auth|organizationId)\b|\bget\(\s*["'](site|auth|organizationId)["']\s*\)/;

const findCycles = (nodes, next) => {
  const cycles = [];
  const state = new Map();
  const stack = [];
  const visit = (node) => {
    state.set(node, "open");
    stack.push(node);
    for (const target of next(node)) {
      if (state.get(target) === "open") cycles.push([...stack.slice(stack.indexOf(target)), target].join(" -> "));
      else if (!state.has(target)) visit(target);
    }
    stack.pop();
    state.set(node, "done");
  };
  for (const node of nodes) if (!state.has(node)) visit(node);
  return cycles;
};

/** Every broken rule under root, with the upward imports per folder and the module graph (for --report). */
export function checkLayers(root) {
  const rel = (file) => path.relative(root, file).split(path.sep).join("/");
  const files = sourceFiles(root);
  const problems = [];
  const graph = new Map();
  const upward = new Map();
  const moduleEdges = new Map();
  for (const file of files) {
    const source = readFileSync(file, "utf8");
    const from = rel(file);
    const edges = [];
    const fromLayer = from.startsWith("server/") ? layerOf(from) : null;
    if (fromLayer && fromLayer.rank < 3 && !isTestFile(from) && MODULE_VARIABLE.test(source))
      problems.push(`${from}: reads a request variable a module sets (site, auth, organizationId) below the modules`);
    for (const match of source.matchAll(importPattern)) {
      const target = resolve(file, match[1] ?? match[2]);
      if (!target) continue;
      const to = rel(target);
      edges.push(to);
      if (!isTestFile(from) && from.startsWith("contract/") && !to.startsWith("contract/"))
        problems.push(`${from} -> ${to}: contract/ imports only contract/`);
      if (from.startsWith("locales/") && !to.startsWith("locales/"))
        problems.push(`${from} -> ${to}: locales/ imports only locales/`);
      // A route test renders its screen through the real server (server/test/screens.ts, decision 23).
      if (from.startsWith("app/") && !isTestFile(from) && to.startsWith("server/"))
        problems.push(`${from} -> ${to}: the app reaches the server only through the API`);
      if (!fromLayer || !to.startsWith("server/")) continue;
      if (isTestFile(to) && !isTestFile(from)) problems.push(`${from} -> ${to}: only tests import test files`);
      if (isTestFile(from)) continue;
      const toLayer = layerOf(to);
      if (toLayer.rank > fromLayer.rank) {
        problems.push(`${from} -> ${to}: ${fromLayer.name} sits below ${toLayer.name}`);
        upward.set(fromLayer.name, (upward.get(fromLayer.name) ?? 0) + 1);
      }
      if (fromLayer.module && toLayer.module && fromLayer.module !== toLayer.module) {
        const name = path.basename(to);
        if (!PUBLIC_FILE.test(name) && !(isSeedFile(from) && FIXTURE_FILE.test(name)))
          problems.push(`${from} -> ${to}: another module is reached through its services, tables or middleware`);
        const key = `${fromLayer.module} -> ${toLayer.module}`;
        moduleEdges.set(key, (moduleEdges.get(key) ?? 0) + 1);
      }
    }
    graph.set(from, edges);
  }

  // Cycles over every import, type-only ones included: a cycle of types is still two files that need each other.
  for (const cycle of findCycles(graph.keys(), (node) => graph.get(node) ?? [])) problems.push(`import cycle: ${cycle}`);

  // Modules depend one way: two modules that need each other talk through a hook or the change feed instead.
  const modules = new Map();
  for (const key of moduleEdges.keys()) {
    const [from, to] = key.split(" -> ");
    modules.set(from, [...(modules.get(from) ?? []), to]);
  }
  for (const cycle of findCycles(modules.keys(), (node) => modules.get(node) ?? []))
    problems.push(`modules depend on each other: ${cycle}`);

  return { files: files.length, problems, upward, moduleEdges };
}

if (process.argv[1] === import.meta.filename) {
  const { files, problems, upward, moduleEdges } = checkLayers(path.resolve(import.meta.dirname, ".."));
  if (process.argv.includes("--report")) {
    console.log("Upward imports per folder:", upward.size ? Object.fromEntries(upward) : "none");
    console.log("Module dependencies (imports):");
    for (const [key, count] of [...moduleEdges].sort()) console.log(`  ${key}: ${count}`);
  }
  if (problems.length) {
    console.error(`Layer check failed (${problems.length}):\n- ${problems.join("\n- ")}`);
    process.exit(1);
  }
  console.log(`Layer check: ${files} files, no violations.`);
}
