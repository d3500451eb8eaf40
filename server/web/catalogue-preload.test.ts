import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { catalogueChunks } from "./catalogue-preload";

const root = mkdtempSync(path.join(tmpdir(), "vp-assets-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("catalogueChunks", () => {
  it("names each language's built texts chunk, not other chunks that start alike", () => {
    mkdirSync(path.join(root, "assets"));
    for (const file of [
      "catalogue-nl-B1x_9aQ.js",
      "catalogue-en-Zz3-k0p.js",
      "catalogue-nl-B1x_9aQ.js.br",
      "entry.client-abc.js",
    ])
      writeFileSync(path.join(root, "assets", file), "");
    expect(catalogueChunks(root)).toEqual({ nl: "/assets/catalogue-nl-B1x_9aQ.js", en: "/assets/catalogue-en-Zz3-k0p.js" });
  });
});
