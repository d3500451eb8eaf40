import { describe, expect, it } from "vitest";
import { formatBytes } from "./format-bytes";

describe("formatBytes", () => {
  it("reads as people read sizes, in the page's language", () => {
    expect(formatBytes(0, "nl")).toBe("0 kB");
    expect(formatBytes(12, "nl")).toBe("1 kB");
    expect(formatBytes(340 * 1024, "nl")).toBe("340 kB");
    expect(formatBytes(1.25 * 1024 * 1024, "nl")).toBe("1,3 MB");
    expect(formatBytes(1.25 * 1024 * 1024, "en")).toBe("1.3 MB");
  });
});
