// The layer rules of DESIGN.md section 3 and decision 8, checked over every import TypeScript sees (type-only ones included),
// and decision 25: no code but tests and seeds compares a tenant id.
// `node scripts/check-layers.mjs --report` also prints the server's upward imports per folder and the module graph.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// Required, not imported: an ESM import first scans all of typescript.js for its named exports (a second and more).
const ts = createRequire(import.meta.url)("typescript");

const roots = ["app", "server", "contract", "locales"];

// The app's levels, lowest first: UI primitives and generic helpers, then features, then screens and layouts.
const APP_LEVELS = [
  { name: "app/components/ui", rank: 0 },
  { name: "app/lib", rank: 0 },
  { name: "app/features", rank: 1 },
  { name: "app/routes", rank: 2 },
  { name: "app/layouts", rank: 2 },
];
const appLevelOf = (file) => APP_LEVELS.find((level) => file.startsWith(`${level.name}/`)) ?? null;

/** Imports in the app run one way: a screen uses features, a feature uses primitives and generic helpers. */
function appLayerProblem(from, to) {
  const fromLevel = appLevelOf(from);
  const toLevel = appLevelOf(to);
  if (!fromLevel || !toLevel || toLevel.rank <= fromLevel.rank) return null;
  return `${fromLevel.name} sits below ${toLevel.name}`;
}

// A module file's role, after its name (`vacancies.service.ts`); a file without one is a helper of its module.
export const MODULE_FILE_ROLES = [
  "table",
  "service",
  "policy",
  "access",
  "query",
  "input",
  "resource",
  "routes",
  "middleware",
  "factory",
  "seed",
  "fixtures",
  "test-data",
];
// Kinds of test beyond the plain one: `.timing.test.ts` measures time and runs apart (vitest.config.ts).
const TEST_KINDS = ["timing"];

/** A module file named with a role outside the documented set, or null. */
export function moduleFileProblem(file) {
  if (!file.startsWith("server/modules/")) return null;
  const stem = path.basename(file).replace(/\.test\.ts$|\.ts$/, "");
  const parts = stem.split(".");
  if (parts.length === 1) return null;
  const role = parts.at(-1);
  if (parts.length === 2 && (MODULE_FILE_ROLES.includes(role) || (TEST_KINDS.includes(role) && file.endsWith(".test.ts"))))
    return null;
  return `${file}: a module file is <name>.<role>.ts with a role of ${MODULE_FILE_ROLES.join(", ")}, or <name>.ts`;
}

function sourceFiles(root) {
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (name === "node_modules" || name.startsWith(".") || name === "+types") continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.[cm]?[jt]sx?$/.test(name)) files.push(full);
    }
  };
  for (const dir of roots) if (existsSync(path.join(root, dir))) walk(path.join(root, dir));
  return files;
}

/** The project's compiler options, read as tsc reads them (the file list is not needed, so no directory is walked). */
function compilerOptions(root) {
  const file = path.join(root, "tsconfig.json");
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new Error(`${file}: ${ts.flattenDiagnosticMessageText(error.messageText, "\n")}`);
  return ts.parseJsonConfigFileContent(config, { ...ts.sys, readDirectory: () => [] }, root, undefined, file).options;
}

/** A source file as TypeScript reads it (JSDoc left out), parsed once for every check. */
function parse(file, source) {
  const kind = file.endsWith("x") ? ts.ScriptKind.TSX : /\.[cm]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  return ts.createSourceFile(
    file,
    source,
    { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone },
    false,
    kind,
  );
}

// Code reads a tenant's switches, never its id (DESIGN.md section 5; issue 39, item 6): the demo tenants' ids
// (server/seed/demo-tenants.ts) are never compared with, outside tests and seeds. "meedoen" is an app context too,
// and compared with an app context (`site.appContext === "meedoen"`) it is one.
export const DEMO_TENANT_IDS = ["oldebroek", "roermond", "meedoen", "demo", "public"];
const APP_CONTEXTS = ["meedoen", "gelderland"];
const APP_CONTEXT_OPERAND = /app_?context\)*$/i;
const EQUALITY = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

/**
 * Every comparison with a demo tenant's id in a source file, as { id, line }: `==`, `===`, `!=`, `!==`, a `case` of a
 * switch and `[...].includes(x)`.
 */
export function tenantIdComparisons(sourceFile) {
  const found = [];
  const demoId = (node) => (node && ts.isStringLiteralLike(node) && DEMO_TENANT_IDS.includes(node.text) ? node.text : null);
  const isAppContext = (id, other) =>
    APP_CONTEXTS.includes(id) && other !== undefined && APP_CONTEXT_OPERAND.test(other.getText(sourceFile).replace(/\s/g, ""));
  const add = (node, id) =>
    found.push({ id, line: sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1 });
  const visit = (node) => {
    if (ts.isBinaryExpression(node) && EQUALITY.has(node.operatorToken.kind)) {
      for (const [literal, other] of [
        [node.left, node.right],
        [node.right, node.left],
      ]) {
        const id = demoId(literal);
        if (id && !isAppContext(id, other)) add(node, id);
      }
    } else if (ts.isSwitchStatement(node)) {
      for (const clause of node.caseBlock.clauses) {
        const id = ts.isCaseClause(clause) ? demoId(clause.expression) : null;
        if (id && !isAppContext(id, node.expression)) add(clause, id);
      }
    } else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === "includes" &&
      ts.isArrayLiteralExpression(node.expression.expression)
    ) {
      for (const element of node.expression.expression.elements) {
        const id = demoId(element);
        if (id && !isAppContext(id, node.arguments[0])) add(node, id);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/**
 * Every import of a source file as { spec, line }: import and export declarations, `import x = require()`,
 * `import()`, `require()`, `typeof import()` types, `declare module` and `/// <reference path>`. A spec of null is
 * an import whose target is not written out (a computed `import()`, `require()`, `import.meta.glob`, `createRequire`).
 */
function importsOf(sourceFile) {
  const found = [];
  const add = (node, spec) =>
    found.push({ spec, line: sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1 });
  const literal = (node) => (node && ts.isStringLiteralLike(node) ? node.text : null);
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      if (node.moduleSpecifier) add(node, literal(node.moduleSpecifier));
    } else if (ts.isImportEqualsDeclaration(node)) {
      if (ts.isExternalModuleReference(node.moduleReference)) add(node, literal(node.moduleReference.expression));
    } else if (ts.isImportTypeNode(node)) {
      add(node, ts.isLiteralTypeNode(node.argument) ? literal(node.argument.literal) : null);
    } else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) {
      add(node, node.name.text);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const isImport = callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === "require");
      if (isImport) add(node, literal(node.arguments[0]));
      else if (ts.isIdentifier(callee) && callee.text === "createRequire") add(node, null);
      else if (ts.isPropertyAccessExpression(callee) && ts.isMetaProperty(callee.expression) && /^glob/.test(callee.name.text))
        add(node, null);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  for (const reference of sourceFile.referencedFiles) {
    const line = sourceFile.getLineAndCharacterOfPosition(reference.pos).line + 1;
    found.push({ spec: isRelative(reference.fileName) ? reference.fileName : `./${reference.fileName}`, line });
  }
  return found;
}

const isRelative = (spec) => /^\.\.?(\/|$)/.test(spec) || path.isAbsolute(spec);
// React Router's route types (`./+types/<route>`) are generated by `react-router typegen`; lint runs without them.
const isRouteTypes = (spec) => /^\.\/\+types\/[^/]+$/.test(spec);

/** The file an import lands on as TypeScript resolves it; "external" for a package, null if nothing can be found. */
function resolver(root, options) {
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  return (from, spec) => {
    const { resolvedModule } = ts.resolveModuleName(spec, from, options, ts.sys, cache);
    if (resolvedModule) {
      const target = path.resolve(resolvedModule.resolvedFileName);
      const inside = !path.relative(root, target).startsWith("..") && !target.split(path.sep).includes("node_modules");
      // Judged by where the file really is: a package linked to a folder of ours is still ours.
      return inside ? target : "external";
    }
    if (!isRelative(spec)) return "external";
    // Vite imports assets (styles, pictures, `?raw` texts) that TypeScript only knows as ambient modules.
    const asset = path.resolve(path.dirname(from), spec.replace(/\?.*$/, ""));
    return existsSync(asset) && statSync(asset).isFile() ? asset : null;
  };
}

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
  const resolve = resolver(root, compilerOptions(root));
  const problems = [];
  const graph = new Map();
  const upward = new Map();
  const moduleEdges = new Map();
  for (const file of files) {
    const source = readFileSync(file, "utf8");
    const from = rel(file);
    const sourceFile = parse(file, source);
    const edges = [];
    const fromLayer = from.startsWith("server/") ? layerOf(from) : null;
    const nameProblem = moduleFileProblem(from);
    if (nameProblem) problems.push(nameProblem);
    if (fromLayer && fromLayer.rank < 3 && !isTestFile(from) && MODULE_VARIABLE.test(source))
      problems.push(`${from}: reads a request variable a module sets (site, auth, organizationId) below the modules`);
    if (!isTestFile(from) && !isSeedFile(from)) {
      for (const { id, line } of tenantIdComparisons(sourceFile))
        problems.push(`${from}:${line}: compares with the tenant id '${id}': read the tenant's switch instead`);
    }
    for (const { spec, line } of importsOf(sourceFile)) {
      if (spec === null) {
        // A target that is not written out could be anything: only the top of the server and tests may use one.
        if (!isTestFile(from) && fromLayer?.rank !== 5)
          problems.push(`${from}:${line}: an import whose target is not a string literal cannot be checked`);
        continue;
      }
      const target = resolve(file, spec);
      if (target === "external" || (target === null && isRouteTypes(spec))) continue;
      if (target === null) {
        problems.push(`${from}:${line}: "${spec}" cannot be resolved`);
        continue;
      }
      const to = rel(target);
      edges.push(to);
      if (!isTestFile(from) && from.startsWith("contract/") && !to.startsWith("contract/"))
        problems.push(`${from} -> ${to}: contract/ imports only contract/`);
      if (from.startsWith("locales/") && !to.startsWith("locales/"))
        problems.push(`${from} -> ${to}: locales/ imports only locales/`);
      // A route test renders its screen through the real server (server/test/screens.ts, decision 23).
      if (from.startsWith("app/") && !isTestFile(from) && to.startsWith("server/"))
        problems.push(`${from} -> ${to}: the app reaches the server only through the API`);
      const appProblem = isTestFile(from) ? null : appLayerProblem(from, to);
      if (appProblem) problems.push(`${from} -> ${to}: ${appProblem}`);
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
