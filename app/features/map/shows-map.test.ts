import { describe, expect, it } from "vitest";
import { showsMapOf } from "./shows-map";

describe("showsMapOf", () => {
  const placed = { latitude: 52.4, longitude: 5.9 };
  const unplaced = { latitude: null, longitude: null };

  it("shows a map with a tile server and one place on it", () => {
    expect(showsMapOf("https://tiles.example/{z}/{x}/{y}.png", [unplaced, placed])).toBe(true);
  });

  it("shows none without a tile server or without a place", () => {
    expect(showsMapOf(null, [placed])).toBe(false);
    expect(showsMapOf("https://tiles.example/{z}/{x}/{y}.png", [unplaced, { latitude: 52.4, longitude: null }])).toBe(false);
    expect(showsMapOf("https://tiles.example/{z}/{x}/{y}.png", [])).toBe(false);
  });
});
