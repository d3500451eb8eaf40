import { describe, expect, it } from "vitest";
import { v8Flags } from "./v8-flags";

const postgres = { heapLimitMb: 384, embeddedDatabase: false };
const NO_PRETENURING = "--no-allocation-site-pretenuring";
const GC = "--expose-gc";

describe("v8Flags", () => {
  it("asks for the configured old space, a 32 MB semi-space and one GC helper thread when nothing set them", () => {
    const ours = [
      "--max-old-space-size=384",
      "--max-semi-space-size=32",
      "--min-semi-space-size=32",
      "--v8-pool-size=1",
      NO_PRETENURING,
      GC,
    ];
    expect(v8Flags(postgres, [], "")).toEqual(ours);
    expect(v8Flags({ ...postgres, heapLimitMb: 512 }, ["--enable-source-maps"], "--require ./x.cjs")).toEqual([
      "--max-old-space-size=512",
      "--max-semi-space-size=32",
      "--min-semi-space-size=32",
      "--v8-pool-size=1",
      NO_PRETENURING,
      GC,
    ]);
  });

  it("keeps the young generation small on PGlite, whose database lives in the same process, and V8's helper threads", () => {
    expect(v8Flags({ heapLimitMb: 384, embeddedDatabase: true }, [], "")).toEqual([
      "--max-old-space-size=384",
      "--max-semi-space-size=8",
      NO_PRETENURING,
      GC,
    ]);
  });

  it("leaves what the operator gave, as a flag or in NODE_OPTIONS, and 0 keeps V8's own heap limits", () => {
    expect(v8Flags(postgres, ["--max-old-space-size=1024"], "")).toEqual([
      "--max-semi-space-size=32",
      "--min-semi-space-size=32",
      "--v8-pool-size=1",
      NO_PRETENURING,
      GC,
    ]);
    expect(v8Flags(postgres, [], "--max_semi_space_size=64 --max_old_space_size=2048 --v8-pool-size=4")).toEqual([
      NO_PRETENURING,
      GC,
    ]);
    expect(v8Flags({ heapLimitMb: 0, embeddedDatabase: false }, [], "")).toEqual(["--v8-pool-size=1", NO_PRETENURING, GC]);
    expect(v8Flags({ heapLimitMb: 0, embeddedDatabase: true }, [], "")).toEqual([NO_PRETENURING, GC]);
    // The young generation's least size only beside our own most.
    expect(v8Flags(postgres, ["--max-semi-space-size=16"], "")).not.toContain("--min-semi-space-size=32");
    expect(v8Flags(postgres, ["--min-semi-space-size=8"], "")).not.toContain("--min-semi-space-size=32");
  });

  it("turns V8's allocation-site pretenuring off, unless the operator said either way (issue 42 item 6)", () => {
    expect(v8Flags(postgres, [], "")).toContain(NO_PRETENURING);
    expect(v8Flags(postgres, ["--allocation-site-pretenuring"], "")).not.toContain(NO_PRETENURING);
    expect(v8Flags(postgres, ["--allocation_site_pretenuring"], "")).not.toContain(NO_PRETENURING);
    expect(v8Flags(postgres, ["--no-allocation-site-pretenuring"], "")).not.toContain(NO_PRETENURING);
  });

  it("exposes gc() for the collection when quiet, unless the operator said either way", () => {
    expect(v8Flags(postgres, ["--no-expose-gc"], "")).not.toContain(GC);
    expect(v8Flags(postgres, [], "--expose_gc")).not.toContain(GC);
    // After main.ts's restart the flags are its own: nothing more to add, so it does not restart again.
    expect(v8Flags(postgres, v8Flags(postgres, [], ""), "")).toEqual([]);
  });

  it("does not take a look-alike flag for a limit", () => {
    expect(v8Flags(postgres, ["--max-old-space-size-percentage=50"], "")).toContain("--max-old-space-size=384");
  });
});
