import { describe, expect, it } from "vitest";
import { ANSWER_TIME_BINS, ANSWER_TIME_BUCKETS, answerTimeBucket } from "../../../contract/analytics";
import { medianOfBuckets, monthsAndDays } from "./analytics.service";

const histogram = (entries: [number, number][]) => new Map(entries);

describe("answer-time buckets", () => {
  it("are log-scale, start at 0 and have every bin edge of the distribution as an edge", () => {
    expect(ANSWER_TIME_BUCKETS[0]).toBe(0);
    for (const bin of ANSWER_TIME_BINS) expect(ANSWER_TIME_BUCKETS).toContain(bin.from);
    expect(answerTimeBucket(0.5)).toBe(0);
    expect(answerTimeBucket(30)).toBe(24);
    expect(answerTimeBucket(47.99)).toBe(36);
    expect(answerTimeBucket(48)).toBe(48);
    expect(answerTimeBucket(5000)).toBe(1440);
  });
});

describe("medianOfBuckets", () => {
  it("is null without answers and the bucket's middle when all answers share one bucket", () => {
    expect(medianOfBuckets(new Map())).toBeNull();
    // Three answers of 30 hours sit in [24, 36): spread evenly, the middle one is at 30.
    expect(medianOfBuckets(histogram([[24, 3]]))).toBe(30);
  });

  it("interpolates within the bucket the middle answer falls in, to the whole hour", () => {
    // Ten answers: four in [0, 1), four in [48, 72), two in [168, 240): the 5th of 10 is the first of [48, 72),
    // a quarter of the way in: 48 + 0.25 * 24 = 54.
    expect(
      medianOfBuckets(
        histogram([
          [0, 4],
          [48, 4],
          [168, 2],
        ]),
      ),
    ).toBe(54);
    // Half of four answers in [96, 120): 96 + 0.5 * 24 = 108, whatever the empty buckets around them.
    expect(
      medianOfBuckets(
        histogram([
          [72, 0],
          [96, 4],
        ]),
      ),
    ).toBe(108);
  });

  it("gives the lower edge of the last, open-ended bucket", () => {
    expect(medianOfBuckets(histogram([[1440, 5]]))).toBe(1440);
  });
});

describe("monthsAndDays", () => {
  it("reads a period of whole months from the months alone", () => {
    expect(monthsAndDays("2026-01-01", "2026-03-31")).toEqual({ fromMonth: "2026-01-01", toMonth: "2026-04-01", days: [] });
  });

  it("adds the days of an edge month the period holds few of, and takes away those it leaves out of one it holds most of", () => {
    // A year up to 24 November: 25-30 November 2025 added, 25-30 November 2026 taken away from that month.
    expect(monthsAndDays("2025-11-25", "2026-11-24")).toEqual({
      fromMonth: "2025-12-01",
      toMonth: "2026-12-01",
      days: [
        { from: "2025-11-25", to: "2025-12-01", sign: 1 },
        { from: "2026-11-25", to: "2026-12-01", sign: -1 },
      ],
    });
    expect(monthsAndDays("2026-01-03", "2026-03-05")).toEqual({
      fromMonth: "2026-01-01",
      toMonth: "2026-03-01",
      days: [
        { from: "2026-01-01", to: "2026-01-03", sign: -1 },
        { from: "2026-03-01", to: "2026-03-06", sign: 1 },
      ],
    });
  });

  it("leaves a short period to its days", () => {
    expect(monthsAndDays("2026-01-05", "2026-01-18")).toBeNull();
    expect(monthsAndDays("2026-01-20", "2026-02-10")).toBeNull();
  });
});
