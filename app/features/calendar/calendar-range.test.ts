import { describe, expect, it } from "vitest";
import { addDays, dayOf, daysBetween, parseDay, parseView, periodOf, stepRange, switchDay, viewRange } from "./calendar-range";

describe("calendar range", () => {
  it("reads only real days and known views", () => {
    expect(parseDay("2026-12-01")).toBe("2026-12-01");
    expect(parseDay("2026-02-30")).toBeNull();
    expect(parseDay("1999-01-01")).toBeNull();
    expect(parseDay("morgen")).toBeNull();
    expect(parseView("week")).toBe("week");
    expect(parseView("year")).toBe("month");
  });

  it("gives a month grid of whole ISO weeks, a week from Monday and a list of the coming four weeks", () => {
    // December 2026 starts on a Tuesday and ends on a Thursday.
    expect(viewRange("month", "2026-12-15")).toEqual({ from: "2026-11-30", to: "2027-01-03", anchor: "2026-12-01" });
    expect(viewRange("week", "2026-12-06")).toEqual({ from: "2026-11-30", to: "2026-12-06", anchor: "2026-11-30" });
    expect(viewRange("list", "2027-02-10")).toEqual({ from: "2027-02-10", to: "2027-03-09", anchor: "2027-02-10" });
  });

  it("steps by a month or a week, across years and DST", () => {
    expect(stepRange("month", "2026-12-31", 1)).toBe("2027-01-01");
    expect(stepRange("list", "2027-01-01", -1)).toBe("2026-12-04");
    expect(stepRange("list", "2027-01-01", 1)).toBe("2027-01-29");
    expect(stepRange("week", "2027-03-31", -1)).toBe("2027-03-22");
    expect(addDays("2027-03-27", 2)).toBe("2027-03-29");
    expect(daysBetween("2027-10-30", "2027-11-01")).toEqual(["2027-10-30", "2027-10-31", "2027-11-01"]);
  });

  it("opens another view on today when the period shown has it, else on the period's start", () => {
    const december = periodOf("month", "2026-11-30", "2027-01-03", "2026-12-01");
    expect(december).toEqual({ start: "2026-12-01", end: "2026-12-31" });
    expect(switchDay(december, "2026-12-24")).toBe("2026-12-24");
    // A day of the grid outside the month is not the month's: the month's start.
    expect(switchDay(december, "2027-01-02")).toBe("2026-12-01");
    expect(switchDay(periodOf("week", "2026-11-30", "2026-12-06", "2026-11-30"), "2026-12-02")).toBe("2026-12-02");
    expect(switchDay(periodOf("list", "2027-02-10", "2027-03-09", "2027-02-10"), "2027-03-20")).toBe("2027-02-10");
  });

  it("puts an instant on its Dutch day", () => {
    expect(dayOf("2031-03-31T21:30:00Z")).toBe("2031-03-31");
    expect(dayOf("2031-03-31T22:30:00Z")).toBe("2031-04-01");
  });
});
