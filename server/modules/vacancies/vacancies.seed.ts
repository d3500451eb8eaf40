import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Logger } from "pino";
import { PERSON_TO_PERSON_TYPES } from "../../../contract/vacancy-options";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { demoEmail } from "../identity/identity.factory";
import { findUserByEmail } from "../identity/users.service";
import { createOrganization } from "../organizations/organizations.service";
import { organizations } from "../organizations/organizations.table";
import { listCenters } from "../tenancy/tenancy.service";
import { ownFeatureFlags } from "../tenancy/tenants.service";
import { BANK_ORGANIZATIONS, type OrganizationKind, SEED_ORGANIZATION_KINDS } from "./demo-bank-organizations";
import { englishOfDemo } from "./demo-english-texts";
import { buildDemoHelp } from "./demo-help-builder";
import { DEMO_PLACES } from "./demo-places";
import { buildDemoVacancies, type DemoOrganizationRef, type DemoVacancy } from "./demo-vacancy-builder";
import { vacancies } from "./vacancies.table";
import { changeVacancyStatuses, createVacancies } from "./vacancy-batch.service";

/**
 * The tenant's public vacancy bank: a few more organizations and a few dozen vacancies and activities, through the
 * real services, plus the requests and offers of help where person-to-person help is on. Only a tenant without any
 * vacancy is seeded, so a restart adds nothing (a bank from before the help kinds gets its help once).
 */
export async function seedDemoVacancies(db: Database, tenant: TenantId, logger: Logger, now = new Date()) {
  const [existing] = await withTenant(db, tenant, (tx) =>
    tx.select({ id: vacancies.id }).from(vacancies).where(eq(vacancies.tenantId, tenant)).limit(1),
  );
  if (existing) return seedMissingHelp(db, tenant, logger, now);
  const started = performance.now();
  const refs = await ensureBankOrganizations(db, tenant);
  const flags = await ownFeatureFlags(db, tenant);
  const list = [...buildDemoVacancies(tenant, refs, now, flags), ...buildDemoHelp(tenant, refs, now, flags)];
  // A site in two languages has a few vacancies and activities in English too (decision 35).
  if (flags.internationalization)
    for (const vacancy of list) Object.assign(vacancy, englishOfDemo(vacancy.title, vacancy.city ?? null));
  await insertDemoVacancies(db, tenant, list, now);
  const ms = Math.round(performance.now() - started);
  logger.info({ tenant, vacancies: list.length, organizations: refs.length, ms }, "seeded demo vacancies");
}

/**
 * A demo bank seeded before vacancies had a help kind: its person-to-person requests (all the old texts are
 * requests) say so, and the requests and offers of help are added. Once there is any help kind, nothing happens.
 */
async function seedMissingHelp(db: Database, tenant: TenantId, logger: Logger, now: Date) {
  const [withKind] = await withTenant(db, tenant, (tx) =>
    tx
      .select({ id: vacancies.id })
      .from(vacancies)
      .where(and(eq(vacancies.tenantId, tenant), isNotNull(vacancies.helpKind)))
      .limit(1),
  );
  if (withKind) return;
  const list = buildDemoHelp(tenant, await ensureBankOrganizations(db, tenant), now, await ownFeatureFlags(db, tenant));
  if (list.length === 0) return;
  await withTenant(db, tenant, (tx) =>
    tx
      .update(vacancies)
      .set({ helpKind: "request" })
      .where(
        and(
          eq(vacancies.tenantId, tenant),
          inArray(vacancies.vacancyType, [...PERSON_TO_PERSON_TYPES]),
          isNull(vacancies.helpKind),
        ),
      ),
  );
  await insertDemoVacancies(db, tenant, list, now);
  logger.info({ tenant, vacancies: list.length }, "seeded demo requests and offers of help");
}

async function insertDemoVacancies(db: Database, tenant: TenantId, list: DemoVacancy[], now: Date) {
  // One multi-row insert per tenant: a round trip per vacancy made the first start on PGlite take many seconds.
  const ids = await createVacancies(
    db,
    tenant,
    list.map(({ finalStatus: _final, ...input }) => input),
  );
  // New vacancies are drafts or published; filled, archived and expired ones get there through the state machine.
  for (const to of ["filled", "archived", "expired"] as const) {
    const chosen = ids.filter((_, i) => list[i].finalStatus === to);
    await changeVacancyStatuses(db, tenant, chosen, "published", to, now);
  }
}

/** Adds the bank's organizations that are missing (by name) and returns every demo organization with its kind. */
async function ensureBankOrganizations(db: Database, tenant: TenantId): Promise<DemoOrganizationRef[]> {
  const centers = await listCenters(db, tenant);
  const centerIdOf = (slug: string) => centers.find((c) => c.slug === slug)?.id;
  const present = await organizationRows(db, tenant);
  for (const { kind: _kind, center, city, ...organization } of BANK_ORGANIZATIONS[tenant]) {
    const centerId = centerIdOf(center);
    if (!centerId || present.some((o) => o.name === organization.name)) continue;
    const place = DEMO_PLACES[tenant].find((p) => p.city === city);
    const address = place && { street: place.streets[0], houseNumber: "10", postalCode: `${place.postalDigits} AB`, city };
    await createOrganization(db, tenant, { ...organization, centerId, address });
  }
  const contact = async (role: "center_superuser" | "organization_superuser") =>
    (await findUserByEmail(db, tenant, demoEmail(role, tenant)))?.id ?? null;
  const centreContact = await contact("center_superuser");
  const organizationContact = await contact("organization_superuser");
  const refs: DemoOrganizationRef[] = [];
  for (const row of await organizationRows(db, tenant)) {
    const kind = kindOf(tenant, row.name, row.type);
    const centerSlug = centers.find((c) => c.id === row.centerId)?.slug;
    if (!kind || !centerSlug || !["approved", "pending"].includes(row.status)) continue;
    refs.push({
      id: row.id,
      centerId: row.centerId,
      centerSlug,
      kind,
      approved: row.status === "approved",
      city: BANK_ORGANIZATIONS[tenant].find((b) => b.name === row.name)?.city ?? null,
      // organizations/demo-organizations.ts makes the organization superuser a member of the food bank and the school only.
      contactPersonId: kind === "foodbank" || kind === "school" ? organizationContact : centreContact,
    });
  }
  return refs;
}

function organizationRows(db: Database, tenant: TenantId) {
  return withTenant(db, tenant, (tx) =>
    tx
      .select({
        id: organizations.id,
        name: organizations.name,
        type: organizations.type,
        status: organizations.status,
        centerId: organizations.centerId,
      })
      .from(organizations)
      .where(eq(organizations.tenantId, tenant))
      .orderBy(organizations.id),
  );
}

function kindOf(tenant: TenantId, name: string, type: string): OrganizationKind | null {
  if (type === "VolunteerCenter") return "centre";
  const seeded = SEED_ORGANIZATION_KINDS.find(([prefix]) => name.startsWith(prefix));
  return seeded?.[1] ?? BANK_ORGANIZATIONS[tenant].find((b) => b.name === name)?.kind ?? null;
}
