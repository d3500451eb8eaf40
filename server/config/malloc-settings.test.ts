import { describe, expect, it } from "vitest";
import { mallocSettings } from "./malloc-settings";

describe("mallocSettings", () => {
  it("asks for two arenas, memory given back above 128 KB and blocks from 32 KB mapped apart when nothing set them", () => {
    expect(mallocSettings({})).toEqual({
      MALLOC_ARENA_MAX: "2",
      MALLOC_TRIM_THRESHOLD_: "131072",
      MALLOC_TOP_PAD_: "0",
      MALLOC_MMAP_THRESHOLD_: "32768",
    });
  });

  it("leaves what the operator set, and asks for nothing once the process has them (no second restart)", () => {
    expect(mallocSettings({ MALLOC_ARENA_MAX: "4" })).toEqual({
      MALLOC_TRIM_THRESHOLD_: "131072",
      MALLOC_TOP_PAD_: "0",
      MALLOC_MMAP_THRESHOLD_: "32768",
    });
    expect(mallocSettings({ ...process.env, ...mallocSettings({}) })).toEqual({});
  });
});
