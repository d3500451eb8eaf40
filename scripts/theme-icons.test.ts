import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { VACANCY_THEME_IDS } from "../contract/vacancy-themes";
import { SPRITE_PATH, themeSprite } from "./theme-icons";

describe("the theme icons' sprite", () => {
  it("is up to date with the theme list (else: npx tsx scripts/theme-icons.ts)", () => {
    const sprite = readFileSync(SPRITE_PATH, "utf8");
    expect(sprite).toBe(themeSprite());
    for (const id of VACANCY_THEME_IDS) expect(sprite).toContain(`<symbol id="${id}"`);
  });
});
