import type { TenantId } from "../../config/tenants";
import type { TestApp } from "../../test/test-app";
import { createOrganization } from "../organizations/organizations.service";
import { createCenter, listCenters } from "../tenancy/tenancy.service";
import { createVacancy, type NewVacancy } from "../vacancies/vacancy-writes.service";

const DAY = 24 * 3600 * 1000;
const d = (iso: string) => new Date(iso);

/**
 * Activities in 2031 (far from the seed's dates in the coming weeks): in the demo tenant two visible ones and
 * five that must never show; one in a second demo centre and one in Roermond.
 */
export async function createCalendarData(t: TestApp) {
  const tenant: TenantId = "demo";
  const [center] = await listCenters(t.db, tenant);
  const club = await createOrganization(t.db, tenant, {
    centerId: center.id,
    name: "Buurtclub Zon",
    type: "NonProfit",
    status: "approved",
  });
  const activity = (title: string, dates: NewVacancy["dates"], extra: Partial<NewVacancy> = {}) =>
    createVacancy(t.db, tenant, {
      centerId: center.id,
      organizationId: club.id,
      title,
      description: "<p>Een activiteit in de buurt.</p>",
      vacancyType: "activity",
      frequency: "once",
      status: "published",
      city: "Nijmegen",
      dates,
      ...extra,
    });

  const market = await activity("Rommelmarkt; kraam, koffie", [
    { startsAt: d("2031-03-01T10:00:00+01:00"), endsAt: d("2031-03-01T14:00:00+01:00") },
    { startsAt: d("2031-03-31T23:30:00+02:00"), endsAt: null },
    { startsAt: d("2031-05-01T10:00:00+02:00"), endsAt: d("2031-05-01T12:00:00+02:00") },
  ]);
  const camp = await activity(
    "Zomerkamp",
    [{ startsAt: d("2031-02-27T09:00:00+01:00"), endsAt: d("2031-03-02T17:00:00+01:00") }],
    { frequency: "multi_day", city: null, remote: true },
  );

  const inRange = [{ startsAt: d("2031-03-10T10:00:00+01:00"), endsAt: null }];
  const pending = await createOrganization(t.db, tenant, {
    centerId: center.id,
    name: "Nieuwe club",
    type: "NonProfit",
    status: "pending",
  });
  const hidden = [
    await activity("Concept activiteit", inRange, { status: "draft" }),
    await activity("Verlopen activiteit", inRange, { expiresAt: new Date(Date.now() - DAY) }),
    await activity("Activiteit van een nieuwe club", inRange, { organizationId: pending.id }),
    await activity("Vacature met datum", inRange, { vacancyType: "volunteering", frequency: null }),
  ].map((v) => v.id);

  const second = await createCenter(t.db, tenant, { slug: "demo-kalender", name: "Demo Kalender" });
  const north = await createOrganization(t.db, tenant, {
    centerId: second.id,
    name: "Club Noord",
    type: "NonProfit",
    status: "approved",
  });
  const inSecond = await activity("Activiteit in Noord", inRange, { centerId: second.id, organizationId: north.id });

  const [roermond] = await listCenters(t.db, "roermond");
  const owner = await createOrganization(t.db, "roermond", {
    centerId: roermond.id,
    name: "Club Roermond",
    type: "NonProfit",
    status: "approved",
  });
  const inRoermond = await createVacancy(t.db, "roermond", {
    centerId: roermond.id,
    organizationId: owner.id,
    title: "Activiteit in Roermond",
    description: "<p>Een activiteit in Roermond.</p>",
    vacancyType: "activity",
    status: "published",
    city: "Roermond",
    dates: inRange,
  });
  const organizations = { club: club.id, pending: pending.id, north: north.id, roermond: owner.id };
  return { market, camp, hidden: [...hidden, inSecond.id], inRoermond: inRoermond.id, organizations };
}
