import { describe, expect, it, vi } from "vitest";
import { createGazetteer } from "./gazetteer";
import { chainGeocoders } from "./geocoder";
import { createPdokGeocoder } from "./pdok";

const URL_ = "https://geocoder.test/free";

function pdokAnswering(body: unknown, status = 200) {
  return vi.fn(async (_input: URL | RequestInfo, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
}

const doc = { response: { docs: [{ weergavenaam: "Ooij, Berg en Dal, Gelderland", centroide_ll: "POINT(5.93 51.85)" }] } };

describe("the PDOK geocoder (external, mocked)", () => {
  it("reads the centroid and the display name, and caches the answer", async () => {
    const fetch = pdokAnswering(doc);
    const pdok = createPdokGeocoder({ url: URL_, fetch });
    expect(await pdok.geocode("Ooij")).toEqual({ latitude: 51.85, longitude: 5.93, label: "Ooij, Berg en Dal, Gelderland" });
    expect(await pdok.geocode(" ooij ")).toMatchObject({ label: "Ooij, Berg en Dal, Gelderland" });
    expect(fetch).toHaveBeenCalledTimes(1);
    const asked = new URL(String(fetch.mock.calls[0][0]));
    expect(asked.searchParams.get("q")).toBe("Ooij");
    expect(asked.searchParams.get("rows")).toBe("1");
  });

  it("answers null on no result, an error status, bad JSON or a network failure", async () => {
    expect(await createPdokGeocoder({ url: URL_, fetch: pdokAnswering({ response: { docs: [] } }) }).geocode("x")).toBeNull();
    expect(await createPdokGeocoder({ url: URL_, fetch: pdokAnswering(doc, 503) }).geocode("x")).toBeNull();
    const badJson = vi.fn(async () => new Response("<html>", { status: 200 }));
    expect(await createPdokGeocoder({ url: URL_, fetch: badJson }).geocode("x")).toBeNull();
    const down = vi.fn(async () => {
      throw new TypeError("fetch failed");
    });
    const pdok = createPdokGeocoder({ url: URL_, fetch: down });
    expect(await pdok.geocode("x")).toBeNull();
    // A failure is not remembered: the next search asks again.
    expect(await pdok.geocode("x")).toBeNull();
    expect(down).toHaveBeenCalledTimes(2);
  });

  it("is only asked after the gazetteer, for what the gazetteer does not know", async () => {
    const fetch = pdokAnswering(doc);
    const geocoder = chainGeocoders(createGazetteer(), createPdokGeocoder({ url: URL_, fetch }));
    expect(await geocoder.geocode("Nijmegen")).toMatchObject({ label: "Nijmegen" });
    expect(fetch).not.toHaveBeenCalled();
    expect(await geocoder.geocode("Ooij")).toMatchObject({ latitude: 51.85 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
