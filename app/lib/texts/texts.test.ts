import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resources } from "../../../locales/resources";

const root = path.resolve(import.meta.dirname, "../../..");
const lazy = readdirSync(path.join(root, "locales/nl/lazy"))
  .filter((file) => file.endsWith(".json"))
  .map((file) => file.replace(/\.json$/, ""));

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(full);
    // Components show texts; a .ts file may hold keys as data (sections.ts) for a screen that imports them.
    return entry.name.endsWith(".tsx") && !entry.name.endsWith(".test.tsx") ? [full] : [];
  });
}

describe("texts that travel with their screens (locales/*/lazy)", () => {
  it("each has a module that registers it, and the server has it", () => {
    for (const namespace of lazy) {
      expect(readdirSync(import.meta.dirname)).toContain(`${namespace}.ts`);
      expect(Object.keys(resources.nl)).toContain(namespace);
    }
  });

  it("are imported by every component that shows them, so no screen shows a bare key", () => {
    const missing: string[] = [];
    for (const file of sources(path.join(root, "app"))) {
      if (file.startsWith(import.meta.dirname)) continue;
      const source = readFileSync(file, "utf8");
      for (const namespace of lazy) {
        const uses = new RegExp(`["'\`]${namespace}:[a-zA-Z]`).test(source);
        const imports = new RegExp(`import "[./]+(lib/)?texts/${namespace}";`).test(source);
        if (uses && !imports)
          missing.push(`${path.relative(root, file)} uses ${namespace}: without importing app/lib/texts/${namespace}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
