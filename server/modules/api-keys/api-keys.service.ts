import { randomBytes } from "node:crypto";
import { and, desc, eq, isNull, lt, or } from "drizzle-orm";
import { API_KEY_LIMITS, API_KEY_PREFIX, type ApiKeyCreate, type ApiKeyStatus } from "../../../contract/api-keys";
import type { TenantId } from "../../config/tenants";
import { type Database, readNamingTenant, withTenant } from "../../db/client";
import { hashSecretToken } from "../../security/secret-token";
import { recordAudit } from "../audit/audit.service";
import { isCenterOrganization } from "../organizations/organizations.service";
import { apiKeys } from "./api-keys.table";

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** The site's centre: each centre of a tenant keeps its own keys. */
export interface Scope {
  tenant: TenantId;
  centerId: number;
}

/** A rule a schema cannot know, on the attribute it is about. */
export class ApiKeyRuleError extends Error {
  constructor(
    readonly field: "organization_id",
    readonly reason: "organizationNotFound",
  ) {
    super(reason);
  }
}

/** Revoked wins over expired: the admin's act is what the list should tell. */
export function statusOf(row: Pick<ApiKeyRow, "expiresAt" | "revokedAt">, now = new Date()): ApiKeyStatus {
  if (row.revokedAt) return "revoked";
  return row.expiresAt.getTime() <= now.getTime() ? "expired" : "active";
}

/** A new key: its recognisable prefix and 32 random bytes; only its hash is stored. */
export const newApiKey = () => `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;

const ofCenter = (scope: Scope) => and(eq(apiKeys.tenantId, scope.tenant), eq(apiKeys.centerId, scope.centerId));

/** The centre's keys, newest first, revoked and expired ones too (the admin sees what was handed out). */
export const listApiKeys = (db: Database, scope: Scope) =>
  withTenant(db, scope.tenant, (tx) =>
    tx.select().from(apiKeys).where(ofCenter(scope)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id)),
  );

/** Makes a key; the answer carries the key itself, which is never stored nor shown again. */
export async function createApiKey(
  db: Database,
  scope: Scope,
  input: ApiKeyCreate,
  actorUserId: number,
): Promise<{ row: ApiKeyRow; key: string }> {
  const key = newApiKey();
  const row = await withTenant(db, scope.tenant, async (tx) => {
    const organizationId = input.organization_id ?? null;
    if (organizationId !== null) {
      // Only an organization of this centre that is still there: a key never reaches past its centre.
      if (!(await isCenterOrganization(tx, scope, organizationId))) {
        throw new ApiKeyRuleError("organization_id", "organizationNotFound");
      }
    }
    const [created] = await tx
      .insert(apiKeys)
      .values({
        tenantId: scope.tenant,
        centerId: scope.centerId,
        name: input.name,
        scopes: input.scopes,
        organizationId,
        prefix: key.slice(0, API_KEY_LIMITS.prefixLength),
        secretHash: hashSecretToken(key),
        expiresAt: new Date(input.expires_at),
        createdBy: actorUserId,
      })
      .returning();
    await recordAudit(
      db,
      scope.tenant,
      {
        actorUserId,
        action: "api_key.created",
        subjectType: "api_key",
        subjectId: created.id,
        details: { name: created.name, scopes: created.scopes, organizationId, centerId: scope.centerId },
      },
      tx,
    );
    return created;
  });
  return { row, key };
}

/** Revokes a key of the centre (once: a second revoke keeps the first time). Null when it is not the centre's. */
export async function revokeApiKey(db: Database, scope: Scope, id: number, actorUserId: number): Promise<ApiKeyRow | null> {
  return withTenant(db, scope.tenant, async (tx) => {
    const [current] = await tx
      .select()
      .from(apiKeys)
      .where(and(ofCenter(scope), eq(apiKeys.id, id)));
    if (!current) return null;
    if (current.revokedAt) return current;
    const [revoked] = await tx.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, id)).returning();
    await recordAudit(
      db,
      scope.tenant,
      {
        actorUserId,
        action: "api_key.revoked",
        subjectType: "api_key",
        subjectId: id,
        details: { name: current.name, centerId: scope.centerId },
      },
      tx,
    );
    return revoked;
  });
}

/** The key a request presents, by its hash within the request's tenant; any key, the caller judges its status. */
export async function findApiKeyBySecret(db: Database, tenant: TenantId, key: string): Promise<ApiKeyRow | null> {
  const hash = hashSecretToken(key);
  const rows = await readNamingTenant(db, (read) =>
    read
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.tenantId, tenant), eq(apiKeys.secretHash, hash)))
      .limit(1),
  );
  return rows[0] ?? null;
}

const TOUCH_EVERY_MS = 60_000;

/** Marks the key used, at most once a minute: a busy partner would otherwise write on every call. */
export async function touchApiKey(db: Database, row: ApiKeyRow, now = new Date()): Promise<void> {
  if (row.lastUsedAt && now.getTime() - row.lastUsedAt.getTime() < TOUCH_EVERY_MS) return;
  const staleBefore = new Date(now.getTime() - TOUCH_EVERY_MS);
  await withTenant(db, row.tenantId as TenantId, (tx) =>
    tx
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiKeys.tenantId, row.tenantId),
          eq(apiKeys.id, row.id),
          or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore)),
        ),
      ),
  );
}
