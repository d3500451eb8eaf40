import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resources } from "./resources";
import type { Bundle } from "./translate";

// Issue 37, item 10: the interface says "je"; a formal "u", "uw" or "Geachte" is a text that slipped through.
const FORMAL = /(?<![\p{L}\p{N}'’-])(u|uw|uzelf|Geachte)(?![\p{L}\p{N}'’-])/iu;
/** Texts where a formal word is right (none yet): "namespace:key". */
const ALLOWED = new Set<string>([]);

function* leaves(node: string | Bundle, key: string): Generator<[string, string]> {
  if (typeof node === "string") yield [key, node];
  else for (const [name, child] of Object.entries(node)) yield* leaves(child, key ? `${key}.${name}` : name);
}

describe("the Dutch texts address the reader informally", () => {
  it("no Dutch catalogue text (pages, API errors, mails and their templates) says u, uw or Geachte", () => {
    const formal: string[] = [];
    for (const [namespace, bundle] of Object.entries(resources.nl as Record<string, Bundle>)) {
      for (const [key, text] of leaves(bundle, "")) {
        if (FORMAL.test(text) && !ALLOWED.has(`${namespace}:${key}`)) formal.push(`${namespace}:${key}: ${text.slice(0, 80)}`);
      }
    }
    expect(formal).toEqual([]);
  });

  it("the demo's own mail template text says je too", () => {
    const seed = path.resolve(import.meta.dirname, "../server/modules/notification-templates/notification-templates.seed.ts");
    const literals = [...readFileSync(seed, "utf8").matchAll(/"([^"\n]{12,})"/g)].map(([, text]) => text);
    expect(literals.length).toBeGreaterThan(0);
    expect(literals.filter((text) => FORMAL.test(text))).toEqual([]);
  });

  it("the check itself finds the formal words, and not words that merely contain them", () => {
    for (const text of ["Dank u wel!", "Volg het nieuws in uw feedlezer", "Geachte heer Centrale", "U werkt nu als X."])
      expect(FORMAL.test(text), text).toBe(true);
    for (const text of ["Dank je wel!", "twee uur", "u-bocht", "Uitgenodigd", "menu", "jouw uw-achtige"])
      expect(FORMAL.test(text), text).toBe(false);
  });
});
