import { and, asc, eq } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { users } from "../identity/identity.table";
import { applicationNotes } from "./applications.table";

export interface ApplicationNote {
  id: number;
  body: string;
  createdAt: Date;
  authorName: string | null;
}

const COLUMNS = {
  id: applicationNotes.id,
  body: applicationNotes.body,
  createdAt: applicationNotes.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
};

const toNote = (row: { id: number; body: string; createdAt: Date; firstName: string | null; lastName: string | null }) => ({
  id: row.id,
  body: row.body,
  createdAt: row.createdAt,
  // An author whose account was erased leaves the note without a name.
  authorName: row.firstName ? `${row.firstName} ${row.lastName ?? ""}`.trim() : null,
});

/** An application's internal notes, oldest first. */
export async function listNotes(db: Database, tenant: TenantId, applicationId: number): Promise<ApplicationNote[]> {
  const rows = await withTenant(db, tenant, (tx) =>
    tx
      .select(COLUMNS)
      .from(applicationNotes)
      .leftJoin(users, eq(users.id, applicationNotes.authorId))
      .where(and(eq(applicationNotes.tenantId, tenant), eq(applicationNotes.applicationId, applicationId)))
      .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id)),
  );
  return rows.map(toNote);
}

export async function addNote(
  db: Database,
  tenant: TenantId,
  applicationId: number,
  authorId: number,
  body: string,
): Promise<ApplicationNote> {
  return withTenant(db, tenant, async (tx) => {
    const [created] = await tx
      .insert(applicationNotes)
      .values({ tenantId: tenant, applicationId, authorId, body })
      .returning({ id: applicationNotes.id });
    const [row] = await tx
      .select(COLUMNS)
      .from(applicationNotes)
      .leftJoin(users, eq(users.id, applicationNotes.authorId))
      .where(eq(applicationNotes.id, created.id));
    return toNote(row);
  });
}
