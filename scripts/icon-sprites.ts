// Writes lucide icons as SVG sprites the pages point at with <use>: icons a page repeats on every card, or that
// JavaScript would weigh on every public page, are then one cached file instead of markup and code.
// Run after changing a sprite's list: npx tsx scripts/icon-sprites.ts
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as icons from "lucide-react";
import { createElement, type FC } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { FACT_ICONS } from "../app/features/vacancy-search/fact-icons";
import { VACANCY_THEMES } from "../contract/vacancy-themes";

const features = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "app", "features");

/** Each sprite's file and its symbols' ids with their lucide icons. */
export const SPRITES = [
  { path: path.join(features, "vacancies", "theme-icons.svg"), icons: VACANCY_THEMES },
  {
    path: path.join(features, "vacancy-search", "fact-icons.svg"),
    icons: Object.entries(FACT_ICONS).map(([id, icon]) => ({ id, icon })),
  },
];

/** Each icon as a <symbol id="{id}"> with lucide's stroke settings (a <use> copies the symbol alone). */
export function sprite(entries: readonly { id: string; icon: string }[]): string {
  const stroke = `fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"`;
  const symbols = entries.map(({ id, icon }) => {
    const markup = renderToStaticMarkup(createElement((icons as unknown as Record<string, FC>)[icon]));
    const inner = markup.slice(markup.indexOf(">") + 1, markup.lastIndexOf("</svg>"));
    return `<symbol id="${id}" viewBox="0 0 24 24" ${stroke}>${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true">\n${symbols.join("\n")}\n</svg>\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  for (const { path: file, icons: entries } of SPRITES) writeFileSync(file, sprite(entries));
}
