import { count, eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { BlockImage, ContentBlock } from "../../../contract/content-blocks";
import type { PageCreate } from "../../../contract/pages";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { stockImages } from "../stock-images/stock-images.table";
import { listCenters } from "../tenancy/tenancy.service";
import { ownFeatureFlags } from "../tenancy/tenants.service";
import { type DemoHome, demoHomeBlocks, seedBlocks } from "./demo-home-page.seed";
import { englishDemoPages } from "./english-pages.seed";
import { publishPage } from "./page-publication.service";
import { createPage } from "./pages.service";
import { pages } from "./pages.table";

const DAY = 86_400_000;

type DemoPage = PageCreate & { daysAgo: number };

const block = seedBlocks("seed");

/** A demo image by its stock image's Dutch name; null where the tenant has no stock images (a seed without storage). */
type DemoImage = (name: string) => BlockImage | null;

async function demoImages(db: Database, tenant: TenantId): Promise<DemoImage> {
  const rows = await withTenant(db, tenant, (tx) =>
    tx
      .select({ name: stockImages.nameNl, alt: stockImages.shortDescriptionNl, upload: stockImages.uploadId })
      .from(stockImages)
      .where(eq(stockImages.tenantId, tenant)),
  );
  const byName = new Map(rows.map((row) => [row.name, { upload: row.upload, alt: row.alt }]));
  return (name) => byName.get(name) ?? null;
}

/** Blocks that need images, only when every image is there. */
const withImages = (images: (BlockImage | null)[], make: (images: BlockImage[]) => ContentBlock[]) =>
  images.every((image) => image !== null) ? make(images as BlockImage[]) : [];

function demoPages(center: string, town: string, home: DemoHome, image: DemoImage, offersActivities: boolean): DemoPage[] {
  const news = (slug: string, title: string, summary: string, text: string, daysAgo: number, featured = false): DemoPage => ({
    slug,
    title,
    summary,
    page_type: "news",
    featured,
    daysAgo,
    blocks: [block({ type: "Markdown", markdown: text })],
  });
  return [
    {
      slug: "home",
      is_home: true,
      title: home.title,
      show_title_on_page: false,
      meta_description: home.lead,
      daysAgo: 30,
      blocks: demoHomeBlocks("nl", { center, town, home, offersActivities }, block),
    },
    {
      slug: "over-ons",
      title: `Over ${center}`,
      summary: `Wie we zijn en wat we doen voor vrijwilligers en organisaties in ${town}.`,
      daysAgo: 28,
      blocks: [
        ...withImages([image("Bezoek aan ouderen")], ([visit]) => [
          block({
            type: "ImageTextButtons",
            title: "Iedereen kan iets betekenen",
            text: `Of je nu een uur per maand hebt of elke week een dag: in ${town} is altijd iemand die je hulp goed kan gebruiken.\n\nWe kennen de organisaties en de mensen erachter, en zoeken samen met jou wat bij je past.`,
            image: visit,
            side: "right",
            buttons: [
              { label: "Maak een afspraak", url: "/contact", variant: "primary" },
              { label: "Bekijk vacatures", url: "/vacancies/search", variant: "outline" },
            ],
          }),
        ]),
        block({
          type: "Markdown",
          markdown: `${center} brengt mensen die iets willen doen in contact met organisaties die hulp zoeken.\n\n## Voor vrijwilligers\n\nWe helpen je vrijwilligerswerk te vinden dat bij je past: in een gesprek, of in de [vacaturebank](/vacancies/search).\n\n## Voor organisaties\n\nWe denken mee over het werven en behouden van vrijwilligers, en organiseren [workshops](/workshops).`,
        }),
        block({
          type: "QuoteBlock",
          quote: "Ik kwam binnen met de vraag of ze iets voor me hadden. Nu help ik al drie jaar bij de voedselbank.",
          author: "Henk",
          role: "vrijwilliger bij de voedselbank",
          ...(image("Voedselbank") ? { image: image("Voedselbank") as BlockImage } : {}),
        }),
      ],
    },
    {
      slug: "contact",
      title: "Contact",
      summary: `Zo bereik je ${center}.`,
      daysAgo: 28,
      blocks: [
        block({
          type: "Markdown",
          markdown: `Je bent welkom op ons kantoor aan de Dorpsstraat 12 in ${town}, van maandag tot en met donderdag van 09:00 tot 16:00.\n\nBellen of mailen kan ook: je vindt onze gegevens onder aan elke pagina.`,
        }),
        block({
          type: "CallToAction",
          title: "Stel je vraag",
          text: "Schrijf ons een bericht; we antwoorden meestal binnen twee werkdagen.",
          button: { label: "Stuur ons een bericht", url: "/contactformulier", variant: "primary" },
        }),
      ],
    },
    {
      slug: "vrijwilligerswerk",
      title: "Waarom vrijwilligerswerk?",
      summary: "Wat vrijwilligerswerk je brengt, en hoe je begint.",
      show_title_on_page: false,
      daysAgo: 27,
      blocks: [
        ...withImages([image("Samen tuinieren")], ([garden]) => [
          block({
            type: "PhotoHero",
            title: "Waarom vrijwilligerswerk?",
            lead: "Nieuwe mensen, iets leren, iets betekenen: ontdek wat het jou brengt.",
            image: garden,
            button: { label: "Vind iets dat bij je past", url: "/vacancies/search", variant: "white" },
          }),
        ]),
        block({
          type: "TextWithUsps",
          title: "Wat het je brengt",
          text: "Vrijwilligers vertellen ons steeds weer hetzelfde: ze krijgen er minstens zoveel voor terug als ze geven.",
          usps: [
            "Je leert nieuwe mensen kennen in je eigen buurt",
            "Je doet ervaring op die ook op je cv staat",
            "Je kiest zelf hoeveel tijd je erin steekt",
            "Je krijgt begeleiding en, waar nodig, een training",
          ],
          button: { label: "Bekijk de workshops", url: "/workshops", variant: "outline" },
        }),
        ...withImages(
          [image("Taalmaatje"), image("Samen koken"), image("Natuurwerk"), image("Computerhulp")],
          ([language, cooking, nature, computer]) => [
            block({
              type: "DynamicCards",
              title: `Populair in ${town}`,
              columns: 3,
              cards: [
                {
                  title: "Taalmaatje",
                  text: "Oefen elke week Nederlands met een nieuwkomer.",
                  image: language,
                  url: "/vacancies/search?q=taal",
                },
                {
                  title: "Samen koken",
                  text: "Kook een maaltijd voor buurtgenoten.",
                  image: cooking,
                  url: "/vacancies/search?q=koken",
                },
                {
                  title: "Natuurwerk",
                  text: "Plant bomen en onderhoud het bos.",
                  image: nature,
                  url: "/vacancies/search?q=natuur",
                },
              ],
            }),
            block({
              type: "FourCards",
              title: "Zo begin je",
              cards: [
                { title: "1. Zoek", text: "Kijk in de vacaturebank wat je aanspreekt.", image: computer },
                { title: "2. Meld je aan", text: "Meld je aan met een kort bericht; een cv is niet nodig." },
                { title: "3. Maak kennis", text: "De organisatie nodigt je uit voor een gesprek." },
                { title: "4. Begin", text: "Je gaat aan de slag, met begeleiding." },
              ],
            }),
          ],
        ),
        ...withImages(
          [image("Repair Café"), image("Hulp bij evenementen"), image("Zwerfafval opruimen")],
          ([repair, event, litter]) => [
            block({
              type: "PhotoSlideshow",
              title: "Vrijwilligers aan het werk",
              slides: [
                { image: repair, caption: "In het Repair Café maken vrijwilligers kapotte spullen weer heel." },
                { image: event, caption: "Op het buurtfeest helpen tientallen vrijwilligers mee." },
                { image: litter, caption: "Elke maand houden buurtbewoners samen het park schoon." },
              ],
            }),
            block({ type: "Image", image: litter, caption: "Schoonmaakactie in het park: vrijwilligers halen zwerfafval op." }),
          ],
        ),
        block({ type: "SectionTitle", title: "Zie het zelf", subtitle: "Een korte film over een dag als vrijwilliger." }),
        block({ type: "YouTube", video: "aqz-KE-bpKQ", title: "Een dag als vrijwilliger: een korte film" }),
        block({
          type: "Markdown",
          markdown: `Twijfel je nog? Kom langs voor een kop koffie: we vertellen je graag wat er in ${town} te doen is.`,
        }),
        block({
          type: "CallToAction",
          title: "Klaar om te beginnen?",
          text: "Zoek in de vacaturebank naar iets dat bij je past.",
          button: { label: "Naar de vacaturebank", url: "/vacancies/search", variant: "primary" },
        }),
      ],
    },
    {
      slug: "privacy",
      title: "Privacyverklaring",
      summary: "Welke gegevens we bewaren, waarom, en hoe lang.",
      daysAgo: 28,
      blocks: [
        block({
          type: "Markdown",
          markdown: `${center} bewaart alleen de gegevens die nodig zijn om vrijwilligers en organisaties met elkaar in contact te brengen.\n\n- Je reactie op een vacature gaat naar de organisatie van die vacature.\n- We plaatsen alleen analytische cookies als je daar toestemming voor geeft.\n- Je kunt je account en je gegevens altijd zelf verwijderen.`,
        }),
      ],
    },
    {
      slug: "voorwaarden",
      title: "Algemene voorwaarden",
      summary: "De afspraken die gelden als je een account hebt.",
      daysAgo: 28,
      blocks: [
        block({
          type: "Markdown",
          markdown: `Met een account bij ${center} meld je je aan voor vacatures of plaats je ze als organisatie.\n\n- Vul je gegevens naar waarheid in en houd ze actueel.\n- Organisaties plaatsen alleen vrijwilligerswerk: onbetaald en zonder winstoogmerk.\n- We mogen een vacature of account weghalen dat zich niet aan deze afspraken houdt.\n- Hoe we met je gegevens omgaan, lees je in onze [privacyverklaring](/privacy).`,
        }),
      ],
    },
    news(
      "nl-doet-2027",
      "Doe mee met NLdoet",
      "In maart klussen duizenden vrijwilligers een dag bij organisaties in het hele land. Ook bij ons.",
      `Op NLdoet steken vrijwilligers een dag de handen uit de mouwen bij een organisatie in ${town}. Schilderen, tuinieren, een uitje voor bewoners: er is van alles te doen.\n\nZoek in de [vacaturebank](/vacancies/search?tags=nldoet) naar klussen met het label NLdoet.`,
      4,
      true,
    ),
    news(
      "nieuwe-workshops",
      "Nieuwe workshops voor vrijwilligers",
      "Van omgaan met dementie tot een EHBO-opfriscursus: bekijk de nieuwe workshops.",
      "We hebben nieuwe workshops en trainingen gepland. Inschrijven is gratis; vol is wachtlijst.\n\n[Bekijk alle workshops](/workshops)",
      11,
    ),
    news(
      "vrijwilligersprijs",
      "Stem op de vrijwilliger van het jaar",
      `Wie verdient volgens jou de vrijwilligersprijs van ${town}? Tot het einde van de maand kun je iemand voordragen.`,
      "Ken jij iemand die zich al jaren inzet voor anderen? Draag hem of haar voor. Een jury kiest uit alle voordrachten drie genomineerden.",
      19,
    ),
    {
      ...news(
        "anna-taalmaatje",
        "Anna is taalmaatje: ‘Ik leer minstens zoveel als hij’",
        "Elke week oefent Anna Nederlands met Yusuf. Ze vertelt hoe dat gaat.",
        "‘We begonnen met boodschappenlijstjes. Nu lezen we samen de krant.’ Anna (67) werd taalmaatje na haar pensioen.\n\n> Het mooiste vind ik dat hij nu zelf de huisarts belt.",
        7,
      ),
      page_type: "success_story",
    },
    {
      ...news(
        "repair-cafe",
        "Het Repair Café zoekt geen reparateurs meer",
        "Na een oproep in de vacaturebank meldden zich in één week twaalf mensen aan.",
        "Het Repair Café had te weinig handen om alle kapotte lampen, fietsen en broodroosters te maken. Na één vacature is het team compleet.",
        15,
      ),
      page_type: "success_story",
    },
  ];
}

/** A public site per centre: a home page built from blocks, about, contact and privacy, news and success stories. */
export async function seedDemoPages(db: Database, tenant: TenantId, logger: Logger): Promise<void> {
  const [{ existing }] = await withTenant(db, tenant, (tx) =>
    tx.select({ existing: count() }).from(pages).where(eq(pages.tenantId, tenant)),
  );
  if (existing > 0) return;
  const image = await demoImages(db, tenant);
  const { volunteerProfiles: offersActivities, internationalization } = await ownFeatureFlags(db, tenant);
  for (const center of await listCenters(db, tenant)) {
    const scope = { tenant, centerId: center.id };
    const town = center.name.replace(/^Vrijwilligers(centrale|centrum) /, "");
    const home = center.profile?.homePage?.nl ?? { title: center.name, lead: "", body: "" };
    // A site in two languages has a few pages in English too; the others show their Dutch, marked as such.
    const homeEn = center.profile?.homePage?.en;
    const english = internationalization && homeEn ? englishDemoPages(center.name, town, homeEn, offersActivities) : {};
    for (const { daysAgo, ...page } of demoPages(
      center.name,
      town,
      { ...home, lead: home.lead || center.name },
      image,
      offersActivities,
    )) {
      const created = await createPage(db, scope, { ...page, english: english[page.slug] });
      await publishPage(db, scope, created.id, null, new Date(Date.now() - daysAgo * DAY));
    }
  }
  logger.info({ tenant }, "seeded demo pages");
}
