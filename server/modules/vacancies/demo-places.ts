import type { TenantId } from "../../config/tenants";

export interface DemoPlace {
  city: string;
  /** The four digits; the letters are drawn per address. */
  postalDigits: string;
  latitude: number;
  longitude: number;
  streets: string[];
  /** The centre (slug) whose vacancies are here; only the public tenant has more than one. */
  center: string;
}

const place = (
  center: string,
  city: string,
  postalDigits: string,
  latitude: number,
  longitude: number,
  streets: string[],
): DemoPlace => ({ center, city, postalDigits, latitude, longitude, streets });

/** Real town centres (WGS84) near each tenant's own town; the first place of a centre is its main town. */
export const DEMO_PLACES: Record<TenantId, DemoPlace[]> = {
  oldebroek: [
    place("oldebroek", "Oldebroek", "8096", 52.4447, 5.9017, ["Zuiderzeestraatweg", "Bovenstraat", "Kerkstraat", "Mheneweg"]),
    place("oldebroek", "Wezep", "8091", 52.4603, 6.0031, ["Stationsweg", "Molenweg", "Kerkweg", "Rondweg"]),
    place("oldebroek", "'t Harde", "8084", 52.4128, 5.8917, ["Eperweg", "Stationslaan", "Bloemenweg"]),
    place("oldebroek", "Hattemerbroek", "8094", 52.4722, 5.9731, ["Hoofdweg", "Zuiderzeestraatweg"]),
    place("oldebroek", "Noordeinde", "8085", 52.4653, 5.8697, ["Noordeinderweg", "Kerkstraat"]),
  ],
  roermond: [
    place("roermond", "Roermond", "6041", 51.1942, 5.987, ["Hamstraat", "Markt", "Godsweerderstraat", "Kapellerlaan"]),
    place("roermond", "Maasniel", "6043", 51.1953, 6.0107, ["Maasnielderkerkweg", "Heinsbergerweg"]),
    place("roermond", "Swalmen", "6071", 51.2306, 6.0361, ["Hoofdstraat", "Stationsstraat", "Kerkstraat"]),
    place("roermond", "Herten", "6049", 51.1794, 5.9639, ["Kerkstraat", "Hertenerweg"]),
  ],
  meedoen: [
    place("meedoen", "Arnhem", "6811", 51.9851, 5.8987, ["Jansplein", "Steenstraat", "Velperweg", "Sonsbeeksingel"]),
    place("meedoen", "Apeldoorn", "7311", 52.2112, 5.9699, ["Hoofdstraat", "Deventerstraat", "Loolaan"]),
    place("meedoen", "Zutphen", "7201", 52.1388, 6.201, ["Beukerstraat", "Houtmarkt", "Spittaalstraat"]),
    place("meedoen", "Doetinchem", "7001", 51.965, 6.2889, ["Hamburgerstraat", "Terborgseweg", "Grutstraat"]),
    place("meedoen", "Harderwijk", "3841", 52.3417, 5.6208, ["Bruggestraat", "Stationslaan", "Vijhestraat"]),
    place("meedoen", "Tiel", "4001", 51.8861, 5.4293, ["Waterstraat", "Weerstraat", "Stationsstraat"]),
    place("meedoen", "Wageningen", "6701", 51.9692, 5.6654, ["Hoogstraat", "Stadsbrink", "Nudepark"]),
  ],
  demo: [
    place("demo", "Utrecht", "3511", 52.0907, 5.1214, ["Oudegracht", "Biltstraat", "Amsterdamsestraatweg", "Kanaalstraat"]),
    place("demo", "Zeist", "3701", 52.0894, 5.2317, ["Slotlaan", "Utrechtseweg", "Montaubanstraat"]),
    place("demo", "Houten", "3991", 52.0284, 5.1681, ["Loerikseweg", "Plein", "Het Onderdoor"]),
    place("demo", "Nieuwegein", "3431", 52.029, 5.081, ["Raadstede", "Structuurbaan", "Zuidstedeweg"]),
  ],
  public: [
    place("nijmegen", "Nijmegen", "6511", 51.8426, 5.8546, ["Molenstraat", "Van Welderenstraat", "Graafseweg", "Hatertseweg"]),
    place("nijmegen", "Lent", "6663", 51.862, 5.864, ["Laauwikstraat", "Griftdijk Noord"]),
    place("nijmegen", "Nijmegen-Dukenburg", "6535", 51.8195, 5.7927, ["Meijhorst", "Zwanenveld", "Tolhuis"]),
    place("heumen", "Malden", "6581", 51.7804, 5.853, ["Rijksweg", "Jachtlustplein", "Kerkplein"]),
    place("heumen", "Heumen", "6582", 51.7657, 5.8307, ["Dorpsstraat", "Kapelstraat"]),
    place("heumen", "Overasselt", "6611", 51.7584, 5.7885, ["Kerkstraat", "Schoolstraat"]),
    place("heumen", "Nederasselt", "6612", 51.7622, 5.7501, ["Nieuwe Baan", "Dorpsstraat"]),
    place("ede", "Ede", "6711", 52.0402, 5.6649, ["Grotestraat", "Stationsweg", "Molenstraat", "Parkweg"]),
    place("ede", "Bennekom", "6721", 51.999, 5.676, ["Dorpsstraat", "Kerkstraat", "Bovenbuurtweg"]),
    place("ede", "Lunteren", "6741", 52.0856, 5.6231, ["Dorpsstraat", "Postweg"]),
    place("ede", "Otterlo", "6731", 52.1004, 5.7731, ["Dorpsstraat", "Apeldoornseweg"]),
  ],
};
