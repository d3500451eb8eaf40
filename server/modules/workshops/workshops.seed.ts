import { count, eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { WorkshopCreate } from "../../../contract/workshops";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { listCenters } from "../tenancy/tenancy.service";
import { ownFeatureFlags } from "../tenancy/tenants.service";
import { registerForWorkshop } from "./workshop-registrations.service";
import { createWorkshop } from "./workshops.service";
import { workshops } from "./workshops.table";

const DAY = 86_400_000;

/** A moment so many days from today, at this Amsterdam hour (winter time is near enough for demo data). */
function at(days: number, hour: number, minute = 0): Date {
  const date = new Date(Date.now() + days * DAY);
  date.setUTCHours(hour - 1, minute, 0, 0);
  return date;
}

type DemoWorkshop = Omit<WorkshopCreate, "location"> & { atCenter: boolean; guests?: string[] };

const demoWorkshops = (): DemoWorkshop[] => [
  {
    title: "Kennismaking voor nieuwe vrijwilligers",
    title_en: "Introduction for new volunteers",
    description_en:
      "New to volunteering? In this evening you hear what the volunteer centre can do for you, what you may expect from an organization and what it may expect from you. With coffee, and time for your questions.",
    description:
      "Nieuw als vrijwilliger? In deze avond hoor je wat de vrijwilligerscentrale voor je kan doen, wat je mag verwachten van een organisatie en wat zij van jou mag verwachten. Met koffie, en tijd voor je vragen.",
    audience: "volunteers",
    starts_at: at(9, 19, 30),
    ends_at: at(9, 21),
    online: false,
    atCenter: true,
    seats: 20,
    published: true,
  },
  {
    title: "Vrijwilligers werven via sociale media",
    description:
      "Voor bestuurders en coördinatoren van organisaties: hoe schrijf je een vacature die opvalt, en hoe deel je die zo dat de juiste mensen hem zien? Een praktische online sessie van anderhalf uur.",
    audience: "organizations",
    starts_at: at(16, 10),
    ends_at: at(16, 11, 30),
    online: true,
    atCenter: false,
    seats: 30,
    published: true,
  },
  {
    title: "Omgaan met dementie",
    title_en: "Living with dementia",
    description_en:
      "An afternoon about contact with people with dementia: what happens to memory, how to talk with someone who forgets, and how to look after yourself too. Given by a dementia case manager.",
    description:
      "Een middag over het contact met mensen met dementie: wat gebeurt er in het geheugen, hoe praat je met iemand die vergeet, en hoe zorg je ook goed voor jezelf. Gegeven door een casemanager dementie.",
    audience: "volunteers",
    starts_at: at(23, 14),
    ends_at: at(23, 16, 30),
    online: false,
    atCenter: true,
    seats: 12,
    published: true,
  },
  {
    title: "EHBO-opfriscursus",
    title_en: "First aid refresher",
    description_en:
      "Resuscitation, using the AED and first aid for small accidents: up to date again in two hours. For volunteers and staff of organizations. There are few seats; when full, there is a waiting list.",
    description:
      "Reanimeren, de AED gebruiken en eerste hulp bij kleine ongelukken: in twee uur weer helemaal bij. Voor vrijwilligers en medewerkers van organisaties. Er zijn weinig plaatsen; vol is wachtlijst.",
    audience: "everyone",
    starts_at: at(37, 19),
    ends_at: at(37, 21),
    online: false,
    atCenter: true,
    seats: 2,
    published: true,
    guests: ["Ria Bakker", "Henk Mulder", "Sanne de Boer"],
  },
  {
    title: "Werken met de vrijwilligersvacaturebank",
    description:
      "Terugblik: een ochtend voor organisaties over het plaatsen en bijhouden van vacatures, het beantwoorden van reacties en het gebruik van de activiteitenkalender.",
    audience: "organizations",
    starts_at: at(-20, 9, 30),
    ends_at: at(-20, 12),
    online: false,
    atCenter: true,
    seats: 15,
    published: true,
  },
];

const emailOf = (name: string) => `${name.toLowerCase().replace(/[^a-z]+/g, ".")}@example.test`;

/** A few workshops per centre, one full with a waiting list and one past, only for a tenant that has none. */
export async function seedDemoWorkshops(db: Database, tenant: TenantId, logger: Logger): Promise<void> {
  const [{ existing }] = await withTenant(db, tenant, (tx) =>
    tx.select({ existing: count() }).from(workshops).where(eq(workshops.tenantId, tenant)),
  );
  if (existing > 0) return;
  // A site in two languages gets a few workshops in English too (decision 35); the others stay Dutch.
  const { internationalization } = await ownFeatureFlags(db, tenant);
  for (const center of await listCenters(db, tenant)) {
    const scope = { tenant, centerId: center.id };
    const address = center.profile?.visitingAddress?.replace(/\n/g, ", ") ?? center.name;
    for (const { atCenter, guests = [], title_en, description_en, ...workshop } of demoWorkshops()) {
      const english = internationalization ? { title_en, description_en } : {};
      const created = await createWorkshop(db, scope, { ...workshop, ...english, location: atCenter ? address : null }, null);
      for (const name of guests) {
        const guest = { name, email: emailOf(name), userId: null, locale: "nl" as const };
        await registerForWorkshop(db, scope, created.id, guest, async () => {});
      }
    }
  }
  logger.info({ tenant }, "seeded demo workshops");
}
