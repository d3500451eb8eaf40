import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ACCESSIBILITY_FIGURES } from "./accessibility-figures";

// The statement's figures must not rot unseen (decision 33): what the file says is what the checks are now.
describe("the accessibility statement's figures", () => {
  it("name the axe-core version the browser tests check with", () => {
    const installed = JSON.parse(readFileSync("node_modules/axe-core/package.json", "utf8")).version;
    expect(ACCESSIBILITY_FIGURES.axe.version, "after an axe-core upgrade, set its version in accessibility-figures.json").toBe(
      installed,
    );
  });

  it("hold Lighthouse's scores as the bench writes them: a day, and scores out of 100", () => {
    const { lighthouse } = ACCESSIBILITY_FIGURES;
    if (!lighthouse) return;
    expect(lighthouse.measuredOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(lighthouse.scores.length).toBeGreaterThan(0);
    for (const score of lighthouse.scores) expect(score.accessibility).toBeGreaterThanOrEqual(0);
    for (const score of lighthouse.scores) expect(score.accessibility).toBeLessThanOrEqual(100);
  });
});
