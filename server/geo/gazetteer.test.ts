import { describe, expect, it } from "vitest";
import { createGazetteer } from "./gazetteer";
import { PC2_REGIONS, PLACES } from "./gazetteer-places";
import { normalisePlace } from "./geocoder";

const gazetteer = createGazetteer();

/** Great-circle distance in km, to check coordinates without pinning them to the decimal. */
function km(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe("the gazetteer", () => {
  it("finds places whatever their case, accents and apostrophes", () => {
    expect(gazetteer.lookup("Nijmegen")).toMatchObject({ label: "Nijmegen" });
    expect(gazetteer.lookup("  NIJMEGEN ")).toMatchObject({ label: "Nijmegen" });
    expect(gazetteer.lookup("'s-Hertogenbosch")?.label).toBe("'s-Hertogenbosch");
    expect(gazetteer.lookup("den bosch")?.label).toBe("'s-Hertogenbosch");
    expect(gazetteer.lookup("S HERTOGENBOSCH")?.label).toBe("'s-Hertogenbosch");
    expect(gazetteer.lookup("'t Harde")?.label).toBe("'t Harde");
    expect(gazetteer.lookup("t harde")?.label).toBe("'t Harde");
    expect(gazetteer.lookup("Sint Odiliënberg")?.label).toBe("Sint Odiliënberg");
    expect(gazetteer.lookup("sint odilienberg")?.label).toBe("Sint Odiliënberg");
    expect(gazetteer.lookup("The Hague")?.label).toBe("Den Haag");
    expect(gazetteer.lookup("Oosterwolde (Gld)")?.label).toBe("Oosterwolde");
    expect(gazetteer.lookup("Nijmegen, Nederland")?.label).toBe("Nijmegen");
  });

  it("knows every town near the demo centres, each within the Netherlands", () => {
    const demo = ["Oldebroek", "Wezep", "'t Harde", "Hattem", "Elburg", "Roermond", "Nijmegen", "Heumen", "Malden"];
    for (const name of [...demo, "Ede", "Wageningen", "Arnhem", "Apeldoorn", "Overasselt", "Nederasselt"]) {
      const found = gazetteer.lookup(name);
      expect(found, name).not.toBeNull();
      expect(found?.latitude).toBeGreaterThan(50.7);
      expect(found?.latitude).toBeLessThan(53.6);
      expect(found?.longitude).toBeGreaterThan(3.3);
      expect(found?.longitude).toBeLessThan(7.3);
    }
  });

  it("puts neighbouring towns near each other and distant ones far apart", () => {
    const at = (name: string) => gazetteer.lookup(name) as NonNullable<ReturnType<typeof gazetteer.lookup>>;
    expect(km(at("Malden"), at("Heumen"))).toBeLessThan(4);
    expect(km(at("Nijmegen"), at("Malden"))).toBeLessThan(10);
    expect(km(at("Oldebroek"), at("Wezep"))).toBeLessThan(10);
    expect(km(at("Ede"), at("Wageningen"))).toBeLessThan(10);
    // Amsterdam - Rotterdam is about 57 km, Groningen - Maastricht about 250 km.
    expect(km(at("Amsterdam"), at("Rotterdam"))).toBeGreaterThan(50);
    expect(km(at("Amsterdam"), at("Rotterdam"))).toBeLessThan(65);
    expect(km(at("Groningen"), at("Maastricht"))).toBeGreaterThan(230);
  });

  it("has at least 150 places, no two with the same name, and no overlapping postal-code ranges", () => {
    expect(PLACES.length).toBeGreaterThanOrEqual(150);
    const names = PLACES.map(([name]) => normalisePlace(name));
    expect(new Set(names).size).toBe(names.length);
    const ranges = PLACES.flatMap(([name, , , pc4]) =>
      (pc4?.split(" ") ?? []).map((r) => {
        const [from, to = from] = r.split("-").map(Number);
        return { name, from, to };
      }),
    ).sort((a, b) => a.from - b.from);
    for (const [i, range] of ranges.entries()) {
      expect(range.from, range.name).toBeLessThanOrEqual(range.to);
      if (i > 0) expect(range.from, `${ranges[i - 1].name} and ${range.name}`).toBeGreaterThan(ranges[i - 1].to);
    }
    // Every region's town is in the list.
    for (const town of Object.values(PC2_REGIONS)) expect(gazetteer.lookup(town), town).not.toBeNull();
  });

  it("maps PC4 and PC6 postal codes to their town", () => {
    expect(gazetteer.lookup("6511")).toMatchObject({ label: "6511, Nijmegen" });
    expect(gazetteer.lookup("6511 AB")).toMatchObject({ label: "6511 AB, Nijmegen" });
    expect(gazetteer.lookup("6511ab")).toMatchObject({ label: "6511 AB, Nijmegen" });
    expect(gazetteer.lookup("8096 AA")?.label).toBe("8096 AA, Oldebroek");
    expect(gazetteer.lookup("8091")?.label).toBe("8091, Wezep");
    expect(gazetteer.lookup("6041")?.label).toBe("6041, Roermond");
    expect(gazetteer.lookup("6581")?.label).toBe("6581, Malden");
    expect(gazetteer.lookup("6712")?.label).toBe("6712, Ede");
    expect(gazetteer.lookup("1012 JS")?.label).toBe("1012 JS, Amsterdam");
    expect(gazetteer.lookup("6511")?.latitude).toBe(gazetteer.lookup("Nijmegen")?.latitude);
  });

  it("falls back to the region's town for a postal code outside the known ranges", () => {
    // 6599 is in no range; 65xx is the Nijmegen region.
    expect(gazetteer.lookup("6599")?.label).toBe("6599, Nijmegen");
    expect(gazetteer.lookup("9999 ZZ")?.label).toBe("9999 ZZ, Delfzijl");
  });

  it("answers null for what it does not know", async () => {
    expect(gazetteer.lookup("Atlantis")).toBeNull();
    expect(gazetteer.lookup("")).toBeNull();
    expect(gazetteer.lookup("0123")).toBeNull();
    expect(gazetteer.lookup("65112")).toBeNull();
    expect(await gazetteer.geocode("Nowhere")).toBeNull();
    expect(await gazetteer.geocode("Ede")).toMatchObject({ label: "Ede" });
  });
});
