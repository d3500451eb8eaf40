import { and, eq } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { hashSecretToken, newSecretToken } from "../../security/secret-token";
import { users } from "./identity.table";

/**
 * The personal activity feed lives at a secret address: only its hash is kept, so a new address is made each time
 * it is asked for (the old one stops working), and it can be switched off.
 */
export async function issueCalendarFeedToken(db: Database, tenant: TenantId, userId: number): Promise<string> {
  const token = newSecretToken();
  await withTenant(db, tenant, (tx) =>
    tx
      .update(users)
      .set({ calendarFeedTokenHash: hashSecretToken(token) })
      .where(and(eq(users.tenantId, tenant), eq(users.id, userId))),
  );
  return token;
}

export async function revokeCalendarFeedToken(db: Database, tenant: TenantId, userId: number): Promise<void> {
  await withTenant(db, tenant, (tx) =>
    tx
      .update(users)
      .set({ calendarFeedTokenHash: null })
      .where(and(eq(users.tenantId, tenant), eq(users.id, userId))),
  );
}

/** The user whose feed this secret opens, in this tenant; archived accounts have no feed. */
export async function userIdByCalendarFeedToken(db: Database, tenant: TenantId, token: string): Promise<number | null> {
  const [row] = await withTenant(db, tenant, (tx) =>
    tx
      .select({ id: users.id, status: users.status })
      .from(users)
      .where(and(eq(users.tenantId, tenant), eq(users.calendarFeedTokenHash, hashSecretToken(token))))
      .limit(1),
  );
  return row && row.status !== "archived" ? row.id : null;
}
