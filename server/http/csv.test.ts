import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("safe CSV", () => {
  it("quotes every field and doubles quotes inside", () => {
    expect(csvCell('Zeg "hoi"; tot ziens')).toBe('"Zeg ""hoi""; tot ziens"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(new Date("2026-03-01T10:00:00Z"))).toBe('"2026-03-01T10:00:00.000Z"');
  });

  it("neutralises cells a spreadsheet would run as a formula", () => {
    for (const dangerous of ['=HYPERLINK("http://x")', "+31 6 1234", "-2+3", "@SUM(A1)", "\tTAB", "\rCR"]) {
      expect(csvCell(dangerous).startsWith(`"'`), dangerous).toBe(true);
    }
    expect(csvCell("Anna = blij")).toBe('"Anna = blij"');
  });

  it("starts with a byte-order mark and ends lines with CRLF", () => {
    const csv = toCsv(["a", "b"], [["1", "=2"]]);
    expect(csv).toBe('\uFEFF"a";"b"\r\n"1";"\'=2"\r\n');
  });
});
