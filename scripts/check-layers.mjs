// The layer rules of DESIGN.md section 3, checked over relative imports; also finds import cycles.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const roots = ["app", "server", "contract", "locales"];
const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (name === "node_modules" || name.startsWith(".")) continue;
    if (statSync(full).isDirectory()) walk(full);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith(".d.ts")) files.push(full);
  }
};
for (const dir of roots) if (existsSync(path.join(root, dir))) walk(path.join(root, dir));

const resolve = (from, spec) => {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
};
const rel = (file) => path.relative(root, file).split(path.sep).join("/");
const importPattern = /(?:import|export)\s+(type\s+)?[^"']*?from\s+["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/g;

const problems = [];
const graph = new Map();
for (const file of files) {
  const source = readFileSync(file, "utf8");
  const from = rel(file);
  const edges = [];
  for (const match of source.matchAll(importPattern)) {
    const typeOnly = Boolean(match[1]);
    const target = resolve(file, match[2] ?? match[3]);
    if (!target) continue;
    const to = rel(target);
    if (!typeOnly) edges.push(to);
    const isTest = from.endsWith(".test.ts");
    if (!isTest && from.startsWith("contract/") && !to.startsWith("contract/"))
      problems.push(`${from} -> ${to}: contract/ imports only contract/`);
    if (from.startsWith("locales/") && !to.startsWith("locales/"))
      problems.push(`${from} -> ${to}: locales/ imports only locales/`);
    if (from.startsWith("app/") && to.startsWith("server/"))
      problems.push(`${from} -> ${to}: the app reaches the server only through the API`);
    const fromModule = from.match(/^server\/modules\/([^/]+)\//)?.[1];
    const toModule = to.match(/^server\/modules\/([^/]+)\/(.+)$/);
    if (fromModule && toModule && toModule[1] !== fromModule && !/\.(service|table|factory)\.ts$/.test(toModule[2])) {
      problems.push(`${from} -> ${to}: another module is reached through its service`);
    }
  }
  graph.set(from, edges);
}

// Cycles over value imports (type-only imports vanish at run time).
const state = new Map();
const stack = [];
const visit = (node) => {
  state.set(node, "open");
  stack.push(node);
  for (const next of graph.get(node) ?? []) {
    if (state.get(next) === "open") problems.push(`import cycle: ${[...stack.slice(stack.indexOf(next)), next].join(" -> ")}`);
    else if (!state.has(next)) visit(next);
  }
  stack.pop();
  state.set(node, "done");
};
for (const node of graph.keys()) if (!state.has(node)) visit(node);

if (problems.length) {
  console.error(`Layer check failed:\n- ${problems.join("\n- ")}`);
  process.exit(1);
}
console.log(`Layer check: ${files.length} files, no violations.`);
