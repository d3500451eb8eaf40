import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SPRITES, sprite } from "./icon-sprites";

describe("the icon sprites", () => {
  for (const { path, icons } of SPRITES) {
    it(`${path.split("/").at(-1)} is up to date with its list (else: npx tsx scripts/icon-sprites.ts)`, () => {
      const written = readFileSync(path, "utf8");
      expect(written).toBe(sprite(icons));
      for (const { id } of icons) expect(written).toMatch(new RegExp(`<symbol id="${id}"[^>]*><[a-z]`));
    });
  }
});
