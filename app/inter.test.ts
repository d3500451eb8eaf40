import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const ours = readFileSync(new URL("./inter.css", import.meta.url), "utf8");
const theirs = readFileSync(createRequire(import.meta.url).resolve("@fontsource-variable/inter/index.css"), "utf8");

/** Each of Inter's @font-face's declarations, by its src's file name, without font-display, quotes or spaces (as formatted). */
function faces(css: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [, body] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    if (!/font-family:\s*["']Inter Variable["']/.test(body)) continue;
    const lines = body
      .split(";")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("font-display"));
    const file = /files\/([\w-]+\.woff2)/.exec(body)?.[1] ?? "";
    found.set(
      file,
      lines.map((line) => line.replace(/url\([^)]*\)/, "url()").replace(/["'\s]/g, "")),
    );
  }
  return found;
}

describe("Inter's faces", () => {
  it("are the package's own, each with its files and Unicode ranges, so an upgrade that changes them fails here", () => {
    expect(faces(ours)).toEqual(faces(theirs));
    expect(faces(ours).size).toBe(7);
  });

  it("never swap: a page is laid out once, in Inter or in the system's font", () => {
    const displays = [...ours.matchAll(/font-display:\s*(\w+);/g)].map(([, value]) => value);
    expect(displays).toEqual(Array(7).fill("optional"));
  });
});
