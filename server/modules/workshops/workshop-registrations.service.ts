import { and, asc, count, eq, sql } from "drizzle-orm";
import type { RegistrationCreate, RegistrationStatus } from "../../../contract/workshops";
import type { ContentLocale } from "../../../locales/languages";
import type { TenantId } from "../../config/tenants";
import { published } from "../../db/change-feed";
import { type Database, type Transaction, withTenant } from "../../db/client";
import { hashSecretToken, newSecretToken } from "../../security/secret-token";
import { findWorkshopIn, type WorkshopRow } from "./workshops.service";
import { workshopRegistrations, workshops } from "./workshops.table";

export type RegistrationRow = typeof workshopRegistrations.$inferSelect;

interface Scope {
  tenant: TenantId;
  centerId: number;
}

/** What a sign-up or cancellation did, for the mails the route sends in the same transaction. */
export interface RegistrationOutcome {
  workshop: WorkshopRow;
  registration: RegistrationRow;
  /** The secret of the cancel link: only in the answer to the one who signed up, and in his mail. */
  cancelToken?: string;
  /** Someone from the waiting list who got the freed seat. */
  promoted?: RegistrationRow;
}

export class AlreadyRegisteredError extends Error {}
export class WorkshopClosedError extends Error {}

/** The workshop row locked for this transaction, so two sign-ups for the last seat cannot both get it. */
async function lockWorkshop(tx: Transaction, scope: Scope, id: number) {
  await tx.execute(
    sql`select id from ${workshops} where ${workshops.id} = ${id} and ${workshops.tenantId} = ${scope.tenant} for update`,
  );
  return findWorkshopIn(tx, scope, id);
}

// Both below change the seats taken and the waiting list that the workshop's public page shows.

/** A seat while there is one, else the waiting list; a started, past or unpublished workshop takes nobody. */
export async function registerForWorkshop(
  db: Database,
  scope: Scope,
  workshopId: number,
  input: RegistrationCreate & { userId: number | null; locale: ContentLocale },
  afterwards: (tx: Transaction, outcome: RegistrationOutcome) => Promise<void>,
  now = new Date(),
): Promise<RegistrationOutcome | null> {
  return withTenant(db, scope.tenant, async (tx) => {
    const workshop = await lockWorkshop(tx, scope, workshopId);
    if (!workshop?.published) return null;
    if (workshop.startsAt <= now) throw new WorkshopClosedError();
    const [existing] = await tx
      .select({ id: workshopRegistrations.id })
      .from(workshopRegistrations)
      .where(
        and(
          eq(workshopRegistrations.workshopId, workshopId),
          sql`lower(${workshopRegistrations.email}) = lower(${input.email})`,
          sql`${workshopRegistrations.status} <> 'cancelled'`,
        ),
      );
    if (existing) throw new AlreadyRegisteredError();
    const status: RegistrationStatus = workshop.seatsTaken < workshop.seats ? "confirmed" : "waitlisted";
    const cancelToken = newSecretToken();
    const [registration] = await tx
      .insert(workshopRegistrations)
      .values({
        tenantId: scope.tenant,
        workshopId,
        userId: input.userId,
        name: input.name,
        email: input.email,
        locale: input.locale,
        status,
        cancelTokenHash: hashSecretToken(cancelToken),
      })
      .returning();
    const outcome = { workshop: (await findWorkshopIn(tx, scope, workshopId)) as WorkshopRow, registration, cancelToken };
    await afterwards(tx, outcome);
    return outcome;
  }).then(published(db, "workshops", scope.tenant));
}

/** The first on the waiting list takes a seat that came free, if the workshop has not started. */
async function promoteFromWaitingList(tx: Transaction, workshop: WorkshopRow, now: Date) {
  if (workshop.startsAt <= now) return undefined;
  const [{ taken }] = await tx
    .select({ taken: count() })
    .from(workshopRegistrations)
    .where(and(eq(workshopRegistrations.workshopId, workshop.id), eq(workshopRegistrations.status, "confirmed")));
  if (taken >= workshop.seats) return undefined;
  const [next] = await tx
    .select()
    .from(workshopRegistrations)
    .where(and(eq(workshopRegistrations.workshopId, workshop.id), eq(workshopRegistrations.status, "waitlisted")))
    .orderBy(asc(workshopRegistrations.id))
    .limit(1);
  if (!next) return undefined;
  const [promoted] = await tx
    .update(workshopRegistrations)
    .set({ status: "confirmed", updatedAt: now })
    .where(eq(workshopRegistrations.id, next.id))
    .returning();
  return promoted;
}

/** Gives up a sign-up (by the secret of its mail, or by staff); the freed seat goes to the waiting list. */
export async function cancelRegistration(
  db: Database,
  scope: Scope,
  which: { token: string } | { id: number; workshopId: number },
  afterwards: (tx: Transaction, outcome: RegistrationOutcome) => Promise<void>,
  now = new Date(),
): Promise<RegistrationOutcome | null> {
  return withTenant(db, scope.tenant, async (tx) => {
    const where =
      "token" in which
        ? eq(workshopRegistrations.cancelTokenHash, hashSecretToken(which.token))
        : and(eq(workshopRegistrations.id, which.id), eq(workshopRegistrations.workshopId, which.workshopId));
    const [found] = await tx
      .select()
      .from(workshopRegistrations)
      .where(and(where, eq(workshopRegistrations.tenantId, scope.tenant)));
    if (!found || found.status === "cancelled") return null;
    const workshop = await lockWorkshop(tx, scope, found.workshopId);
    if (!workshop) return null;
    const [registration] = await tx
      .update(workshopRegistrations)
      .set({ status: "cancelled", updatedAt: now })
      .where(eq(workshopRegistrations.id, found.id))
      .returning();
    const promoted = found.status === "confirmed" ? await promoteFromWaitingList(tx, workshop, now) : undefined;
    const outcome = { workshop: (await findWorkshopIn(tx, scope, workshop.id)) as WorkshopRow, registration, promoted };
    await afterwards(tx, outcome);
    return outcome;
  }).then(published(db, "workshops", scope.tenant));
}

/** Who comes and who waits, in the order they signed up (cancelled ones last). */
export async function listRegistrations(db: Database, scope: Scope, workshopId: number): Promise<RegistrationRow[]> {
  return withTenant(db, scope.tenant, (tx) =>
    tx
      .select()
      .from(workshopRegistrations)
      .where(and(eq(workshopRegistrations.tenantId, scope.tenant), eq(workshopRegistrations.workshopId, workshopId)))
      .orderBy(
        sql`case ${workshopRegistrations.status} when 'confirmed' then 0 when 'waitlisted' then 1 else 2 end`,
        asc(workshopRegistrations.id),
      ),
  );
}
