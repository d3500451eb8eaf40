import type { TenantId } from "../../config/tenants";
import { localGeocoder } from "../../geo/gazetteer";
import type { TestApp } from "../../test/test-app";
import { createOrganization, updateOrganization } from "../organizations/organizations.service";
import { createCenter, listCenters } from "../tenancy/tenancy.service";
import { findVacancy } from "../vacancies/vacancy-reads.service";
import { createVacancy, type NewVacancy, updateVacancy } from "../vacancies/vacancy-writes.service";

const DAY = 24 * 3600 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);
const at = (place: string) => {
  const found = localGeocoder.lookup(place);
  if (!found) throw new Error(`gazetteer lacks ${place}`);
  return { city: place, latitude: found.latitude, longitude: found.longitude };
};

async function organization(t: TestApp, tenant: TenantId, centerId: number, name: string, type: "NonProfit" | "School") {
  return createOrganization(t.db, tenant, { centerId, name, type, status: "approved" });
}

/**
 * Known vacancies in the demo tenant: five visible ones (v1..v5) and seven that must never show, each with
 * "voedselbank" in the title so a leak would show up in a text search too.
 */
export async function createSearchData(t: TestApp) {
  const tenant = "demo" as const;
  const [center] = await listCenters(t.db, tenant);
  const foodBank = await organization(t, tenant, center.id, "Voedselbank Demostad", "NonProfit");
  const school = await organization(t, tenant, center.id, "Basisschool De Linde", "School");
  const base = { centerId: center.id, status: "published" as const };
  const publish = (input: Omit<NewVacancy, "centerId">) => createVacancy(t.db, tenant, { ...base, ...input });

  const v1 = await publish({
    organizationId: foodBank.id,
    title: "Chauffeur voedselbank",
    themes: ["care-welfare", "transport"],
    description: "<p>Je rijdt met de bus langs supermarkten en haalt pakketten op.</p>",
    vacancyType: "volunteering",
    tags: ["regularly"],
    ageGroupIds: [3, 4, 5],
    ...at("Nijmegen"),
    hoursPerWeek: 4,
    expensesReimbursed: true,
    vogRequired: true,
    minimumAge: 18,
    languageLevel: "B1",
    expiresAt: daysFromNow(30),
    createdAt: daysFromNow(-5),
  });
  const v2 = await publish({
    organizationId: foodBank.id,
    title: "Fietsen repareren",
    themes: ["children-youth", "events"],
    description: "<p>Help kinderen met het plakken van een band.</p>",
    vacancyType: "activity",
    tags: ["once", "free"],
    ageGroupIds: [2, 3],
    ...at("Malden"),
    hoursPerWeek: 2,
    minimumAge: 12,
    wheelchairAccessible: true,
    dates: [{ startsAt: new Date("2030-06-10T10:00:00+02:00"), endsAt: new Date("2030-06-10T16:00:00+02:00") }],
    expiresAt: daysFromNow(10),
    createdAt: daysFromNow(-4),
  });
  const v3 = await publish({
    organizationId: school.id,
    title: "Reading buddy",
    themes: ["education-language", "children-youth"],
    description: "<p>Read books with children who are learning Dutch. Cycling to school is not needed.</p>",
    vacancyType: "language",
    tags: ["regularly"],
    ageGroupIds: [1, 2],
    remote: true,
    fromHome: true,
    vogRequired: true,
    languageLevel: "C1",
    createdAt: daysFromNow(-3),
  });
  const v4 = await publish({
    organizationId: school.id,
    title: "Tuinman gezocht",
    themes: ["nature-animals"],
    description: "<p>Onderhoud van de schooltuin. Je komt met de fiets.</p>",
    vacancyType: "volunteering",
    tags: ["flexible"],
    ageGroupIds: [4, 5],
    ...at("Ede"),
    hoursPerWeek: 8,
    expensesReimbursed: true,
    minimumAge: 16,
    languageLevel: "A2",
    wheelchairAccessible: true,
    expiresAt: daysFromNow(5),
    createdAt: daysFromNow(-2),
  });
  const v5 = await publish({
    organizationId: foodBank.id,
    title: "Maatje voor nieuwkomers",
    themes: ["care-welfare"],
    description: "<p>Samen boodschappen doen, bijvoorbeeld bij de voedselbank, en de stad leren kennen.</p>",
    vacancyType: "one-on-one",
    ageGroupIds: [3, 4],
    ...at("Arnhem"),
    hoursPerWeek: 3,
    dates: [{ startsAt: new Date("2030-07-01T09:00:00+02:00"), endsAt: new Date("2030-07-03T17:00:00+02:00") }],
    expiresAt: daysFromNow(60),
    createdAt: daysFromNow(-1),
  });

  const hidden = await createHidden(t, tenant, center.id, foodBank.id);
  return { tenant, center, foodBank, school, v1, v2, v3, v4, v5, hidden };
}

async function createHidden(t: TestApp, tenant: TenantId, centerId: number, organizationId: number) {
  const hidden = (title: string, extra: Partial<NewVacancy> = {}) =>
    createVacancy(t.db, tenant, {
      centerId,
      organizationId,
      title,
      description: "<p>Dit mag nooit in de vacaturebank staan: voedselbank.</p>",
      vacancyType: "volunteering",
      status: "published",
      ...at("Nijmegen"),
      ...extra,
    });
  const moveTo = async (id: number, status: "filled" | "archived" | "expired") => {
    const current = await findVacancy(t.db, tenant, id);
    if (current) await updateVacancy(t.db, tenant, current, { status });
  };
  const draft = await hidden("Concept voedselbank", { status: "draft" });
  const filled = await hidden("Vervulde voedselbank");
  await moveTo(filled.id, "filled");
  const archived = await hidden("Gearchiveerde voedselbank");
  await moveTo(archived.id, "archived");
  const expired = await hidden("Verlopen voedselbank");
  await moveTo(expired.id, "expired");
  // Past its date, but the expiry job has not run yet: still status published.
  const pastDate = await hidden("Over datum voedselbank", { expiresAt: daysFromNow(-1) });
  const pending = await createOrganization(t.db, tenant, { centerId, name: "Nieuwe club", type: "NonProfit", status: "pending" });
  const ofPending = await hidden("Voedselbank van een nieuwe club", { organizationId: pending.id });
  const gone = await createOrganization(t.db, tenant, { centerId, name: "Oude club", type: "NonProfit", status: "approved" });
  const ofArchived = await hidden("Voedselbank van een oude club", { organizationId: gone.id });
  await updateOrganization(t.db, tenant, gone, { status: "archived" });
  return [draft, filled, archived, expired, pastDate, ofPending, ofArchived].map((v) => v.id);
}

/** A second centre in the demo tenant (which does not share centres) and vacancies in other tenants. */
export async function createOtherPlaces(t: TestApp) {
  const second = await createCenter(t.db, "demo", { slug: "demo-noord", name: "Demo Noord" });
  const north = await organization(t, "demo", second.id, "Buurthuis Noord", "NonProfit");
  const inSecond = await createVacancy(t.db, "demo", {
    centerId: second.id,
    organizationId: north.id,
    title: "Gastvrouw voedselbank Noord",
    description: "<p>Koffie schenken in het buurthuis.</p>",
    vacancyType: "volunteering",
    status: "published",
  });
  const [roermond] = await listCenters(t.db, "roermond");
  const club = await organization(t, "roermond", roermond.id, "Voedselbank Roermond", "NonProfit");
  const inRoermond = await createVacancy(t.db, "roermond", {
    centerId: roermond.id,
    organizationId: club.id,
    title: "Chauffeur voedselbank Roermond",
    description: "<p>Rijden voor de voedselbank.</p>",
    vacancyType: "volunteering",
    status: "published",
    ...at("Roermond"),
  });
  const publicCenters = await listCenters(t.db, "public");
  const inPublic: Record<string, number> = {};
  for (const center of publicCenters) {
    const owner = await organization(t, "public", center.id, `Voedselbank ${center.slug}`, "NonProfit");
    const vacancy = await createVacancy(t.db, "public", {
      centerId: center.id,
      organizationId: owner.id,
      title: `Vrijwilliger voedselbank ${center.slug}`,
      description: "<p>Sorteren en uitdelen.</p>",
      vacancyType: "volunteering",
      status: "published",
    });
    inPublic[center.slug] = vacancy.id;
  }
  return { second, inSecond: inSecond.id, inRoermond: inRoermond.id, publicCenters, inPublic };
}
