import { describe, expect, it } from "vitest";
import { timeAgo } from "./time-ago";

const now = new Date("2026-11-24T12:00:00Z");
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe("timeAgo", () => {
  it("says 'just now' under a minute, also for a clock a little ahead", () => {
    expect(timeAgo(ago(59), now, "nl", "zojuist")).toBe("zojuist");
    expect(timeAgo(ago(-5), now, "en", "just now")).toBe("just now");
  });

  it("counts minutes, hours and days in the reader's language", () => {
    expect(timeAgo(ago(60), now, "en", "just now")).toBe("1 minute ago");
    expect(timeAgo(ago(5 * 60), now, "nl", "zojuist")).toBe("5 minuten geleden");
    expect(timeAgo(ago(2 * 3600 + 59), now, "en", "just now")).toBe("2 hours ago");
    expect(timeAgo(ago(86_400), now, "nl", "zojuist")).toBe("gisteren");
    expect(timeAgo(ago(3 * 86_400), now, "en", "just now")).toBe("3 days ago");
  });

  it("gives the date from a week on", () => {
    expect(timeAgo(ago(8 * 86_400), now, "nl", "zojuist")).toBe("16 nov 2026");
  });
});
