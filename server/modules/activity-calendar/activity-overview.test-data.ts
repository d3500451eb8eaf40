import type { TenantId } from "../../config/tenants";
import type { TestApp } from "../../test/test-app";
import { changeApplicationStatus, createApplication } from "../applications/applications.service";
import { demoEmail } from "../identity/identity.factory";
import { findUserByEmail } from "../identity/users.service";
import { createOrganization, findOrganization, membershipIds } from "../organizations/organizations.service";
import { createCenter, listCenters } from "../tenancy/tenancy.service";
import type { VacancyDetails } from "../vacancies/vacancy-details.service";
import { createVacancy, type NewVacancy, updateVacancy } from "../vacancies/vacancy-writes.service";

const DAY = 24 * 3600 * 1000;
const d = (iso: string) => new Date(iso);
/** Every activity has a date in this week of 2032, far from the seed's and the calendar tests' dates. */
export const WEEK = { from: "2032-06-07", to: "2032-06-13" };

/**
 * Demo-tenant activities for the staff overview: one of each status in a club of the centre, one of the organization
 * superuser's food bank, a deleted one, one in a second centre, and one in Roermond; applications to two of them.
 */
export async function createOverviewData(t: TestApp) {
  const tenant: TenantId = "demo";
  const [center] = await listCenters(t.db, tenant);
  const club = await createOrganization(t.db, tenant, {
    centerId: center.id,
    name: "Speeltuinvereniging De Wip",
    type: "NonProfit",
    status: "approved",
  });
  const superuser = await findUserByEmail(t.db, tenant, demoEmail("organization_superuser", tenant));
  const memberships = await membershipIds(t.db, tenant, superuser?.id ?? 0);
  const own = await Promise.all(memberships.map((id) => findOrganization(t.db, tenant, id)));
  const foodBank = own.find((o) => o?.type === "NonProfit");
  const school = own.find((o) => o?.type === "School");
  if (!foodBank || !school) throw new Error("the demo organization superuser has no food bank and school");

  const activity = (title: string, startsAt: string, extra: Partial<NewVacancy> = {}) =>
    createVacancy(t.db, tenant, {
      centerId: center.id,
      organizationId: club.id,
      title,
      description: "<p>Samen spelen in de buurt.</p>",
      vacancyType: "activity",
      frequency: "once",
      status: "published",
      city: "Nijmegen",
      expiresAt: new Date(Date.now() + 60 * DAY),
      dates: [{ startsAt: d(startsAt), endsAt: null }],
      ...extra,
    });
  const moveTo = (vacancy: VacancyDetails, status: "filled" | "archived" | "expired" | "deleted") =>
    updateVacancy(t.db, tenant, vacancy, { status });

  const published = await activity("Speelmiddag", "2032-06-08T14:00:00+02:00", {
    dates: [
      { startsAt: d("2032-06-08T14:00:00+02:00"), endsAt: d("2032-06-08T17:00:00+02:00") },
      { startsAt: d("2032-06-10T14:00:00+02:00"), endsAt: d("2032-06-10T17:00:00+02:00") },
      { startsAt: d("2032-07-15T14:00:00+02:00"), endsAt: null },
    ],
  });
  const expiring = await activity("Zomerfeest", "2032-06-12T16:00:00+02:00", {
    expiresAt: new Date(Date.now() + 5 * DAY),
    remote: true,
    city: null,
  });
  const draft = await activity("Klusdag (concept)", "2032-06-09T09:00:00+02:00", { status: "draft" });
  const filled = await moveTo(await activity("Voorleesochtend", "2032-06-09T10:00:00+02:00"), "filled");
  const archived = await moveTo(await activity("Buitenspeeldag", "2032-06-11T10:00:00+02:00"), "archived");
  const expired = await moveTo(await activity("Fietstocht", "2032-06-11T13:00:00+02:00"), "expired");
  const deleted = await moveTo(await activity("Verwijderde activiteit", "2032-06-09T11:00:00+02:00"), "deleted");
  const foodBankDay = await activity("Inzameldag voedselbank", "2032-06-13T10:00:00+02:00", {
    organizationId: foodBank.id,
  });
  const schoolDay = await activity("Sportdag school", "2032-06-13T09:00:00+02:00", { organizationId: school.id });
  const notAnActivity = await activity("Vacature met datum", "2032-06-08T09:00:00+02:00", {
    vacancyType: "volunteering",
    frequency: null,
  });

  const second = await createCenter(t.db, tenant, { slug: "demo-overzicht", name: "Demo Overzicht" });
  const north = await createOrganization(t.db, tenant, {
    centerId: second.id,
    name: "Club Noord",
    type: "NonProfit",
    status: "approved",
  });
  const inSecond = await activity("Activiteit in de tweede centrale", "2032-06-10T10:00:00+02:00", {
    centerId: second.id,
    organizationId: north.id,
  });

  const [roermond] = await listCenters(t.db, "roermond");
  const owner = await createOrganization(t.db, "roermond", {
    centerId: roermond.id,
    name: "Club Roermond",
    type: "NonProfit",
    status: "approved",
  });
  await createVacancy(t.db, "roermond", {
    centerId: roermond.id,
    organizationId: owner.id,
    title: "Activiteit in Roermond",
    description: "<p>Een activiteit in Roermond.</p>",
    vacancyType: "activity",
    status: "published",
    city: "Roermond",
    dates: [{ startsAt: d("2032-06-10T10:00:00+02:00"), endsAt: null }],
  });

  // Speelmiddag: two waiting, one accepted, one rejected, one withdrawn; Inzameldag: one waiting.
  const apply = async (vacancyId: number, n: number) =>
    createApplication(t.db, tenant, {
      vacancyId,
      userId: null,
      firstName: "Gast",
      lastName: `Nummer ${n}`,
      email: `gast-${n}@example.test`,
      phoneNumber: null,
      message: null,
    });
  await apply(published.id, 1);
  await apply(published.id, 2);
  await changeApplicationStatus(t.db, tenant, await apply(published.id, 3), "accepted");
  await changeApplicationStatus(t.db, tenant, await apply(published.id, 4), "rejected");
  await changeApplicationStatus(t.db, tenant, await apply(published.id, 5), "withdrawn");
  await apply(foodBankDay.id, 6);

  return {
    club,
    foodBank,
    school,
    published,
    expiring,
    draft,
    filled,
    archived,
    expired,
    deleted,
    foodBankDay,
    schoolDay,
    notAnActivity,
    inSecond,
  };
}
