import { describe, expect, it } from "vitest";
import { heapLimitFlag } from "./heap-limit";

describe("heapLimitFlag", () => {
  it("asks for the configured limit when nothing set one", () => {
    expect(heapLimitFlag(384, [], "")).toBe("--max-old-space-size=384");
    expect(heapLimitFlag(384, ["--enable-source-maps"], "--require ./x.cjs")).toBe("--max-old-space-size=384");
  });

  it("leaves a limit the operator gave, as a flag or in NODE_OPTIONS, and 0 keeps V8's own", () => {
    expect(heapLimitFlag(384, ["--max-old-space-size=1024"], "")).toBeNull();
    expect(heapLimitFlag(384, [], "--max_old_space_size=2048")).toBeNull();
    expect(heapLimitFlag(0, [], "")).toBeNull();
  });

  it("does not take a look-alike flag for a limit", () => {
    expect(heapLimitFlag(384, ["--max-old-space-size-percentage=50"], "")).toBe("--max-old-space-size=384");
  });
});
