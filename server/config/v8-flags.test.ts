import { describe, expect, it } from "vitest";
import { v8Flags } from "./v8-flags";

describe("v8Flags", () => {
  it("asks for the configured old space, a 32 MB semi-space and one GC helper thread when nothing set them", () => {
    const ours = ["--max-old-space-size=384", "--max-semi-space-size=32", "--v8-pool-size=1"];
    expect(v8Flags(384, [], "")).toEqual(ours);
    expect(v8Flags(512, ["--enable-source-maps"], "--require ./x.cjs")).toEqual([
      "--max-old-space-size=512",
      "--max-semi-space-size=32",
      "--v8-pool-size=1",
    ]);
  });

  it("leaves what the operator gave, as a flag or in NODE_OPTIONS, and 0 keeps V8's own heap limits", () => {
    expect(v8Flags(384, ["--max-old-space-size=1024"], "")).toEqual(["--max-semi-space-size=32", "--v8-pool-size=1"]);
    expect(v8Flags(384, [], "--max_semi_space_size=64 --max_old_space_size=2048 --v8-pool-size=4")).toEqual([]);
    expect(v8Flags(0, [], "")).toEqual(["--v8-pool-size=1"]);
  });

  it("does not take a look-alike flag for a limit", () => {
    expect(v8Flags(384, ["--max-old-space-size-percentage=50"], "")).toContain("--max-old-space-size=384");
  });
});
