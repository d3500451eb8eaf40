import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkLayers } from "./check-layers.mjs";

let root;
afterEach(() => rmSync(root, { recursive: true, force: true }));

// The fixtures resolve with the project's own compiler options, as the real check does.
const TSCONFIG = readFileSync(path.join(import.meta.dirname, "../tsconfig.json"), "utf8");

/** A made-up project: path -> source, with the real tsconfig.json unless it brings its own. */
function project(files) {
  root = mkdtempSync(path.join(tmpdir(), "layers-"));
  for (const [file, source] of Object.entries({ "tsconfig.json": TSCONFIG, ...files })) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return checkLayers(root).problems;
}

const CLEAN = {
  "server/config/env.ts": "export const env = 1;\n",
  "server/db/client.ts": 'import { env } from "../config/env";\nexport const db = env;\n',
  "server/http/types.ts": 'import type { db } from "../db/client";\nexport type Env = typeof db;\n',
  "server/modules/tenancy/tenancy.service.ts": 'import { db } from "../../db/client";\nexport const centres = db;\n',
  "server/modules/tenancy/tenancy-rules.ts": "export const rule = 1;\n",
  "server/modules/vacancies/vacancies.service.ts":
    'import { centres } from "../tenancy/tenancy.service";\nexport const vacancies = centres;\n',
  "server/app.ts": 'import { vacancies } from "./modules/vacancies/vacancies.service";\nexport default vacancies;\n',
};

describe("the layer check", () => {
  it("passes a project whose imports run one way", () => {
    expect(project(CLEAN)).toEqual([]);
  });

  it("fails an upward import, type-only too", () => {
    const problems = project({
      ...CLEAN,
      "server/db/client.ts": 'import type { centres } from "../modules/tenancy/tenancy.service";\nexport const db = 1;\n',
    });
    expect(problems).toContain("server/db/client.ts -> server/modules/tenancy/tenancy.service.ts: db sits below modules/tenancy");
  });

  it("keeps the app's code away from the server, while a route test renders its screen through it", () => {
    const files = {
      ...CLEAN,
      "server/test/screens.ts": 'import app from "../app";\nexport const screens = app;\n',
      "app/routes/users.test.ts": 'import { screens } from "../../server/test/screens";\nexport const test = screens;\n',
    };
    expect(project(files)).toEqual([]);
    const problems = project({
      ...files,
      "app/routes/users.tsx": 'import { db } from "../../server/db/client";\nexport default db;\n',
    });
    expect(problems).toContain("app/routes/users.tsx -> server/db/client.ts: the app reaches the server only through the API");
  });

  it("runs the app's imports one way: screens use features, features use primitives and generic helpers", () => {
    const files = {
      ...CLEAN,
      "app/lib/cn.ts": "export const cn = 1;\n",
      "app/components/ui/button.tsx": 'import { cn } from "../../lib/cn";\nexport const Button = cn;\n',
      "app/features/users/user-row.tsx": 'import { Button } from "../../components/ui/button";\nexport const Row = Button;\n',
      "app/routes/users.tsx": 'import { Row } from "../features/users/user-row";\nexport default Row;\n',
    };
    expect(project(files)).toEqual([]);
    const problems = project({
      ...files,
      "app/lib/site.tsx": 'import { Row } from "../features/users/user-row";\nexport const site = Row;\n',
      "app/features/users/user-list.tsx": 'import Users from "../../routes/users";\nexport const List = Users;\n',
    });
    expect(problems).toEqual([
      "app/features/users/user-list.tsx -> app/routes/users.tsx: app/features sits below app/routes",
      "app/lib/site.tsx -> app/features/users/user-row.tsx: app/lib sits below app/features",
    ]);
  });

  it("names a module's files by a role from the documented set, or by their name alone", () => {
    const files = {
      ...CLEAN,
      "server/modules/vacancies/vacancy-dates.ts": "export const dates = 1;\n",
      "server/modules/vacancies/vacancies.access.ts": "export const access = 1;\n",
      "server/modules/vacancies/vacancies.timing.test.ts": "export const timing = 1;\n",
    };
    expect(project(files)).toEqual([]);
    const problems = project({
      ...files,
      "server/modules/vacancies/vacancies.helpers.ts": "export const helpers = 1;\n",
      "server/modules/vacancies/vacancies.search.query.ts": "export const query = 1;\n",
    });
    expect(problems.map((problem) => problem.split(":")[0])).toEqual([
      "server/modules/vacancies/vacancies.helpers.ts",
      "server/modules/vacancies/vacancies.search.query.ts",
    ]);
  });

  it("fails a module reaching into another module's private file", () => {
    const problems = project({
      ...CLEAN,
      "server/modules/vacancies/vacancies.service.ts":
        'import { rule } from "../tenancy/tenancy-rules";\nexport const vacancies = rule;\n',
    });
    expect(problems.join("\n")).toContain("vacancies.service.ts -> server/modules/tenancy/tenancy-rules.ts: another module");
  });

  it("fails two modules that depend on each other, even through a type", () => {
    const problems = project({
      ...CLEAN,
      "server/modules/tenancy/tenancy.service.ts":
        'import type { vacancies } from "../vacancies/vacancies.service";\nexport const centres = 1;\nexport type V = typeof vacancies;\n',
    });
    expect(problems.join("\n")).toContain("modules depend on each other: ");
    expect(problems.join("\n")).toContain("import cycle: ");
  });

  it("fails a layer below the modules that reads a request variable a module sets", () => {
    const problems = project({ ...CLEAN, "server/http/tenant.ts": "export const tenant = (c) => c.var.site.tenant;\n" });
    expect(problems).toEqual([
      "server/http/tenant.ts: reads a request variable a module sets (site, auth, organizationId) below the modules",
    ]);
  });

  it("fails code that compares with a demo tenant's id instead of reading the tenant's switch (issue 39, item 6)", () => {
    const files = {
      ...CLEAN,
      "server/modules/tenancy/tenancy-rules.ts": [
        "export const rule = (site: { appContext: string }, mode: string) =>",
        '  site.appContext === "meedoen" || "gelderland" !== site.appContext || mode === "publish";',
        'export const label = "public";',
        "",
      ].join("\n"),
      // Tests and seeds may name the demo tenants.
      "server/modules/tenancy/tenancy.seed.ts": 'export const seedable = (tenant: string) => tenant !== "demo";\n',
      "server/seed/seed.ts": 'export const first = (tenant: string) => tenant === "oldebroek";\n',
      "server/modules/tenancy/tenancy.service.test.ts": 'export const own = (tenant: string) => tenant === "roermond";\n',
    };
    expect(project(files)).toEqual([]);
    const problems = project({
      ...files,
      "server/config/feature-flags.ts": [
        "export const flags = (tenant: string, appContext: string) => ({",
        '  personToPerson: tenant === "public" || "oldebroek" == tenant,',
        '  wording: tenant !== "oldebroek" ? "one-on-one" : "neighbour-help",',
        '  meedoen: appContext === "meedoen" && tenant != "meedoen",',
        '  demo: ["demo", "roermond"].includes(tenant),',
        "});",
        "",
      ].join("\n"),
      "app/lib/site.ts": [
        "export function title(tenant: string) {",
        "  switch (tenant) {",
        '    case "roermond":',
        '      return "Roermond";',
        "    default:",
        '      return "";',
        "  }",
        "}",
        "",
      ].join("\n"),
      "contract/sites.ts": 'export const demoContext = (appContext: string) => appContext === "demo";\n',
    });
    const because = (where, id) => `${where}: compares with the tenant id '${id}': read the tenant's switch instead`;
    expect(problems.toSorted()).toEqual(
      [
        because("server/config/feature-flags.ts:2", "public"),
        because("server/config/feature-flags.ts:2", "oldebroek"),
        because("server/config/feature-flags.ts:3", "oldebroek"),
        because("server/config/feature-flags.ts:4", "meedoen"),
        because("server/config/feature-flags.ts:5", "demo"),
        because("server/config/feature-flags.ts:5", "roermond"),
        because("app/lib/site.ts:3", "roermond"),
        because("contract/sites.ts:1", "demo"),
      ].toSorted(),
    );
  });

  it("fails the app importing the server", () => {
    const problems = project({
      ...CLEAN,
      "app/routes/home.tsx": 'import { env } from "../../server/config/env";\nexport default env;\n',
    });
    expect(problems).toEqual(["app/routes/home.tsx -> server/config/env.ts: the app reaches the server only through the API"]);
  });
});

// The regular expression the check used to read imports with missed all of these but export * and a plain import().
describe("the layer check reads every import as TypeScript does", () => {
  const UPWARD = "server/db/client.ts -> server/modules/tenancy/tenancy.service.ts: db sits below modules/tenancy";
  const upward = (source) => project({ ...CLEAN, "server/db/client.ts": `${source}\nexport const db = 1;\n` });

  it("passes imports that resolve downward, packages and the app's assets", () => {
    const problems = project({
      ...CLEAN,
      "server/db/client.ts":
        'import { env } from "../config/env.js";\nimport "../config/env";\nimport { z } from "zod";\nexport const db = env;\n',
      "app/styles.css": "body {}\n",
      "app/routes/home.tsx":
        'import "node:fs";\nimport "../styles.css?url";\nimport type { Route } from "./+types/home";\nexport default 1;\n',
    });
    expect(problems).toEqual([]);
  });

  it("fails an upward import with a .js suffix", () => {
    expect(upward('import { centres } from "../modules/tenancy/tenancy.service.js";')).toContain(UPWARD);
  });

  it("fails a side-effect import", () => {
    const problems = project({ ...CLEAN, "app/routes/home.tsx": 'import "../../server/config/env";\nexport default 1;\n' });
    expect(problems).toEqual(["app/routes/home.tsx -> server/config/env.ts: the app reaches the server only through the API"]);
  });

  it("fails require()", () => {
    expect(upward('const { centres } = require("../modules/tenancy/tenancy.service");')).toContain(UPWARD);
  });

  it("fails import x = require()", () => {
    expect(upward('import tenancy = require("../modules/tenancy/tenancy.service");')).toContain(UPWARD);
  });

  it("fails export * from", () => {
    expect(upward('export * from "../modules/tenancy/tenancy.service";')).toContain(UPWARD);
  });

  it("fails a dynamic import(), a template literal one too", () => {
    expect(upward('const load = () => import("../modules/tenancy/tenancy.service");')).toContain(UPWARD);
    expect(upward("const load = () => import(`../modules/tenancy/tenancy.service`);")).toContain(UPWARD);
  });

  it("fails an import whose target is computed, below the top of the server", () => {
    const problems = upward('const name = "../modules/tenancy/tenancy.service";\nconst load = () => import(name);');
    expect(problems).toEqual(["server/db/client.ts:2: an import whose target is not a string literal cannot be checked"]);
    expect(upward('const tables = import.meta.glob("../modules/**/*.table.ts");')).toEqual([
      "server/db/client.ts:1: an import whose target is not a string literal cannot be checked",
    ]);
    expect(upward('import { createRequire } from "node:module";\nconst load = createRequire(import.meta.url);')).toEqual([
      "server/db/client.ts:2: an import whose target is not a string literal cannot be checked",
    ]);
  });

  it("passes a computed import at the top of the server and in tests", () => {
    const computed = "const load = (name: string) => import(name);\n";
    expect(project({ ...CLEAN, "server/serve.ts": computed, "server/db/client.test.ts": computed })).toEqual([]);
  });

  it("fails an import type split over several lines, with a semicolon in a comment", () => {
    expect(
      upward('import type {\n  // the centres; all of them\n  centres,\n} from "../modules/tenancy/tenancy.service";'),
    ).toContain(UPWARD);
  });

  it("fails an import with an apostrophe in a comment inside its braces", () => {
    expect(upward('import { /* the tenant\'s centres */ centres } from "../modules/tenancy/tenancy.service";')).toContain(UPWARD);
  });

  it("fails a type reached through typeof import() and a reference path", () => {
    expect(upward('type Centres = typeof import("../modules/tenancy/tenancy.service");')).toContain(UPWARD);
    expect(upward('/// <reference path="../modules/tenancy/tenancy.service.ts" />')).toContain(UPWARD);
  });

  it("fails a relative import that resolves to nothing, with its file and line", () => {
    const problems = upward('import { env } from "../config/env";\nimport { gone } from "../modules/tenancy/gone";');
    expect(problems).toEqual(['server/db/client.ts:2: "../modules/tenancy/gone" cannot be resolved']);
  });

  it("resolves path aliases through the project's tsconfig", () => {
    const tsconfig = JSON.parse(TSCONFIG);
    tsconfig.compilerOptions.paths = { "#server/*": ["./server/*"] };
    const problems = project({
      ...CLEAN,
      "tsconfig.json": JSON.stringify(tsconfig),
      "app/routes/home.tsx": 'import { env } from "#server/config/env";\nexport default env;\n',
    });
    expect(problems).toEqual(["app/routes/home.tsx -> server/config/env.ts: the app reaches the server only through the API"]);
  });

  it("reads declaration files and JavaScript too", () => {
    const problems = project({
      ...CLEAN,
      "app/server.d.ts": 'export type * from "../server/config/env";\n',
      "app/legacy.js": 'export { env } from "../server/config/env";\n',
    });
    expect(problems.toSorted()).toEqual([
      "app/legacy.js -> server/config/env.ts: the app reaches the server only through the API",
      "app/server.d.ts -> server/config/env.ts: the app reaches the server only through the API",
    ]);
  });
});
