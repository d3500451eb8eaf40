import { describe, expect, it } from "vitest";
import { mallocSettings } from "./malloc-settings";

const POSTGRES = { embeddedDatabase: false };
const PGLITE = { embeddedDatabase: true };

describe("mallocSettings", () => {
  it("asks for two arenas, memory given back above 128 KB and, on PostgreSQL, blocks from 32 KB mapped apart", () => {
    expect(mallocSettings({}, POSTGRES)).toEqual({
      MALLOC_ARENA_MAX: "2",
      MALLOC_TRIM_THRESHOLD_: "131072",
      MALLOC_TOP_PAD_: "0",
      MALLOC_MMAP_THRESHOLD_: "32768",
    });
    expect(mallocSettings({}, PGLITE)).toEqual({ MALLOC_ARENA_MAX: "2", MALLOC_TRIM_THRESHOLD_: "131072", MALLOC_TOP_PAD_: "0" });
  });

  it("leaves what the operator set, and asks for nothing once the process has them (no second restart)", () => {
    expect(mallocSettings({ MALLOC_ARENA_MAX: "4", MALLOC_MMAP_THRESHOLD_: "65536" }, POSTGRES)).toEqual({
      MALLOC_TRIM_THRESHOLD_: "131072",
      MALLOC_TOP_PAD_: "0",
    });
    for (const database of [POSTGRES, PGLITE])
      expect(mallocSettings({ ...process.env, ...mallocSettings({}, database) }, database)).toEqual({});
  });
});
