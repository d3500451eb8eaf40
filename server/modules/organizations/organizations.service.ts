import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { OrganizationStatus, OrganizationType } from "../../../contract/organization-options";
import { canTransitionOrganization } from "../../../contract/organization-options";
import type { TenantId } from "../../config/tenants";
import { publishChange } from "../../db/change-feed";
import { type Database, type Executor, readNamingTenant, type Transaction, withTenant } from "../../db/client";
import { containing } from "../../db/contains";
import { localGeocoder } from "../../geo/gazetteer";
import { recordAudit } from "../audit/audit.service";
import { users } from "../identity/identity.table";
import { announce } from "../webhooks/webhooks.service";
import { type AuditActor, auditedBy, statusAuditAction } from "./organization-audit";
import { addresses, organizationMemberships, organizations } from "./organizations.table";

export type OrganizationRow = typeof organizations.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type OrganizationWithAddress = OrganizationRow & { address: AddressRow | null };

export interface AddressInput {
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  country?: string;
}

export interface OrganizationInput {
  centerId: number;
  type: OrganizationType;
  name: string;
  website?: string | null;
  phoneNumber?: string | null;
  description?: string | null;
  nonProfitType?: string | null;
  showOnSocialMap?: boolean;
  activityTypeIds?: number[];
  status?: OrganizationStatus;
  address?: AddressInput;
  showContactDetailsDefault?: boolean;
  contactEmail?: string | null;
}

export class TransitionError extends Error {
  constructor(
    readonly from: OrganizationStatus,
    readonly to: OrganizationStatus,
  ) {
    super(`organization cannot go from ${from} to ${to}`);
  }
}

async function withAddresses(tx: Transaction, rows: OrganizationRow[]): Promise<OrganizationWithAddress[]> {
  const ids = rows.map((r) => r.addressId).filter((id): id is number => id !== null);
  const found = ids.length ? await tx.select().from(addresses).where(inArray(addresses.id, ids)) : [];
  const byId = new Map(found.map((a) => [a.id, a]));
  return rows.map((r) => ({ ...r, address: r.addressId ? (byId.get(r.addressId) ?? null) : null }));
}

export interface OrganizationFilter {
  nameContains?: string;
  type?: OrganizationType;
  status?: OrganizationStatus;
  centerId?: number;
  /** Visitors and non-staff only ever see approved organizations. */
  onlyApproved?: boolean;
}

export type OrganizationSort = { field: "name" | "created_at"; direction: "asc" | "desc" }[];

export async function listOrganizations(
  db: Database,
  tenant: TenantId,
  filter: OrganizationFilter,
  page: { number: number; size: number },
  sort: OrganizationSort,
): Promise<{ rows: OrganizationWithAddress[]; total: number }> {
  const where: SQL[] = [eq(organizations.tenantId, tenant), ne(organizations.status, "deleted")];
  if (filter.onlyApproved) where.push(eq(organizations.status, "approved"));
  // Both hold: a status filter a non-staff caller sends narrows, never widens, what he may see.
  if (filter.status) where.push(eq(organizations.status, filter.status));
  if (filter.type) where.push(eq(organizations.type, filter.type));
  if (filter.centerId) where.push(eq(organizations.centerId, filter.centerId));
  if (filter.nameContains) where.push(ilike(organizations.name, containing(filter.nameContains)));
  const order = sort.length
    ? sort.map((s) => (s.direction === "desc" ? desc : asc)(s.field === "name" ? organizations.name : organizations.createdAt))
    : [asc(organizations.name)];
  return withTenant(db, tenant, async (tx) => {
    const [{ total }] = await tx
      .select({ total: count() })
      .from(organizations)
      .where(and(...where));
    const rows = await tx
      .select()
      .from(organizations)
      .where(and(...where))
      .orderBy(...order, asc(organizations.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size);
    return { rows: await withAddresses(tx, rows), total };
  });
}

export async function findOrganization(db: Database, tenant: TenantId, id: number): Promise<OrganizationWithAddress | null> {
  return withTenant(db, tenant, async (tx) => {
    const rows = await tx
      .select()
      .from(organizations)
      .where(and(eq(organizations.tenantId, tenant), eq(organizations.id, id)))
      .limit(1);
    return (await withAddresses(tx, rows))[0] ?? null;
  });
}

async function upsertAddress(tx: Transaction, tenant: TenantId, current: number | null, input: AddressInput): Promise<number> {
  const values = {
    ...input,
    country: input.country ?? "NL",
    postalCode: input.postalCode.toUpperCase().replace(/^(\d{4}) ?/, "$1 "),
  };
  if (current) {
    await tx.update(addresses).set(values).where(eq(addresses.id, current));
    return current;
  }
  const [created] = await tx
    .insert(addresses)
    .values({ ...values, tenantId: tenant })
    .returning({ id: addresses.id });
  return created.id;
}

/** The address's place for the social map: its postal code, else its town; null when neither is known. */
export function coordinatesOf(address: Pick<AddressInput, "postalCode" | "city">): {
  latitude: number | null;
  longitude: number | null;
} {
  const found = localGeocoder.lookup(address.postalCode) ?? localGeocoder.lookup(address.city);
  return { latitude: found?.latitude ?? null, longitude: found?.longitude ?? null };
}

export async function createOrganization(db: Database, tenant: TenantId, input: OrganizationInput, memberIds: number[] = []) {
  const { id } = await withTenant(db, tenant, (tx) => insertOrganization(tx, tenant, input, memberIds));
  return (await findOrganization(db, tenant, id)) as OrganizationWithAddress;
}

/** Creates an organization inside the caller's transaction (an import writes many in one); its id and updated_at. */
export async function insertOrganization(
  tx: Transaction,
  tenant: TenantId,
  input: OrganizationInput,
  memberIds: number[] = [],
): Promise<{ id: number; updatedAt: Date }> {
  const addressId = input.address ? await upsertAddress(tx, tenant, null, input.address) : null;
  const { address: _address, ...fields } = input;
  const [created] = await tx
    .insert(organizations)
    .values({ ...fields, ...(input.address && coordinatesOf(input.address)), tenantId: tenant, addressId })
    .returning({ id: organizations.id, updatedAt: organizations.updatedAt });
  if (memberIds.length) {
    await tx
      .insert(organizationMemberships)
      .values(memberIds.map((userId) => ({ tenantId: tenant, organizationId: created.id, userId })));
  }
  return created;
}

export type OrganizationPatch = Partial<Omit<OrganizationInput, "centerId">> & {
  denyReason?: string | null;
  centerId?: number;
  logoUrl?: string | null;
  contactPersonId?: number | null;
  contactEmail?: string | null;
  phoneVisible?: boolean;
  showContactDetailsDefault?: boolean;
};

// Both sides come from the database or the validated patch: equal values print alike.
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** What a patch changes of an organization (old and new value per attribute), for the audit log. */
function changesOf(current: OrganizationWithAddress, patch: OrganizationPatch) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, to] of Object.entries(patch)) {
    if (to === undefined || key === "address") continue;
    const from = current[key as keyof OrganizationRow];
    if (!same(from, to)) changes[key] = { from: from ?? null, to };
  }
  for (const [key, to] of Object.entries(patch.address ?? {})) {
    const from = current.address?.[key as keyof AddressInput];
    if (!same(from, to)) changes[`address.${key}`] = { from: from ?? null, to };
  }
  return changes;
}

/**
 * Applies a change; a status change must follow the state machine of DESIGN.md section 6, and is written to the
 * audit log in the same transaction (given who did it), so there is never a change without its record or back.
 */
export async function updateOrganization(
  db: Database,
  tenant: TenantId,
  current: OrganizationWithAddress,
  patch: OrganizationPatch,
  actor?: AuditActor,
  /** Also record what the patch changed (organization.update); status changes are recorded either way. */
  options: { auditChanges?: boolean } = {},
) {
  if (patch.status && !canTransitionOrganization(current.status, patch.status))
    throw new TransitionError(current.status, patch.status);
  // The bank shows only approved organizations' vacancies, under their name and type.
  const write = withTenant(db, tenant, async (tx) => {
    if (patch.status && patch.status !== current.status && actor) {
      const details: Record<string, unknown> = { from: current.status, to: patch.status };
      if (patch.status === "denied" && patch.denyReason) details.reason = patch.denyReason;
      await recordAudit(db, tenant, auditedBy(actor, statusAuditAction(current.status, patch.status), current.id, details), tx);
    }
    if (options.auditChanges && actor) {
      const { status: _status, denyReason: _reason, ...rest } = patch;
      const changes = changesOf(current, rest);
      if (Object.keys(changes).length > 0)
        await recordAudit(db, tenant, auditedBy(actor, "organization.update", current.id, { changes }), tx);
    }
    await writeOrganizationPatch(tx, tenant, current, patch);
    if (patch.status === "approved" && current.status !== "approved") {
      await announce(tx, tenant, "organization.approved", [
        {
          centerId: current.centerId,
          data: {
            type: "organizations",
            id: String(current.id),
            attributes: { name: patch.name ?? current.name, status: "approved" },
            links: { self: `/api/v1/organizations/${current.id}`, html: `/nl/organizations/${current.id}` },
          },
        },
      ]);
    }
  });
  await write;
  // The bank shows the organization with each of its vacancies.
  publishChange(db, "vacancies", tenant);
  return (await findOrganization(db, tenant, current.id)) as OrganizationWithAddress;
}

/**
 * Writes a patch inside the caller's transaction, without the state machine or the audit log: for an import, which
 * checks its own rows and records its run. The caller publishes the "vacancies" change after its commit. Returns the
 * updated_at it wrote.
 */
export async function writeOrganizationPatch(
  tx: Transaction,
  tenant: TenantId,
  current: Pick<OrganizationRow, "id" | "addressId">,
  patch: OrganizationPatch,
): Promise<Date> {
  const { address, ...fields } = patch;
  const addressId = address ? await upsertAddress(tx, tenant, current.addressId, address) : current.addressId;
  const updatedAt = new Date();
  await tx
    .update(organizations)
    .set({
      ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
      ...(address && coordinatesOf(address)),
      addressId,
      updatedAt,
    })
    .where(and(eq(organizations.tenantId, tenant), eq(organizations.id, current.id)));
  return updatedAt;
}

/**
 * The centre's organizations (not deleted) with their addresses, by id or by name (any case): what an import's rows
 * match, inside its transaction.
 */
export async function centerOrganizationsIn(
  tx: Transaction,
  scope: { tenant: TenantId; centerId: number },
  match: { ids?: number[]; lowerNames?: string[] },
): Promise<OrganizationWithAddress[]> {
  const ids = match.ids ?? [];
  const names = match.lowerNames ?? [];
  if (ids.length === 0 && names.length === 0) return [];
  const rows = await tx
    .select()
    .from(organizations)
    .where(
      and(
        eq(organizations.tenantId, scope.tenant),
        eq(organizations.centerId, scope.centerId),
        ne(organizations.status, "deleted"),
        or(
          ids.length ? inArray(organizations.id, ids) : undefined,
          names.length ? inArray(sql`lower(${organizations.name})`, names) : undefined,
        ),
      ),
    )
    .orderBy(asc(organizations.id));
  return withAddresses(tx, rows);
}

/** Whether anyone belongs to the organization, inside the caller's transaction: an import's undo keeps it then. */
export async function organizationHasMembers(tx: Transaction, tenant: TenantId, organizationId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: organizationMemberships.id })
    .from(organizationMemberships)
    .where(and(eq(organizationMemberships.tenantId, tenant), eq(organizationMemberships.organizationId, organizationId)))
    .limit(1);
  return rows.length > 0;
}

export async function membershipIds(db: Database, tenant: TenantId, userId: number): Promise<number[]> {
  // Asked on most signed-in requests (the actor), so one plain read that names its tenant.
  const rows = await readNamingTenant(db, (reader) =>
    reader
      .select({ id: organizationMemberships.organizationId })
      .from(organizationMemberships)
      .where(and(eq(organizationMemberships.tenantId, tenant), eq(organizationMemberships.userId, userId)))
      .orderBy(asc(organizationMemberships.id)),
  );
  return rows.map((r) => r.id);
}

/** An organization visitors may see: approved, and of one of these centres (null: any centre of the tenant). */
export async function findPublicOrganization(db: Database, tenant: TenantId, id: number, centerIds: number[] | null) {
  const organization = await findOrganization(db, tenant, id);
  const visible = organization?.status === "approved" && (!centerIds || centerIds.includes(organization.centerId));
  return visible ? organization : null;
}

/** Whether the organization belongs to this centre and is not deleted: what a centre's form or API key may name. */
export async function isCenterOrganization(
  tx: Executor,
  scope: { tenant: TenantId; centerId: number },
  organizationId: number,
): Promise<boolean> {
  const rows = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(
        eq(organizations.tenantId, scope.tenant),
        eq(organizations.centerId, scope.centerId),
        eq(organizations.id, organizationId),
        ne(organizations.status, "deleted"),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Whether the user belongs to this organization and it is not deleted: what a selection may name. */
export async function isActiveMember(db: Database, tenant: TenantId, userId: number, organizationId: number): Promise<boolean> {
  const rows = await withTenant(db, tenant, (tx) =>
    tx
      .select({ id: organizations.id })
      .from(organizationMemberships)
      .innerJoin(organizations, eq(organizations.id, organizationMemberships.organizationId))
      .where(
        and(
          eq(organizationMemberships.userId, userId),
          eq(organizationMemberships.organizationId, organizationId),
          ne(organizations.status, "deleted"),
        ),
      )
      .limit(1),
  );
  return rows.length > 0;
}

/** The user's organizations (not deleted), in the order he joined them. */
export async function currentOrganizations(db: Database, tenant: TenantId, userId: number): Promise<OrganizationWithAddress[]> {
  const ids = await membershipIds(db, tenant, userId);
  if (ids.length === 0) return [];
  return withTenant(db, tenant, async (tx) => {
    const rows = await tx
      .select()
      .from(organizations)
      .where(and(eq(organizations.tenantId, tenant), inArray(organizations.id, ids), ne(organizations.status, "deleted")));
    const ordered = ids.map((id) => rows.find((r) => r.id === id)).filter((r): r is OrganizationRow => Boolean(r));
    return withAddresses(tx, ordered);
  });
}

/** Spec section 4: the first School or VolunteerCenter organization, otherwise the first one. */
export function defaultOrganization<T extends { type: OrganizationType }>(list: T[]): T | null {
  return list.find((o) => o.type === "School" || o.type === "VolunteerCenter") ?? list[0] ?? null;
}

/** The people of an organization (not archived), to notify them. */
export async function membersOf(db: Database, tenant: TenantId, organizationId: number) {
  return withTenant(db, tenant, (tx) =>
    tx
      .select({ user: users })
      .from(organizationMemberships)
      .innerJoin(users, eq(users.id, organizationMemberships.userId))
      .where(and(eq(organizationMemberships.organizationId, organizationId), ne(users.status, "archived")))
      .then((rows) => rows.map((r) => r.user)),
  );
}
