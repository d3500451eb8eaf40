import { describe, expect, it } from "vitest";
import { mailtoShareUrl, openStreetMapSearchUrl, openStreetMapUrl, whatsappShareUrl } from "./share-urls";

describe("share links", () => {
  it("puts the whole text, link included, in one encoded WhatsApp parameter", () => {
    expect(whatsappShareUrl("Koken & eten: https://x.test/nl/vacancies/7?a=1")).toBe(
      "https://wa.me/?text=Koken%20%26%20eten%3A%20https%3A%2F%2Fx.test%2Fnl%2Fvacancies%2F7%3Fa%3D1",
    );
  });

  it("fills subject and body of a mail without a recipient", () => {
    expect(mailtoShareUrl("Vacature: koken", "Kijk eens\nhttps://x.test/")).toBe(
      "mailto:?subject=Vacature%3A%20koken&body=Kijk%20eens%0Ahttps%3A%2F%2Fx.test%2F",
    );
  });

  it("pins the point on openstreetmap.org, rounded to six decimals", () => {
    expect(openStreetMapUrl(52.4433219876, 5.9012)).toBe(
      "https://www.openstreetmap.org/?mlat=52.443322&mlon=5.9012#map=16/52.443322/5.9012",
    );
  });

  it("searches openstreetmap.org for an address without coordinates", () => {
    expect(openStreetMapSearchUrl("Stationsweg 4, 8091 CD Oldebroek")).toBe(
      "https://www.openstreetmap.org/search?query=Stationsweg%204%2C%208091%20CD%20Oldebroek",
    );
  });
});
