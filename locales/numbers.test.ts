import { describe, expect, it } from "vitest";
import { formatNumber } from "./numbers";

describe("formatNumber", () => {
  it("writes decimals with the language's separator", () => {
    expect(formatNumber("nl", 1.5)).toBe("1,5");
    expect(formatNumber("en", 1.5)).toBe("1.5");
    expect(formatNumber("nl", 4.53, 1)).toBe("4,5");
  });

  it("rounds to at most the digits asked for and leaves whole numbers and years alone", () => {
    expect(formatNumber("nl", 2 / 3)).toBe("0,67");
    expect(formatNumber("nl", 12)).toBe("12");
    expect(formatNumber("nl", 2026)).toBe("2026");
    expect(formatNumber("en", 12_345)).toBe("12345");
  });
});
