import { and, asc, eq, inArray } from "drizzle-orm";
import type { Role } from "../../../contract/identity";
import type { TFunction } from "../../../locales/translate";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
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
  return withTenant(db, tenant, async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        tenantId: tenant,
        centerId: input.centerId,
        email: normaliseEmail(input.email),
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
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
  });
}

export type UserPatch = Partial<
  Pick<
    UserRow,
    "firstName" | "lastName" | "phoneNumber" | "jobTitle" | "gender" | "digestDays" | "digestOrigin" | "mutedMails" | "locale"
  >
>;

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
  }
  return findUserWithRoles(db, tenant, userId);
}
