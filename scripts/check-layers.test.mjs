import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkLayers } from "./check-layers.mjs";

let root;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A made-up project: path -> source. */
function project(files) {
  root = mkdtempSync(path.join(tmpdir(), "layers-"));
  for (const [file, source] of Object.entries(files)) {
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
  "server/modules/tenancy/tenancy.rules.ts": "export const rule = 1;\n",
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

  it("fails a module reaching into another module's private file", () => {
    const problems = project({
      ...CLEAN,
      "server/modules/vacancies/vacancies.service.ts":
        'import { rule } from "../tenancy/tenancy.rules";\nexport const vacancies = rule;\n',
    });
    expect(problems.join("\n")).toContain("vacancies.service.ts -> server/modules/tenancy/tenancy.rules.ts: another module");
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

  it("fails the app importing the server", () => {
    const problems = project({
      ...CLEAN,
      "app/routes/home.tsx": 'import { env } from "../../server/config/env";\nexport default env;\n',
    });
    expect(problems).toEqual(["app/routes/home.tsx -> server/config/env.ts: the app reaches the server only through the API"]);
  });
});
