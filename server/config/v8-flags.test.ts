import { describe, expect, it } from "vitest";
import { heapFlags } from "./heap-limit";

describe("heapFlags", () => {
  it("asks for the configured old space and a 32 MB semi-space when nothing set them", () => {
    expect(heapFlags(384, [], "")).toEqual(["--max-old-space-size=384", "--max-semi-space-size=32"]);
    expect(heapFlags(512, ["--enable-source-maps"], "--require ./x.cjs")).toEqual([
      "--max-old-space-size=512",
      "--max-semi-space-size=32",
    ]);
  });

  it("leaves a limit the operator gave, as a flag or in NODE_OPTIONS, and 0 keeps V8's own", () => {
    expect(heapFlags(384, ["--max-old-space-size=1024"], "")).toEqual(["--max-semi-space-size=32"]);
    expect(heapFlags(384, [], "--max_semi_space_size=64 --max_old_space_size=2048")).toEqual([]);
    expect(heapFlags(0, [], "")).toEqual([]);
  });

  it("does not take a look-alike flag for a limit", () => {
    expect(heapFlags(384, ["--max-old-space-size-percentage=50"], "")).toContain("--max-old-space-size=384");
  });
});
