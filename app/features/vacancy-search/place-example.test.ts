import { describe, expect, it } from "vitest";
import { placeExampleOf } from "./place-example";

describe("placeExampleOf", () => {
  it("takes the postal code's four digits and the town from the address's last line", () => {
    expect(placeExampleOf("Dorpsstraat 12\n8096 AB Oldebroek")).toEqual({ postcode: "8096", place: "Oldebroek" });
    expect(placeExampleOf("Markt 1\n6041CA  Roermond\n")).toEqual({ postcode: "6041", place: "Roermond" });
  });

  it("takes a town line without a postal code as the place alone", () => {
    expect(placeExampleOf("Dorpsstraat 12\n't Harde")).toEqual({ postcode: null, place: "'t Harde" });
  });

  it("gives nothing when there is no town to name", () => {
    expect(placeExampleOf(null)).toBeNull();
    expect(placeExampleOf("")).toBeNull();
    expect(placeExampleOf("Dorpsstraat 12")).toBeNull();
    expect(placeExampleOf("  \n ")).toBeNull();
  });
});
