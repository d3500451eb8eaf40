import { describe, expect, it } from "vitest";
import { formatActivityDate, formatDay } from "./vacancy-dates";

// Intl's punctuation and spaces (narrow, thin) vary a little between ICU versions; the tests allow for that.
const plain = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, " ");

describe("vacancy dates", () => {
  it("shows Amsterdam time in summer and winter, whatever the server's zone", () => {
    expect(plain(formatActivityDate("nl", "2026-07-04T08:00:00Z", null))).toBe("zaterdag 4 juli 2026 om 10:00");
    expect(plain(formatActivityDate("en", "2026-01-10T09:30:00Z", null))).toMatch(/^Saturday,? 10 January 2026 at 10:30$/);
  });

  it("gives a range on one day with the end time only", () => {
    const text = plain(formatActivityDate("nl", "2026-03-14T09:00:00Z", "2026-03-14T11:00:00Z"));
    expect(text).toMatch(/^zaterdag 14 maart 2026,? .*10:00 ?– ?12:00$/);
  });

  it("gives both days for a range over days", () => {
    const text = plain(formatActivityDate("en", "2026-03-14T09:00:00Z", "2026-03-15T15:00:00Z"));
    expect(text).toContain("14 March 2026");
    expect(text).toContain("15 March 2026");
    expect(text).toContain("16:00");
  });

  it("formats a day in the page's language, on the Amsterdam calendar", () => {
    // 23:30 UTC on 31 December is already 1 January in Amsterdam.
    expect(formatDay("nl", "2026-12-31T23:30:00Z")).toBe("1 januari 2027");
    expect(formatDay("en", "2026-06-30T12:00:00Z")).toBe("30 June 2026");
  });
});
