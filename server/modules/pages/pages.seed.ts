import { count, eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { ContentBlock } from "../../../contract/content-blocks";
import type { PageCreate } from "../../../contract/pages";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { listCenters } from "../tenancy/tenancy.service";
import { publishPage } from "./page-publication.service";
import { createPage } from "./pages.service";
import { pages } from "./pages.table";

const DAY = 86_400_000;

type DemoPage = PageCreate & { daysAgo: number };

let blockIds = 0;
type NewBlock = ContentBlock extends infer B ? (B extends ContentBlock ? Omit<B, "id"> : never) : never;
const block = (content: NewBlock) => ({ id: `seed-${++blockIds}`, ...content }) as ContentBlock;

function demoPages(center: string, town: string, home: { title: string; lead: string; body: string }): DemoPage[] {
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
      blocks: [
        block({ type: "HeroWithSearch", title: home.title, lead: home.lead }),
        ...(home.body ? [block({ type: "Markdown", markdown: home.body.split("\n").join("\n\n") })] : []),
        block({ type: "SectionTitle", title: "Iets voor jou?", subtitle: "Ontdek wat je kunt doen, en wat wij voor je doen." }),
        block({
          type: "CallToAction",
          title: "Zoek je vrijwilligers?",
          text: `Meld je organisatie aan bij ${center}: zet je vacatures online en krijg advies over werven en behouden.`,
          button: { label: "Organisatie aanmelden", url: "/organizations/signup", variant: "secondary" },
        }),
      ],
    },
    {
      slug: "over-ons",
      title: `Over ${center}`,
      summary: `Wie we zijn en wat we doen voor vrijwilligers en organisaties in ${town}.`,
      daysAgo: 28,
      blocks: [
        block({
          type: "Markdown",
          markdown: `${center} brengt mensen die iets willen doen in contact met organisaties die hulp zoeken.\n\n## Voor vrijwilligers\n\nWe helpen je vrijwilligerswerk te vinden dat bij je past: in een gesprek, of in de [vacaturebank](/vacancies/search).\n\n## Voor organisaties\n\nWe denken mee over het werven en behouden van vrijwilligers, en organiseren [workshops](/workshops).`,
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
      "We hebben nieuwe workshops en trainingen gepland. Aanmelden is gratis; vol is wachtlijst.\n\n[Bekijk alle workshops](/workshops)",
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
  for (const center of await listCenters(db, tenant)) {
    const scope = { tenant, centerId: center.id };
    const town = center.name.replace(/^Vrijwilligers(centrale|centrum) /, "");
    const home = center.profile?.homePage?.nl ?? { title: center.name, lead: "", body: "" };
    for (const { daysAgo, ...page } of demoPages(center.name, town, { ...home, lead: home.lead || center.name })) {
      const created = await createPage(db, scope, page);
      await publishPage(db, scope, created.id, null, new Date(Date.now() - daysAgo * DAY));
    }
  }
  logger.info({ tenant }, "seeded demo pages");
}
