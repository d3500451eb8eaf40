import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dateFormat, formatNumber, listFormat, numberFormat, relativeTimeFormat } from "./intl-formats";

const root = path.resolve(import.meta.dirname, "..");

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe("shared Intl formatters", () => {
  it("hand out one formatter per language and options", () => {
    expect(dateFormat("nl-NL", { dateStyle: "long" })).toBe(dateFormat("nl-NL", { dateStyle: "long" }));
    expect(dateFormat("nl-NL", { dateStyle: "long" })).not.toBe(dateFormat("en-GB", { dateStyle: "long" }));
    expect(numberFormat("nl", {}).format(1234.5)).toBe("1.234,5");
    expect(relativeTimeFormat("en", { numeric: "auto" }).format(-1, "day")).toBe("yesterday");
    expect(listFormat("nl", { type: "conjunction" }).format(["a", "b", "c"])).toBe("a, b en c");
  });

  it("write a number for a text the language's way: decimals rounded, years and ids ungrouped (issue 37)", () => {
    expect(formatNumber("nl", 1.5)).toBe("1,5");
    expect(formatNumber("en", 1.5)).toBe("1.5");
    expect(formatNumber("nl", 4.53, 1)).toBe("4,5");
    expect(formatNumber("nl", 2 / 3)).toBe("0,67");
    expect(formatNumber("nl", 2026)).toBe("2026");
    expect(formatNumber("en", 12_345)).toBe("12345");
  });

  // A formatter built per render or per row cost the calendar half its speed and 180 MB of memory outside the heap.
  it("are the only ones the app, server and contract build", () => {
    const builders = ["app", "server", "contract", "locales"]
      .flatMap(sources)
      .filter((file) => !file.endsWith("intl-formats.ts") && !file.endsWith("amsterdam-time.ts"))
      .filter((file) =>
        /new Intl\.(DateTimeFormat|NumberFormat|RelativeTimeFormat|ListFormat)\(|\.toLocale(Date|Time)?String\(/.test(
          readFileSync(path.join(root, file), "utf8"),
        ),
      );
    expect(builders).toEqual([]);
  });
});
