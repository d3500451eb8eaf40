import type { TenantId } from "../../config/tenants";
import type { OrganizationInput } from "../organizations/organizations.service";

/** What an organization does, so that it only posts vacancies that suit it. */
export type OrganizationKind =
  | "centre"
  | "foodbank"
  | "school"
  | "neighbourhood"
  | "sport"
  | "care"
  | "library"
  | "nature"
  | "language";

/** The kinds of the first seed's organizations (demo-organizations.ts), by the start of their names. */
export const SEED_ORGANIZATION_KINDS: [prefix: string, kind: OrganizationKind][] = [
  ["Voedselbank", "foodbank"],
  ["Basisschool", "school"],
  ["Stichting Buurtkracht", "neighbourhood"],
];

export type BankOrganization = Omit<OrganizationInput, "centerId"> & { kind: OrganizationKind; center: string; city: string };

/** The social map's activity types (contract/organization-form.ts) that suit each kind. */
const ACTIVITY_TYPES_OF: Record<OrganizationKind, number[]> = {
  centre: [10],
  foodbank: [1, 6],
  school: [4, 7],
  neighbourhood: [6],
  sport: [2, 7, 9],
  care: [1, 8],
  library: [3, 4],
  nature: [5],
  language: [4],
};

const org = (
  kind: OrganizationKind,
  center: string,
  name: string,
  city: string,
  nonProfitType: string,
  description: string,
): BankOrganization => ({
  kind,
  center,
  city,
  type: "NonProfit",
  status: "approved",
  name,
  nonProfitType,
  description,
  website: "https://www.example.nl",
  activityTypeIds: ACTIVITY_TYPES_OF[kind],
});

const SPORT = "Sport en recreatie";
const CARE = "Zorg en welzijn";
const CULTURE = "Cultuur en educatie";
const NATURE = "Natuur en milieu";
const INTEGRATION = "Taal en integratie";

/**
 * The organizations that make the vacancy bank look real, added next to the first seed's ones (which stay as they
 * are: tests and demo accounts rely on them). They have no member accounts, so the demo accounts' memberships do
 * not change; the centre's superuser is their contact person.
 */
export const BANK_ORGANIZATIONS: Record<TenantId, BankOrganization[]> = {
  oldebroek: [
    org(
      "sport",
      "oldebroek",
      "Sportvereniging Wezep",
      "Wezep",
      SPORT,
      "Voetbal, gymnastiek en volleybal voor jong en oud in Wezep.",
    ),
    org(
      "care",
      "oldebroek",
      "Zorgcentrum De Hof van Oldebroek",
      "Oldebroek",
      CARE,
      "Wonen met zorg voor ouderen, met een open restaurant en dagbesteding.",
    ),
    org(
      "library",
      "oldebroek",
      "Bibliotheek Noord-Veluwe, vestiging Oldebroek",
      "Oldebroek",
      CULTURE,
      "Lezen, leren en ontmoeten, met een Taalhuis en een Digicafé.",
    ),
    org(
      "nature",
      "oldebroek",
      "Natuurvereniging De Veluwezoom-Noord",
      "'t Harde",
      NATURE,
      "Wij beheren heideveldjes en poelen en tellen vogels op de Oldebroekse heide.",
    ),
    org(
      "language",
      "oldebroek",
      "Taalcafé Wezep",
      "Wezep",
      INTEGRATION,
      "Elke week Nederlands oefenen bij een kop koffie, voor nieuwkomers en andere taalleerders.",
    ),
  ],
  roermond: [
    org(
      "sport",
      "roermond",
      "Roermondse Hockeyclub",
      "Roermond",
      SPORT,
      "Hockey voor jeugd, senioren en G-teams aan de oever van de Maas.",
    ),
    org(
      "care",
      "roermond",
      "Verpleeghuis Sint Elisabeth",
      "Roermond",
      CARE,
      "Zorg en gezelschap voor ouderen met dementie, midden in de stad.",
    ),
    org(
      "library",
      "roermond",
      "Bibliotheek Roermond",
      "Roermond",
      CULTURE,
      "De bibliotheek in de Oranjerie, met Taalhuis, Digicafé en voorleesprogramma's.",
    ),
    org(
      "nature",
      "roermond",
      "IVN Roermond",
      "Herten",
      NATURE,
      "Natuureducatie en excursies in het Roerdal en langs de Maasplassen.",
    ),
    org(
      "language",
      "roermond",
      "Taalcafé Roermond",
      "Roermond",
      INTEGRATION,
      "Nieuwkomers en Roermondenaren ontmoeten elkaar en praten Nederlands.",
    ),
  ],
  meedoen: [
    org(
      "sport",
      "meedoen",
      "Atletiekvereniging Gelderland Sport",
      "Apeldoorn",
      SPORT,
      "Hardlopen, springen en werpen, van pupillen tot masters.",
    ),
    org(
      "care",
      "meedoen",
      "Zorggroep Het Zonnehuis",
      "Zutphen",
      CARE,
      "Verpleeghuiszorg, thuiszorg en dagbesteding in de Achterhoek en de Stedendriehoek.",
    ),
    org(
      "library",
      "meedoen",
      "Bibliotheek Rivierenland",
      "Tiel",
      CULTURE,
      "Bibliotheken in Tiel en omgeving, met Taalhuizen en voorleesprojecten.",
    ),
    org(
      "nature",
      "meedoen",
      "Stichting Landschapsbeheer Veluwe",
      "Harderwijk",
      NATURE,
      "Vrijwilligers knotten wilgen, herstellen houtwallen en beheren poelen.",
    ),
    org(
      "language",
      "meedoen",
      "Taalcafé Arnhem",
      "Arnhem",
      INTEGRATION,
      "Twee keer per week oefenen nieuwkomers hun Nederlands met vrijwilligers.",
    ),
  ],
  demo: [
    org("sport", "demo", "Sportclub Demostad", "Utrecht", SPORT, "Een omnivereniging met voetbal, tennis en zwemmen."),
    org(
      "care",
      "demo",
      "Woonzorgcentrum De Linde",
      "Zeist",
      CARE,
      "Wonen met zorg voor ouderen, met een grote tuin en een eigen restaurant.",
    ),
    org("library", "demo", "Bibliotheek Demostad", "Utrecht", CULTURE, "Lezen, leren en ontmoeten in de wijk."),
    org(
      "nature",
      "demo",
      "Natuurvereniging Kromme Rijn",
      "Houten",
      NATURE,
      "Wij zorgen voor boomgaarden, slootkanten en de vogels die er wonen.",
    ),
    org("language", "demo", "Taalcafé Demostad", "Nieuwegein", INTEGRATION, "Nederlands oefenen in een ontspannen sfeer."),
  ],
  public: [
    org(
      "sport",
      "nijmegen",
      "Zwemvereniging De Nijmeegse Dolfijn",
      "Nijmegen",
      SPORT,
      "Zwemles, waterpolo en aangepast zwemmen in het Goffertbad.",
    ),
    org(
      "care",
      "nijmegen",
      "Verpleeghuis Dekkerswald",
      "Nijmegen-Dukenburg",
      CARE,
      "Verpleeghuiszorg en revalidatie in een bosrijke omgeving.",
    ),
    org(
      "library",
      "nijmegen",
      "Bibliotheek Gelderland Zuid",
      "Nijmegen",
      CULTURE,
      "Bibliotheken in Nijmegen en omgeving, met Taalhuis en Digicafé.",
    ),
    org(
      "language",
      "nijmegen",
      "Taalcafé Nijmegen",
      "Nijmegen",
      INTEGRATION,
      "Nieuwkomers en Nijmegenaren praten samen Nederlands in de Molenstraat.",
    ),
    org(
      "sport",
      "heumen",
      "Tennisvereniging Malden",
      "Malden",
      SPORT,
      "Tennis en padel voor alle leeftijden op park De Broeklanden.",
    ),
    org(
      "care",
      "heumen",
      "Zorgcentrum Maldenhof",
      "Malden",
      CARE,
      "Wonen met zorg en een dagbesteding voor ouderen uit de gemeente Heumen.",
    ),
    org("nature", "heumen", "Natuurgroep Overasselt", "Overasselt", NATURE, "Beheer van de Overasseltse en Hatertse vennen."),
    org(
      "nature",
      "ede",
      "Natuurvereniging De Ginkelse Heide",
      "Ede",
      NATURE,
      "Heidebeheer, schaapskooi en excursies op de Ginkelse en Ederheide.",
    ),
    org("care", "ede", "Woonzorgcentrum Bennekom", "Bennekom", CARE, "Ouderenzorg met een actieve vrijwilligersgroep."),
    org(
      "library",
      "ede",
      "Bibliotheek Ede",
      "Ede",
      CULTURE,
      "Bibliotheek in het cultuurgebouw, met Taalhuis en huiswerkbegeleiding.",
    ),
    org("language", "ede", "Taalcafé Ede", "Ede", INTEGRATION, "Wekelijks taalcafé voor statushouders en andere nieuwkomers."),
  ],
};
