import { and, asc, eq, inArray, isNull, ne, notExists } from "drizzle-orm";
import type { Role } from "../../../contract/identity";
import type { TFunction } from "../../../locales/translate";
import type { TenantId } from "../../config/tenants";
import { publishChange } from "../../db/change-feed";
import { type Database, type Transaction, withTenant } from "../../db/client";
import { userRoles, users } from "./identity.table";
import { hashPassword } from "./passwords";

export type UserRow = typeof users.$inferSelect;
export type RoleRow = typeof userRoles.$inferSelect;
export type UserWithRoles = UserRow & { roles: RoleRow[] };

/** Spec section 3: the salutation follows from the gender, in the reader's language. */
export function salutationOf(user: { gender?: string | null; firstName: string; lastName: string }, t: TFunction): string {
  const gender = user.gender === "male" || user.gender === "female" ? user.gender : "other";
  return t(`identity:salutation.${gender}`, { firstName: user.firstName, lastName: user.lastName });
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Database, tenant: TenantId, email: string): Promise<UserRow | null> {
  const [row] = await withTenant(db, tenant, (tx) =>
    tx
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenant), eq(users.email, normaliseEmail(email))))
      .limit(1),
  );
  return row ?? null;
}

export async function rolesOf(db: Database, tenant: TenantId, userIds: number[]): Promise<Map<number, RoleRow[]>> {
  const byUser = new Map<number, RoleRow[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await withTenant(db, tenant, (tx) =>
    tx
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.tenantId, tenant), inArray(userRoles.userId, userIds)))
      .orderBy(asc(userRoles.id)),
  );
  for (const row of rows) byUser.get(row.userId)?.push(row);
  return byUser;
}

export async function findUserWithRoles(db: Database, tenant: TenantId, userId: number): Promise<UserWithRoles | null> {
  const [row] = await withTenant(db, tenant, (tx) =>
    tx
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenant), eq(users.id, userId)))
      .limit(1),
  );
  if (!row) return null;
  return { ...row, roles: (await rolesOf(db, tenant, [row.id])).get(row.id) ?? [] };
}

export interface NewUser {
  centerId: number;
  email: string;
  firstName: string;
  lastName: string;
  password?: string;
  /** An already hashed password, for bulk creation (seeding) without hashing each time. */
  passwordHash?: string;
  status?: UserRow["status"];
  signupMethod?: UserRow["signupMethod"];
  gender?: UserRow["gender"];
  phoneNumber?: string | null;
  jobTitle?: string | null;
  locale?: "nl" | "en";
  confirmed?: boolean;
  roles?: { role: Role; organizationId?: number | null }[];
}

export async function createUser(db: Database, tenant: TenantId, input: NewUser): Promise<UserWithRoles> {
  const passwordHash = input.passwordHash ?? (input.password ? await hashPassword(input.password) : null);
  return withTenant(db, tenant, (tx) => insertUser(tx, tenant, { ...input, passwordHash: passwordHash ?? undefined }));
}

/** Creates an account inside the caller's transaction (an import writes many in one); a password only as its hash. */
export async function insertUser(tx: Transaction, tenant: TenantId, input: Omit<NewUser, "password">): Promise<UserWithRoles> {
  const [user] = await tx
    .insert(users)
    .values({
      tenantId: tenant,
      centerId: input.centerId,
      email: normaliseEmail(input.email),
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash: input.passwordHash ?? null,
      status: input.status ?? "active",
      signupMethod: input.signupMethod ?? "unknown",
      gender: input.gender ?? null,
      phoneNumber: input.phoneNumber ?? null,
      jobTitle: input.jobTitle ?? null,
      locale: input.locale ?? "nl",
      confirmedAt: input.confirmed === false ? null : new Date(),
    })
    .returning();
  const roles = input.roles?.length
    ? await tx
        .insert(userRoles)
        .values(
          input.roles.map((r) => ({
            tenantId: tenant,
            userId: user.id,
            role: r.role,
            organizationId: r.organizationId ?? null,
          })),
        )
        .returning()
    : [];
  return { ...user, roles };
}

/** The tenant's accounts with these addresses (normalised), inside the caller's transaction. */
export async function usersByEmailIn(tx: Transaction, tenant: TenantId, emails: string[]): Promise<UserRow[]> {
  if (emails.length === 0) return [];
  return tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenant), inArray(users.email, emails.map(normaliseEmail))));
}

/** The tenant's accounts by id, inside the caller's transaction. */
export async function usersByIdIn(tx: Transaction, tenant: TenantId, ids: number[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenant), inArray(users.id, ids)));
}

/** Changes an account's details inside the caller's transaction; its updated_at as written. */
export async function writeUserPatch(tx: Transaction, tenant: TenantId, userId: number, patch: UserPatch): Promise<Date> {
  const updatedAt = new Date();
  const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  await tx
    .update(users)
    .set({ ...changes, updatedAt })
    .where(and(eq(users.tenantId, tenant), eq(users.id, userId)));
  return updatedAt;
}

/**
 * Removes an account that was only ever an invited volunteer (never signed in, no password, no other role granted
 * since): what an import made by mistake. False when it is more than that, and then nothing is removed.
 */
export async function deleteInvitedUser(tx: Transaction, tenant: TenantId, userId: number): Promise<boolean> {
  const otherRoles = tx
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, users.id), ne(userRoles.role, "volunteer")));
  const removed = await tx
    .delete(users)
    .where(
      and(
        eq(users.tenantId, tenant),
        eq(users.id, userId),
        eq(users.status, "invited"),
        isNull(users.passwordHash),
        notExists(otherRoles),
      ),
    )
    .returning({ id: users.id });
  return removed.length > 0;
}

export type UserPatch = Partial<
  Pick<
    UserRow,
    "firstName" | "lastName" | "phoneNumber" | "jobTitle" | "gender" | "digestDays" | "digestOrigin" | "mutedMails" | "locale"
  >
>;

/** What a vacancy page shows of its contact person (vacancy-details.service.ts). */
const CONTACT_FIELDS: (keyof UserPatch)[] = ["firstName", "lastName", "phoneNumber", "gender", "locale"];

export async function updateUser(
  db: Database,
  tenant: TenantId,
  userId: number,
  patch: UserPatch,
): Promise<UserWithRoles | null> {
  const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  if (Object.keys(changes).length > 0) {
    await withTenant(db, tenant, (tx) =>
      tx
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(users.tenantId, tenant), eq(users.id, userId))),
    );
    if (CONTACT_FIELDS.some((field) => field in changes)) publishChange(db, "users", tenant);
  }
  return findUserWithRoles(db, tenant, userId);
}
