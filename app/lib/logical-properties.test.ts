import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A right-to-left language mirrors the layout only through logical properties (locales/README.md): no physical side
// may creep back into a class name, a stylesheet or an inline style.
const root = path.resolve(import.meta.dirname, "..");
const files = (extensions: string[]) =>
  readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => extensions.some((extension) => file.endsWith(extension)) && !file.includes(".test."))
    .map((file) => path.join(root, file));

// Tailwind utilities with a physical side, and their logical names.
const PHYSICAL_CLASS =
  /(?<=[\s"'`:!])-?(?:(?:scroll-)?[mp][lr]-[^\s"'`]+|(?:left|right)-[^\s"'`]+|border-[lr](?:-[^\s"'`]+)?|rounded-(?:[lr]|[tb][lr])(?:-[^\s"'`]+)?|text-(?:left|right)|float-(?:left|right))(?=[\s"'`])/g;
// Centring (left-1/2 with -translate-x-1/2) is the same both ways; a play button's triangle does not turn round.
const SYMMETRIC = new Set(["left-1/2", "right-1/2", "you-tube-block.tsx:ml-1"]);
const PHYSICAL_CSS =
  /(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)\b|(?:^|[\s;{])(?:left|right)\s*:|text-align:\s*(?:left|right)|float:\s*(?:left|right)/m;
const PHYSICAL_STYLE = /style=\{\{[^}]*\b(?:left|right|marginLeft|marginRight|paddingLeft|paddingRight|textAlign):/;

describe("logical properties", () => {
  it("no class name in app/ names a physical side", () => {
    const found = files([".tsx", ".ts"]).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(PHYSICAL_CLASS)]
        .map((match) => match[0].replace(/^-/, ""))
        .filter((name) => !SYMMETRIC.has(name) && !SYMMETRIC.has(`${path.basename(file)}:${name}`))
        .map((name) => `${path.relative(root, file)}: ${name}`),
    );
    expect(found).toEqual([]);
  });

  it("no stylesheet or inline style in app/ names a physical side", () => {
    const css = files([".css"]).filter((file) => PHYSICAL_CSS.test(readFileSync(file, "utf8")));
    const inline = files([".tsx"]).filter((file) => PHYSICAL_STYLE.test(readFileSync(file, "utf8")));
    expect([...css, ...inline].map((file) => path.relative(root, file))).toEqual([]);
  });

  it("an icon that points turns round in a right-to-left language", () => {
    const pointing = /<(?:Chevron|Arrow)(?:Left|Right)\b[^>]*>/g;
    const unturned = files([".tsx"]).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(pointing)]
        .filter((match) => !match[0].includes("rtl:-scale-x-100"))
        .map((match) => `${path.relative(root, file)}: ${match[0].slice(0, 40)}`),
    );
    expect(unturned).toEqual([]);
  });
});
