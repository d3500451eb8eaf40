import type { TenantId } from "../../config/tenants";
import { buildCenter } from "./tenancy.factory";
import type { NewCenter } from "./tenancy.service";

// The town line of an address: "8096 AB Oldebroek"; the vacancy bank takes its example place from it.
const town = (place: string, postcode?: string) => (postcode ? `${postcode} ${place}` : place);

const footer = (place: string, email: string, phone: string, postcode?: string) => ({
  "1": { title: "Contact", content: `Vrijwilligerscentrale ${place}\n${email}\n${phone}` },
  "2": { title: "Bezoekadres", content: `Dorpsstraat 12\n${town(place, postcode)}` },
  "3": { title: "Openingstijden", content: "Maandag t/m donderdag\n09:00 - 16:00" },
  "4": { title: "Volg ons", content: socialLinks(place) },
});

/** The same footer in English, for the centres that publish English (decision 28). */
const footerEn = (place: string, email: string, phone: string, postcode?: string) => ({
  "1": { title: "Contact", content: `Volunteer centre ${place}\n${email}\n${phone}` },
  "2": { title: "Visiting address", content: `Dorpsstraat 12\n${town(place, postcode)}` },
  "3": { title: "Opening hours", content: "Monday to Thursday\n09:00 - 16:00" },
  "4": { title: "Follow us", content: socialLinks(place) },
});

/** The centre's own pages on the social networks, as a real centre's footer names them (not the networks' home pages). */
function socialLinks(place: string) {
  const handle = `vrijwilligerscentrale${place.toLowerCase().replace(/[^a-z0-9]/g, "")}`;
  return `https://www.facebook.com/${handle}\nhttps://www.instagram.com/${handle}`;
}

/** The centre's contact details, in its profile and (as the demo sites show them) in its footer. */
const contact = (place: string, email: string, phone: string, postcode?: string) => ({
  footerColumns: footer(place, email, phone, postcode),
  contactEmail: email,
  contactPhone: phone,
  visitingAddress: `Dorpsstraat 12\n${town(place, postcode)}`,
});

/** A centre of a site in two languages that publishes its content in English too, footer included. */
const inEnglish = (place: string, email: string, phone: string, postcode?: string) => ({
  contentLanguages: ["nl" as const, "en" as const],
  footerColumnsEn: footerEn(place, email, phone, postcode),
});

const home = (place: string, nlLead: string, enLead: string) => ({
  nl: {
    title: `Vrijwilligerswerk in ${place}`,
    lead: nlLead,
    body: `Bij de vrijwilligerscentrale van ${place} vind je vacatures en activiteiten bij verenigingen, scholen en zorgorganisaties.\nOrganisaties vinden hier vrijwilligers en krijgen advies over werven en behouden.`,
  },
  en: {
    title: `Volunteering in ${place}`,
    lead: enLead,
    body: `At the volunteer centre of ${place} you find vacancies and activities at clubs, schools and care organisations.\nOrganisations find volunteers here and get advice on recruiting and keeping them.`,
  },
});

/** Each tenant's centres, every one with a visibly different theme. */
export const DEMO_CENTERS: Record<TenantId, NewCenter[]> = {
  oldebroek: [
    buildCenter({
      slug: "oldebroek",
      name: "Vrijwilligerscentrale Oldebroek",
      isDefault: true,
      hue: 150,
      secondaryHue: 60,
      profile: {
        websiteLogoUrl: "/demo/logos/oldebroek.svg",
        websiteLogoDarkModeUrl: "/demo/logos/oldebroek-dark.svg",
        faviconUrl: "/demo/favicons/oldebroek.svg",
        ...contact("Oldebroek", "info@vrijwilligerswerkoldebroek.nl", "0525 - 63 12 34", "8096 AB"),
        showAnbiLogo: true,
        showNovLogo: true,
        homePage: home(
          "Oldebroek",
          "Help je buren, je club of je dorp. Samen maken we Oldebroek.",
          "Help your neighbours, your club or your village.",
        ),
      },
    }),
  ],
  roermond: [
    buildCenter({
      slug: "roermond",
      name: "Vrijwilligerscentrale Roermond",
      isDefault: true,
      hue: 25,
      secondaryHue: 200,
      profile: {
        websiteLogoUrl: "/demo/logos/roermond.svg",
        ...contact("Roermond", "info@vrijwilligerswerkroermond.nl", "0475 - 33 44 55", "6041 CA"),
        showAnbiLogo: true,
        themeConfig: {
          defaultShape: "straight",
          fonts: { sans: "Inter Variable", heading: "Georgia, serif" },
          header: { variant: "legacy", sticky: false, languageToggle: false, fullWidth: true },
          footer: { variant: "legacy" },
        },
        homePage: home(
          "Roermond",
          "Vind vrijwilligerswerk dat bij je past, in Roermond en omgeving.",
          "Find volunteering that suits you, in and around Roermond.",
        ),
      },
    }),
  ],
  meedoen: [
    buildCenter({
      slug: "meedoen",
      name: "Meedoen Gelderland",
      isDefault: true,
      hue: 300,
      secondaryHue: 90,
      profile: {
        ...contact("Arnhem", "info@meedoen-gelderland.nl", "026 - 123 45 67", "6811 AA"),
        ...inEnglish("Arnhem", "info@meedoen-gelderland.nl", "026 - 123 45 67", "6811 AA"),
        showNovLogo: true,
        backgroundColor: "oklch(0.985 0.01 300)",
        themeConfig: {
          defaultShape: "rounded",
          fonts: { sans: "Inter Variable", heading: "Inter Variable" },
          header: { variant: "tab", sticky: true, languageToggle: true, centerMenuItems: true },
          footer: { variant: "legacy" },
          cssVariables: { "--radius-base": "1rem" },
        },
        homePage: home(
          "Gelderland",
          "Doe mee in jouw gemeente: er is altijd iets te doen.",
          "Take part in your municipality: there is always something to do.",
        ),
      },
    }),
  ],
  demo: [
    buildCenter({
      slug: "demo",
      name: "Demo Vrijwilligerscentrale",
      isDefault: true,
      hue: 255,
      secondaryHue: 350,
      profile: {
        websiteLogoUrl: "/demo/logos/demo.svg",
        websiteLogoDarkModeUrl: "/demo/logos/demo-dark.svg",
        gtagId: "G-DEMO000001",
        ...contact("Demostad", "demo@volunteerly.nl", "030 - 000 00 00"),
        homePage: home("Demostad", "Probeer het platform uit met voorbeeldgegevens.", "Try the platform with sample data."),
      },
    }),
  ],
  public: [
    buildCenter({
      slug: "nijmegen",
      name: "Vrijwilligerscentrum Nijmegen",
      isDefault: true,
      hue: 210,
      secondaryHue: 30,
      profile: {
        faviconUrl: "/demo/favicons/nijmegen.svg",
        ...contact("Nijmegen", "info@vrijwilligerscentrumnijmegen.nl", "024 - 322 11 00", "6511 AB"),
        ...inEnglish("Nijmegen", "info@vrijwilligerscentrumnijmegen.nl", "024 - 322 11 00", "6511 AB"),
        showAnbiLogo: true,
        homePage: home(
          "Nijmegen",
          "Iedereen kan iets betekenen. Vind jouw plek als vrijwilliger.",
          "Everyone can make a difference. Find your place as a volunteer.",
        ),
      },
    }),
    buildCenter({
      slug: "heumen",
      name: "Vrijwilligerscentrale Heumen",
      hue: 180,
      secondaryHue: 320,
      profile: {
        ...contact("Malden", "info@vrijwilligersheumen.nl", "024 - 358 00 00", "6581 AA"),
        ...inEnglish("Malden", "info@vrijwilligersheumen.nl", "024 - 358 00 00", "6581 AA"),
        homePage: home(
          "Heumen",
          "Vrijwilligerswerk in Heumen, Malden, Overasselt en Nederasselt.",
          "Volunteering in Heumen, Malden, Overasselt and Nederasselt.",
        ),
      },
    }),
    buildCenter({
      slug: "ede",
      name: "Vrijwilligerscentrale Ede",
      hue: 45,
      secondaryHue: 260,
      profile: {
        ...contact("Ede", "info@vrijwilligerswerkede.nl", "0318 - 12 34 56", "6711 AA"),
        ...inEnglish("Ede", "info@vrijwilligerswerkede.nl", "0318 - 12 34 56", "6711 AA"),
        homePage: home(
          "Ede",
          "Ontdek vrijwilligerswerk in Ede en de dorpen eromheen.",
          "Discover volunteering in Ede and the villages around it.",
        ),
      },
    }),
  ],
};
