import { describe, expect, it } from "vitest";
import {
  amsterdamToIso,
  endOfAmsterdamDay,
  isoToAmsterdamDate,
  isoToAmsterdamLocal,
  nextAmsterdamMidnight,
} from "./amsterdam-time";

describe("Amsterdam wall-clock time", () => {
  it("reads summer and winter time with their own offset", () => {
    expect(amsterdamToIso("2026-07-01T10:00")).toBe("2026-07-01T08:00:00.000Z");
    expect(amsterdamToIso("2026-01-15T10:00")).toBe("2026-01-15T09:00:00.000Z");
    expect(amsterdamToIso("2026-01-15")).toBe("2026-01-14T23:00:00.000Z");
  });

  it("gets the hours around the change to summer time right", () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST.
    expect(amsterdamToIso("2026-03-29T01:30")).toBe("2026-03-29T00:30:00.000Z");
    expect(amsterdamToIso("2026-03-29T04:00")).toBe("2026-03-29T02:00:00.000Z");
  });

  it("refuses what is no date", () => {
    expect(amsterdamToIso("")).toBeNull();
    expect(amsterdamToIso("morgen")).toBeNull();
    expect(amsterdamToIso("2026-13-45T10:00")).toBeNull();
  });

  it("shows an instant as the controls want it, and back", () => {
    expect(isoToAmsterdamLocal("2026-07-01T08:00:00.000Z")).toBe("2026-07-01T10:00");
    expect(isoToAmsterdamDate("2026-01-14T23:30:00.000Z")).toBe("2026-01-15");
    expect(isoToAmsterdamLocal(null)).toBe("");
    expect(amsterdamToIso(isoToAmsterdamLocal("2026-10-10T16:45:00.000Z"))).toBe("2026-10-10T16:45:00.000Z");
  });

  it("lets an end date run through the whole day", () => {
    expect(endOfAmsterdamDay("2026-06-30")).toBe("2026-06-30T21:59:00.000Z");
    expect(endOfAmsterdamDay("30-06-2026")).toBeNull();
  });

  it("finds the next midnight in Amsterdam, in summer and winter time and on the night the clocks go back", () => {
    const next = (iso: string) => new Date(nextAmsterdamMidnight(Date.parse(iso))).toISOString();
    expect(next("2026-07-01T21:59:59Z")).toBe("2026-07-01T22:00:00.000Z");
    expect(next("2026-07-01T22:00:00Z")).toBe("2026-07-02T22:00:00.000Z");
    expect(next("2026-11-30T11:00:00Z")).toBe("2026-11-30T23:00:00.000Z");
    // 25 October 2026: 03:00 CEST becomes 02:00 CET, a day of 25 hours.
    expect(next("2026-10-24T22:00:00Z")).toBe("2026-10-25T23:00:00.000Z");
  });
});
