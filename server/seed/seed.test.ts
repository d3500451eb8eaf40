import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../contract/identity";
import { ORGANIZATION_ROLES } from "../../contract/users";
import { isPersonToPersonType, VACANCY_STATUSES, VACANCY_TYPES, type VacancyType } from "../../contract/vacancy-options";
import { completeShadeSet } from "../../contract/volunteer-center-profile";
import type { TenantId } from "../config/tenants";
import { type DatabaseHandle, withTenant } from "../db/client";
import { applicationNotes, applications } from "../modules/applications/applications.table";
import { auditEvents } from "../modules/audit/audit.table";
import { demoEmail } from "../modules/identity/identity.factory";
import { userRoles, users } from "../modules/identity/identity.table";
import { organizationMemberships, organizations } from "../modules/organizations/organizations.table";
import { pages } from "../modules/pages/pages.table";
import { savedVacancies } from "../modules/saved-vacancies/saved-vacancies.table";
import { DEMO_CENTERS } from "../modules/tenancy/demo-centers";
import { volunteerCenterProfiles, volunteerCenters } from "../modules/tenancy/tenancy.table";
import { listUsers } from "../modules/users/user-list.service";
import { demoHelpCount } from "../modules/vacancies/demo-help-builder";
import { buildDemoVacancies, DEMO_VACANCY_COUNTS, type DemoOrganizationRef } from "../modules/vacancies/demo-vacancy-builder";
import { vacancies, vacancyDates } from "../modules/vacancies/vacancies.table";
import { createTestDatabase } from "../test/test-database";
import { DEMO_TENANT_IDS, demoFeatureFlags } from "./demo-tenants";
import { seedDemoData } from "./seed";

let database: DatabaseHandle;
const logger = pino({ level: "silent" });
const now = new Date();

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, logger, { vacancyBank: true });
});
afterAll(() => database?.close());

const hueOf = (color: string | null) => Number(/^oklch\([\d.]+ [\d.]+ ([\d.]+)\)$/.exec(color ?? "")?.[1]);
const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

describe("seedDemoData", () => {
  it("seeding again adds nothing: no centres, profiles, organizations, vacancies or dates", async () => {
    const countRows = async () => ({
      centers: (await database.db.select({ n: count() }).from(volunteerCenters))[0].n,
      profiles: (await database.db.select({ n: count() }).from(volunteerCenterProfiles))[0].n,
      organizations: (await database.db.select({ n: count() }).from(organizations))[0].n,
      vacancies: (await database.db.select({ n: count() }).from(vacancies))[0].n,
      dates: (await database.db.select({ n: count() }).from(vacancyDates))[0].n,
      applications: (await database.db.select({ n: count() }).from(applications))[0].n,
      notes: (await database.db.select({ n: count() }).from(applicationNotes))[0].n,
      auditEvents: (await database.db.select({ n: count() }).from(auditEvents))[0].n,
      saved: (await database.db.select({ n: count() }).from(savedVacancies))[0].n,
    });
    const first = await countRows();
    await seedDemoData(database.db, logger);
    await seedDemoData(database.db, logger, { vacancyBank: true });
    expect(await countRows()).toEqual(first);
    expect(first.centers).toBe(Object.values(DEMO_CENTERS).flat().length);
  });

  it("gives every tenant applications in every outcome and both languages, with notes and an audit trail", async () => {
    const rows = await database.db.select().from(applications).orderBy(asc(applications.id));
    const notes = await database.db.select().from(applicationNotes);
    const audit = await database.db.select().from(auditEvents);
    for (const tenant of DEMO_TENANT_IDS) {
      const own = rows.filter((r) => r.tenantId === tenant);
      expect(new Set(own.map((r) => r.status)), tenant).toEqual(new Set(["submitted", "accepted", "rejected", "withdrawn"]));
      expect(new Set(own.map((r) => r.locale)), tenant).toEqual(new Set(["nl", "en"]));
      // A decision has its moment and, for accepted and rejected, who made it.
      for (const decided of own.filter((r) => r.status === "accepted" || r.status === "rejected")) {
        expect(decided.decidedAt, tenant).not.toBeNull();
        expect(decided.decidedById, tenant).not.toBeNull();
      }
      expect(notes.filter((n) => n.tenantId === tenant).length, tenant).toBeGreaterThan(0);
      expect(audit.filter((e) => e.tenantId === tenant && e.action === "organization.approve").length, tenant).toBeGreaterThan(0);
    }
    // The same texts on every tenant, in the same order: the seed is deterministic.
    const texts = (tenant: string) => rows.filter((r) => r.tenantId === tenant).map((r) => `${r.lastName}:${r.status}`);
    expect(texts("roermond")).toEqual(texts("oldebroek"));
  });

  it("gives every tenant its centres, exactly one of them the default", async () => {
    const rows = await database.db.select().from(volunteerCenters).orderBy(asc(volunteerCenters.id));
    for (const tenant of DEMO_TENANT_IDS) {
      const own = rows.filter((r) => r.tenantId === tenant);
      expect(own.length, tenant).toBeGreaterThanOrEqual(1);
      expect(
        own.filter((r) => r.isDefault),
        tenant,
      ).toHaveLength(1);
    }
    expect(rows.filter((r) => r.tenantId === "public").map((r) => r.slug)).toEqual(["nijmegen", "heumen", "ede"]);
  });

  it("gives every centre a profile of its own tenant with complete shade sets", async () => {
    const centers = await database.db.select().from(volunteerCenters);
    const profiles = await database.db.select().from(volunteerCenterProfiles);
    for (const center of centers) {
      const profile = profiles.find((p) => p.centerId === center.id);
      expect(profile?.tenantId, center.slug).toBe(center.tenantId);
      expect(completeShadeSet(profile?.primaryColorShades), `${center.slug} primary`).not.toBeNull();
      expect(completeShadeSet(profile?.secondaryColorShades), `${center.slug} secondary`).not.toBeNull();
      expect(completeShadeSet(profile?.mutedColorShades), `${center.slug} muted`).not.toBeNull();
    }
  });

  it("themes each tenant's default centre in a visibly different primary hue", async () => {
    const centers = await database.db.select().from(volunteerCenters);
    const profiles = await database.db.select().from(volunteerCenterProfiles);
    const hues = DEMO_TENANT_IDS.map((tenant) => {
      const center = centers.find((c) => c.tenantId === tenant && c.isDefault);
      return hueOf(profiles.find((p) => p.centerId === center?.id)?.primaryColor ?? null);
    });
    expect(hues.every(Number.isFinite)).toBe(true);
    for (let i = 0; i < hues.length; i++) {
      for (let j = i + 1; j < hues.length; j++) {
        expect(hueDistance(hues[i], hues[j]), `${DEMO_TENANT_IDS[i]} vs ${DEMO_TENANT_IDS[j]}`).toBeGreaterThanOrEqual(30);
      }
    }
  });
});

const allVacancies = () => database.db.select().from(vacancies).orderBy(asc(vacancies.id));

describe("the demo vacancy bank", () => {
  it("gives every tenant its number of vacancies, all six types, every status but deleted, mostly published", async () => {
    const rows = await allVacancies();
    for (const tenant of DEMO_TENANT_IDS) {
      const own = rows.filter((r) => r.tenantId === tenant);
      expect(own, tenant).toHaveLength(DEMO_VACANCY_COUNTS[tenant] + demoHelpCount(demoFeatureFlags(tenant)));
      expect(own.filter((r) => r.status === "published").length / own.length, tenant).toBeGreaterThan(0.65);
    }
    expect(new Set(rows.map((r) => r.vacancyType))).toEqual(new Set(VACANCY_TYPES));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(VACANCY_STATUSES.filter((s) => s !== "deleted")));
    // Spec section 1 flags: no activities on meedoen, neighbour-help only on oldebroek, one-on-one only on public.
    expect(rows.filter((r) => r.tenantId === "meedoen" && r.vacancyType === "activity")).toHaveLength(0);
    expect(new Set(rows.filter((r) => r.vacancyType === "neighbour-help").map((r) => r.tenantId))).toEqual(
      new Set(["oldebroek"]),
    );
    expect(new Set(rows.filter((r) => r.vacancyType === "one-on-one").map((r) => r.tenantId))).toEqual(new Set(["public"]));
  });

  it("gives every one-on-one and neighbour-help listing a help kind, requests and offers where the flag is on", async () => {
    const rows = await allVacancies();
    for (const r of rows) {
      expect(r.helpKind === null, `${r.id} ${r.vacancyType} ${r.helpKind}`).toBe(!isPersonToPersonType(r.vacancyType));
    }
    for (const tenant of ["oldebroek", "public"] as const) {
      const published = rows.filter((r) => r.tenantId === tenant && r.status === "published" && r.helpKind);
      expect(published.filter((r) => r.helpKind === "request").length, tenant).toBeGreaterThanOrEqual(10);
      expect(published.filter((r) => r.helpKind === "offer").length, tenant).toBeGreaterThanOrEqual(8);
      // A private person's listing names the town, never a street or house number.
      const offers = published.filter((r) => r.helpKind === "offer");
      expect(offers.every((r) => r.street === null && r.houseNumber === null)).toBe(true);
    }
    expect(demoHelpCount(demoFeatureFlags("oldebroek"))).toBeGreaterThanOrEqual(15);
    expect(demoHelpCount(demoFeatureFlags("roermond"))).toBe(0);
  });

  it("places every published vacancy on the map or marks it remote, and keeps expiry dates consistent", async () => {
    const rows = await allVacancies();
    const published = rows.filter((r) => r.status === "published");
    for (const r of published) {
      expect(r.remote || (r.latitude !== null && r.longitude !== null), `${r.id} ${r.title}`).toBe(true);
      expect(r.expiresAt === null || r.expiresAt > now, `${r.id} expires ${r.expiresAt?.toISOString()}`).toBe(true);
    }
    expect(published.some((r) => r.remote)).toBe(true);
    const inAWeek = new Date(now.getTime() + 7 * 24 * 3600 * 1000);
    expect(published.filter((r) => r.expiresAt && r.expiresAt < inAWeek).length).toBeGreaterThan(3);
    for (const r of rows.filter((v) => v.status === "expired")) expect(r.expiresAt?.getTime()).toBeLessThan(now.getTime());
    // The public tenant's bank covers its three centres.
    expect(new Set(rows.filter((r) => r.tenantId === "public").map((r) => r.centerId)).size).toBe(3);
  });

  it("asks to call or write the contact person only where the vacancy page shows how", async () => {
    const rows = await database.db
      .select({
        title: vacancies.title,
        description: vacancies.description,
        shown: vacancies.showContactDetails,
        phone: users.phoneNumber,
        email: users.email,
      })
      .from(vacancies)
      .leftJoin(users, eq(users.id, vacancies.contactPersonId));
    const asks = (pattern: RegExp) => rows.filter((row) => pattern.test(row.description));
    for (const row of asks(/\b(bel|bellen) ons\b/i)) expect(row.shown && row.phone, row.title).toBeTruthy();
    for (const row of asks(/\b(mail|contact op met) de contactpersoon\b/i))
      expect(row.shown && row.email, row.title).toBeTruthy();
    // Both kinds of closing are there.
    expect(asks(/contactpersoon/i).length).toBeGreaterThan(10);
    expect(rows.filter((row) => !row.shown && /Meld je aan/.test(row.description)).length).toBeGreaterThan(10);
  });

  it("writes Dutch rich text with a list and gives activities dates and a frequency", async () => {
    const rows = await allVacancies();
    for (const r of rows) {
      expect(r.description, r.title).toMatch(/<ul><li>.+<\/li><\/ul>/);
      expect(r.descriptionText.length, r.title).toBeGreaterThan(200);
      expect(r.title.length).toBeLessThanOrEqual(120);
      expect(r.summary?.length ?? 0).toBeLessThanOrEqual(300);
    }
    // Full-text search finds the Dutch words through their stems ('voedselbanken' -> 'voedselbank').
    const [found] = await database.db
      .select({ n: count() })
      .from(vacancies)
      .where(sql`${vacancies.searchVector} @@ websearch_to_tsquery('dutch', 'voedselbanken')`);
    expect(found.n).toBeGreaterThan(5);
    const activities = rows.filter((r) => r.vacancyType === "activity");
    expect(new Set(activities.map((r) => r.frequency))).toEqual(new Set(["once", "multi_day", "regularly"]));
    const dated = await database.db.selectDistinct({ id: vacancyDates.vacancyId }).from(vacancyDates);
    expect(new Set(dated.map((d) => d.id))).toEqual(new Set(activities.map((r) => r.id)));
  });

  it("leaves the demo accounts' memberships alone: the organization superuser has the food bank and the school", async () => {
    const [user] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, demoEmail("organization_superuser", "roermond")));
    const own = await database.db
      .select({ name: organizations.name })
      .from(organizationMemberships)
      .innerJoin(organizations, eq(organizations.id, organizationMemberships.organizationId))
      .where(and(eq(organizationMemberships.userId, user.id)));
    expect(own.map((o) => o.name).sort()).toEqual(["Basisschool De Regenboog", "Voedselbank Roermond"]);
    const contacts = await database.db
      .selectDistinct({ id: vacancies.contactPersonId })
      .from(vacancies)
      .where(eq(vacancies.tenantId, "roermond"));
    expect(contacts.every((c) => c.id !== null)).toBe(true);
  });

  it("gives the demo organization superuser and student their role in their organizations, in every tenant", async () => {
    const holders = async (tenant: TenantId, role: Role, organizationId: number) =>
      (await listUsers(database.db, tenant, { withRole: role, organizationId }, { number: 1, size: 25 })).rows.map(
        (user) => user.email,
      );
    for (const tenant of DEMO_TENANT_IDS) {
      const own = await database.db
        .select({ id: organizations.id, type: organizations.type, email: users.email })
        .from(organizationMemberships)
        .innerJoin(organizations, eq(organizations.id, organizationMemberships.organizationId))
        .innerJoin(users, eq(users.id, organizationMemberships.userId))
        .where(eq(organizations.tenantId, tenant));
      const of = (role: Role) => own.filter((member) => member.email === demoEmail(role, tenant));
      expect(of("organization_superuser").length, tenant).toBe(2);
      for (const { id } of of("organization_superuser"))
        expect(await holders(tenant, "organization_superuser", id), tenant).toEqual([
          demoEmail("organization_superuser", tenant),
        ]);
      expect(
        of("student").map((member) => member.type),
        tenant,
      ).toEqual(["School"]);
      expect(await holders(tenant, "student", of("student")[0].id), tenant).toEqual([demoEmail("student", tenant)]);
    }
    // No organization role is held without its organization (the API never grants one so).
    const loose = await database.db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(and(inArray(userRoles.role, [...ORGANIZATION_ROLES]), isNull(userRoles.organizationId)));
    expect(loose).toEqual([]);
  });

  it("gives every demo volunteer two or three open vacancies of his own centre under 'Bewaard'", async () => {
    for (const tenant of DEMO_TENANT_IDS) {
      for (const role of ["volunteer", "student"] as const) {
        const [user] = await database.db
          .select()
          .from(users)
          .where(eq(users.email, demoEmail(role, tenant)));
        const kept = await database.db
          .select({ status: vacancies.status, centerId: vacancies.centerId, expiresAt: vacancies.expiresAt })
          .from(savedVacancies)
          .innerJoin(vacancies, eq(vacancies.id, savedVacancies.vacancyId))
          .where(and(eq(savedVacancies.tenantId, tenant), eq(savedVacancies.userId, user.id)));
        expect(kept.length, `${tenant} ${role}`).toBeGreaterThanOrEqual(2);
        expect(kept.length, `${tenant} ${role}`).toBeLessThanOrEqual(3);
        for (const vacancy of kept) {
          expect(vacancy.status).toBe("published");
          expect(vacancy.centerId).toBe(user.centerId);
          expect(vacancy.expiresAt === null || vacancy.expiresAt > now).toBe(true);
        }
      }
    }
  });

  it("leads every tile of every seeded home page to open vacancies of its tenant", async () => {
    const homes = await database.db
      .select({ tenant: pages.tenantId, published: pages.published })
      .from(pages)
      .where(eq(pages.isHome, true));
    expect(new Set(homes.map((h) => h.tenant))).toEqual(new Set(DEMO_TENANT_IDS));
    const column = { themes: vacancies.themes, tags: vacancies.tags } as const;
    for (const { tenant, published } of homes) {
      for (const block of published?.blocks ?? []) {
        if (block.type !== "VacancyCategories") continue;
        for (const { facet, value } of block.categories) {
          const [{ open }] = await database.db
            .select({ open: count() })
            .from(vacancies)
            .where(
              and(
                eq(vacancies.tenantId, tenant),
                eq(vacancies.status, "published"),
                facet === "vacancy_type"
                  ? eq(vacancies.vacancyType, value as VacancyType)
                  : sql`${value} = any(${column[facet]})`,
              ),
            );
          expect(open, `${tenant}: ${facet} ${value}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it("builds the same vacancies for the same organizations and day", () => {
    const refs: DemoOrganizationRef[] = ["centre", "foodbank", "sport", "care", "language", "neighbourhood"].map((kind, i) => ({
      id: i + 1,
      centerId: 1,
      centerSlug: "oldebroek",
      kind: kind as DemoOrganizationRef["kind"],
      approved: kind !== "neighbourhood",
      city: null,
      contactPersonId: null,
    }));
    const flags = demoFeatureFlags("oldebroek");
    expect(buildDemoVacancies("oldebroek", refs, now, flags)).toEqual(buildDemoVacancies("oldebroek", refs, now, flags));
  });
});

describe("a demo bank seeded before help kinds", () => {
  it("gets its requests marked and the requests and offers of help added, once", async () => {
    const own = () => allVacancies().then((rows) => rows.filter((r) => r.tenantId === "oldebroek"));
    const before = await own();
    // As the bank was: the help listings not there yet, the old neighbour-help requests without a kind.
    await withTenant(database.db, "oldebroek", async (tx) => {
      // Only the help listings' descriptions have 'Goed om te weten'.
      const help = sql`${vacancies.description} like '%Goed om te weten%'`;
      await tx.delete(vacancies).where(and(eq(vacancies.tenantId, "oldebroek"), help));
      await tx.update(vacancies).set({ helpKind: null }).where(eq(vacancies.tenantId, "oldebroek"));
    });
    await seedDemoData(database.db, logger, { vacancyBank: true });
    const after = await own();
    expect(after).toHaveLength(before.length);
    expect(after.filter((r) => r.helpKind === "offer")).toHaveLength(before.filter((r) => r.helpKind === "offer").length);
    expect(after.filter((r) => isPersonToPersonType(r.vacancyType) && r.helpKind === null)).toEqual([]);
    await seedDemoData(database.db, logger, { vacancyBank: true });
    expect(await own()).toHaveLength(after.length);
  });
});
