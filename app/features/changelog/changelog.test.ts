import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseChangelog } from "./changelog";

const SAMPLE = `# Changelog

Intro text.

## 0.2.0 - 2026-11-22

### nl

- Nieuw

### en

- New
- Also new

## 0.1.0 - 2026-11-21

### nl

- Eerste
`;

describe("parseChangelog", () => {
  it("reads each release with the lines of one language, newest first", () => {
    expect(parseChangelog(SAMPLE, "en")).toEqual([
      { version: "0.2.0", date: "2026-11-22", notes: ["New", "Also new"] },
      { version: "0.1.0", date: "2026-11-21", notes: [] },
    ]);
    expect(parseChangelog(SAMPLE, "nl").map((r) => r.notes)).toEqual([["Nieuw"], ["Eerste"]]);
  });

  it("finds the project's own CHANGELOG.md complete: every release in both languages", () => {
    const text = readFileSync(new URL("../../../CHANGELOG.md", import.meta.url), "utf8");
    const nl = parseChangelog(text, "nl");
    const en = parseChangelog(text, "en");
    expect(nl.length).toBeGreaterThan(0);
    expect(nl.map((r) => r.version)).toEqual(en.map((r) => r.version));
    for (const [i, release] of nl.entries()) {
      expect(release.notes.length, release.version).toBeGreaterThan(0);
      expect(en[i].notes.length, release.version).toBe(release.notes.length);
    }
  });
});
