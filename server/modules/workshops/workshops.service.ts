import { and, asc, count, desc, eq, gte, lt, min, type SQL, sql } from "drizzle-orm";
import type { WorkshopCreate, WorkshopUpdate } from "../../../contract/workshops";
import type { TenantId } from "../../config/tenants";
import { published } from "../../db/change-feed";
import { type Database, type Executor, withTenant } from "../../db/client";
import { recordAudit } from "../audit/audit.service";
import { workshops } from "./workshops.table";

export type WorkshopRow = typeof workshops.$inferSelect & { seatsTaken: number; waitlisted: number };

/** Upcoming: not yet ended, soonest first; past: ended, latest first. */
export type WorkshopPeriod = "upcoming" | "past";

interface Scope {
  tenant: TenantId;
  centerId: number;
}

const countOf = (status: "confirmed" | "waitlisted") =>
  // Qualified by hand: inside the subquery Drizzle would write the outer id as a bare "id", which is r.id.
  sql<number>`(select count(*)::int from workshop_registrations r where r.workshop_id = "workshops"."id" and r.status = ${status})`;

const selectWithCounts = (tx: Executor) =>
  tx.select({ workshop: workshops, seatsTaken: countOf("confirmed"), waitlisted: countOf("waitlisted") }).from(workshops);

const joined = (rows: { workshop: typeof workshops.$inferSelect; seatsTaken: number; waitlisted: number }[]) =>
  rows.map(({ workshop, seatsTaken, waitlisted }): WorkshopRow => ({ ...workshop, seatsTaken, waitlisted }));

const ofCenter = (scope: Scope) => and(eq(workshops.tenantId, scope.tenant), eq(workshops.centerId, scope.centerId));

/** A page of the centre's workshops; visitors see only published ones. */
export async function listWorkshops(
  db: Database,
  scope: Scope,
  options: { period: WorkshopPeriod; includeDrafts: boolean; now?: Date },
  page: { number: number; size: number },
): Promise<{ rows: WorkshopRow[]; total: number }> {
  const now = options.now ?? new Date();
  const where: SQL | undefined = and(
    ofCenter(scope),
    options.period === "upcoming" ? gte(workshops.endsAt, now) : lt(workshops.endsAt, now),
    options.includeDrafts ? undefined : eq(workshops.published, true),
  );
  const order = options.period === "upcoming" ? asc(workshops.startsAt) : desc(workshops.startsAt);
  return withTenant(db, scope.tenant, async (tx) => {
    const [{ total }] = await tx.select({ total: count() }).from(workshops).where(where);
    const rows = await selectWithCounts(tx)
      .where(where)
      .orderBy(order, asc(workshops.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size);
    return { rows: joined(rows), total };
  });
}

/** When the first of the centre's workshops that have not ended yet ends (ms); undefined when none is left. */
export async function nextWorkshopEnd(db: Database, scope: Scope, includeDrafts: boolean, now = new Date()) {
  const where = and(ofCenter(scope), gte(workshops.endsAt, now), includeDrafts ? undefined : eq(workshops.published, true));
  const [row] = await withTenant(db, scope.tenant, (tx) =>
    tx
      .select({ at: min(workshops.endsAt) })
      .from(workshops)
      .where(where),
  );
  return row?.at?.getTime();
}

export async function findWorkshopIn(tx: Executor, scope: Scope, id: number): Promise<WorkshopRow | null> {
  const rows = await selectWithCounts(tx).where(and(ofCenter(scope), eq(workshops.id, id)));
  return joined(rows)[0] ?? null;
}

export const findWorkshop = (db: Database, scope: Scope, id: number) =>
  withTenant(db, scope.tenant, (tx) => findWorkshopIn(tx, scope, id));

const columnsOf = (input: WorkshopCreate) => ({
  title: input.title,
  description: input.description,
  titleEn: input.title_en,
  descriptionEn: input.description_en,
  audience: input.audience,
  startsAt: input.starts_at,
  endsAt: input.ends_at,
  location: input.location,
  online: input.online,
  seats: input.seats,
  published: input.published,
});

export async function createWorkshop(db: Database, scope: Scope, input: WorkshopCreate, actorUserId: number | null) {
  return withTenant(db, scope.tenant, async (tx) => {
    const [row] = await tx
      .insert(workshops)
      .values({ ...columnsOf(input), tenantId: scope.tenant, centerId: scope.centerId })
      .returning({ id: workshops.id });
    await recordAudit(
      db,
      scope.tenant,
      { actorUserId, action: "workshop.created", subjectType: "workshop", subjectId: row.id },
      tx,
    );
    return (await findWorkshopIn(tx, scope, row.id)) as WorkshopRow;
  }).then(published(db, "workshops", scope.tenant));
}

/** Changes what was sent; fewer seats than are taken is allowed (nobody is turned away), more seats let the waiting in. */
export async function updateWorkshop(db: Database, scope: Scope, id: number, input: WorkshopUpdate, actorUserId: number) {
  return withTenant(db, scope.tenant, async (tx) => {
    const [row] = await tx
      .update(workshops)
      // Drizzle leaves out what was not sent (undefined), so only the sent fields change.
      .set({ ...columnsOf(input as WorkshopCreate), updatedAt: new Date() })
      .where(and(ofCenter(scope), eq(workshops.id, id)))
      .returning({ id: workshops.id });
    if (!row) return null;
    const changed = Object.keys(input);
    await recordAudit(
      db,
      scope.tenant,
      { actorUserId, action: "workshop.updated", subjectType: "workshop", subjectId: id, details: { changed } },
      tx,
    );
    return findWorkshopIn(tx, scope, id);
  }).then(published(db, "workshops", scope.tenant));
}

export async function deleteWorkshop(db: Database, scope: Scope, id: number, actorUserId: number): Promise<boolean> {
  return withTenant(db, scope.tenant, async (tx) => {
    const deleted = await tx
      .delete(workshops)
      .where(and(ofCenter(scope), eq(workshops.id, id)))
      .returning({ title: workshops.title });
    if (deleted.length === 0) return false;
    // The centre and title go with the event: the activity panel still places and names what is gone.
    const details = { title: deleted[0].title, centerId: scope.centerId };
    await recordAudit(
      db,
      scope.tenant,
      { actorUserId, action: "workshop.deleted", subjectType: "workshop", subjectId: id, details },
      tx,
    );
    return true;
  }).then(published(db, "workshops", scope.tenant));
}
