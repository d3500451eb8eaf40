import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TEXT_LOCALES } from "./languages";
import { NAMESPACES, resources } from "./resources";

const folder = path.dirname(fileURLToPath(import.meta.url));

/** Every leaf as "a.b.c" -> value. */
function leaves(value: unknown, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

// The browser's catalogue and the mails in locale/, the texts that travel with their screens in locale/lazy/.
const jsonIn = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.replace(/\.json$/, ""));
const jsonFiles = (locale: string) => [...jsonIn(path.join(folder, locale)), ...jsonIn(path.join(folder, locale, "lazy"))].sort();
const fileOf = (locale: string, namespace: string) =>
  jsonIn(path.join(folder, locale, "lazy")).includes(namespace)
    ? path.join(folder, locale, "lazy", `${namespace}.json`)
    : path.join(folder, locale, `${namespace}.json`);

describe("translation catalogues", () => {
  it("have the same namespace files for every language, all registered in resources", () => {
    for (const locale of TEXT_LOCALES) expect(jsonFiles(locale)).toEqual([...NAMESPACES].sort());
  });

  it.each(NAMESPACES)("namespace %s has exactly the same keys in Dutch and English", (namespace) => {
    const nl = [...leaves(resources.nl[namespace]).keys()].sort();
    const en = [...leaves(resources.en[namespace]).keys()].sort();
    expect(
      en.filter((key) => !nl.includes(key)),
      "keys only in English",
    ).toEqual([]);
    expect(
      nl.filter((key) => !en.includes(key)),
      "keys only in Dutch",
    ).toEqual([]);
  });

  it.each(NAMESPACES)("namespace %s has no empty or non-text values", (namespace) => {
    for (const locale of TEXT_LOCALES) {
      const bad = [...leaves(resources[locale][namespace])].filter(([, v]) => typeof v !== "string" || v.trim() === "");
      expect(bad.map(([k]) => `${locale}:${namespace}:${k}`)).toEqual([]);
    }
  });

  it("uses the same interpolation variables in both languages", () => {
    const variables = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
    const mismatches: string[] = [];
    for (const namespace of NAMESPACES) {
      const en = leaves(resources.en[namespace]);
      for (const [key, nl] of leaves(resources.nl[namespace])) {
        if (en.has(key) && variables(nl).join() !== variables(en.get(key)).join()) mismatches.push(`${namespace}:${key}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("the files on disk are what resources.ts loads", () => {
    for (const locale of TEXT_LOCALES) {
      for (const namespace of NAMESPACES) {
        const onDisk = JSON.parse(readFileSync(fileOf(locale, namespace), "utf8"));
        expect(resources[locale][namespace]).toEqual(onDisk);
      }
    }
  });
});
