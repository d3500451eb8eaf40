import { describe, expect, it } from "vitest";
import { guestHeartIds } from "./guest-hearts.server";

describe("guestHeartIds", () => {
  it("reads the ids a guest's browser sends with the sign-in, each once", () => {
    expect(guestHeartIds("12,40,12")).toEqual([12, 40]);
    expect(guestHeartIds("")).toEqual([]);
    expect(guestHeartIds(null)).toEqual([]);
  });

  it("leaves out what is not a vacancy id, and stops at fifty", () => {
    expect(guestHeartIds("7,abc,-3,0,1e3,99999999999,<b>,8")).toEqual([7, 8]);
    expect(guestHeartIds(new File(["1"], "ids.txt"))).toEqual([]);
    expect(guestHeartIds(Array.from({ length: 80 }, (_, i) => i + 1).join(","))).toHaveLength(50);
  });
});
