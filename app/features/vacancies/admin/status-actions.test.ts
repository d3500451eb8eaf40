import { describe, expect, it } from "vitest";
import { quickAction, statusActions } from "./status-actions";

const now = new Date("2026-05-01T12:00:00Z");

describe("status actions along the vacancy state machine", () => {
  it("offers what DESIGN.md allows, without the automatic expiry and the delete", () => {
    expect(statusActions("draft", null, now)).toEqual(["published"]);
    expect(statusActions("published", null, now)).toEqual(["filled", "archived"]);
    expect(statusActions("filled", null, now)).toEqual(["published"]);
    expect(statusActions("archived", null, now)).toEqual(["draft"]);
    expect(statusActions("deleted", null, now)).toEqual([]);
  });

  it("republishes an expired vacancy only with a future end date", () => {
    expect(statusActions("expired", null, now)).toEqual([]);
    expect(statusActions("expired", "2026-04-30T00:00:00Z", now)).toEqual([]);
    expect(statusActions("expired", "2026-06-30T00:00:00Z", now)).toEqual(["published"]);
  });

  it("gives each row one quick action: publish, or archive what is published", () => {
    expect(quickAction("draft", null, now)).toBe("published");
    expect(quickAction("published", null, now)).toBe("archived");
    expect(quickAction("archived", null, now)).toBeNull();
    expect(quickAction("expired", null, now)).toBeNull();
  });
});
