// Writes the themes' icons (lucide, contract/vacancy-themes.ts) as one SVG sprite the pages point at with <use>:
// fourteen icons as JavaScript would weigh on every public page that shows a theme, a sprite on none.
// Run after changing the theme list: npx tsx scripts/theme-icons.ts
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as icons from "lucide-react";
import { createElement, type FC } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { VACANCY_THEMES } from "../contract/vacancy-themes";

export const SPRITE_PATH = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  "app",
  "components",
  "vacancies",
  "theme-icons.svg",
);

/** Each theme's icon as a <symbol id="{theme}"> with lucide's stroke settings (a <use> copies the symbol alone). */
export function themeSprite(): string {
  const stroke = `fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"`;
  const symbols = VACANCY_THEMES.map(({ id, icon }) => {
    const markup = renderToStaticMarkup(createElement((icons as unknown as Record<string, FC>)[icon]));
    const inner = markup.slice(markup.indexOf(">") + 1, markup.lastIndexOf("</svg>"));
    return `<symbol id="${id}" viewBox="0 0 24 24" ${stroke}>${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true">\n${symbols.join("\n")}\n</svg>\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  writeFileSync(SPRITE_PATH, themeSprite());
}
