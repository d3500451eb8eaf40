import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DataViewerTable } from "../../../contract/data-viewer";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { containing } from "../../db/contains";
import { applications } from "../applications/applications.table";
import { auditEvents } from "../audit/audit.table";
import { users } from "../identity/identity.table";
import { addresses, organizations } from "../organizations/organizations.table";
import { vacancies } from "../vacancies/vacancies.table";

export interface DataViewerFilter {
  /** Text anywhere in the table's searchable columns. */
  q?: string;
  /** The table's obvious filter: a status, or the audit log's subject type. */
  kind?: string;
}

/** The most rows one CSV holds: enough for any centre, never a runaway export. */
export const CSV_LIMIT = 10_000;

type Select = Record<string, AnyPgColumn | SQL.Aliased | SQL>;

interface TableQuery {
  select: Select;
  from: PgTable;
  /** Left joins for the columns of another table (the actor's e-mail, the organization's name ...). */
  joins?: { table: PgTable; on: SQL }[];
  tenant: AnyPgColumn;
  kind: AnyPgColumn;
  search: (AnyPgColumn | SQL)[];
  order: SQL[];
}

const TABLES: Record<DataViewerTable, TableQuery> = {
  audit_events: {
    select: {
      id: auditEvents.id,
      created_at: auditEvents.createdAt,
      action: auditEvents.action,
      subject_type: auditEvents.subjectType,
      subject_id: auditEvents.subjectId,
      actor_user_id: auditEvents.actorUserId,
      actor_email: users.email,
      details: auditEvents.details,
    },
    from: auditEvents,
    joins: [{ table: users, on: eq(users.id, auditEvents.actorUserId) }],
    tenant: auditEvents.tenantId,
    kind: auditEvents.subjectType,
    search: [auditEvents.action, users.email, sql`${auditEvents.details}::text`],
    order: [desc(auditEvents.createdAt), desc(auditEvents.id)],
  },
  users: {
    select: {
      id: users.id,
      first_name: users.firstName,
      last_name: users.lastName,
      email: users.email,
      phone_number: users.phoneNumber,
      status: users.status,
      signup_method: users.signupMethod,
      center_id: users.centerId,
      created_at: users.createdAt,
    },
    from: users,
    tenant: users.tenantId,
    kind: users.status,
    search: [users.firstName, users.lastName, users.email, sql`${users.firstName} || ' ' || ${users.lastName}`],
    order: [desc(users.createdAt), desc(users.id)],
  },
  organizations: {
    select: {
      id: organizations.id,
      name: organizations.name,
      organization_type: organizations.type,
      status: organizations.status,
      city: addresses.city,
      phone_number: organizations.phoneNumber,
      contact_email: organizations.contactEmail,
      center_id: organizations.centerId,
      created_at: organizations.createdAt,
    },
    from: organizations,
    joins: [{ table: addresses, on: eq(addresses.id, organizations.addressId) }],
    tenant: organizations.tenantId,
    kind: organizations.status,
    search: [organizations.name, addresses.city, organizations.contactEmail],
    order: [desc(organizations.createdAt), desc(organizations.id)],
  },
  vacancies: {
    select: {
      id: vacancies.id,
      title: vacancies.title,
      status: vacancies.status,
      vacancy_type: vacancies.vacancyType,
      organization_id: vacancies.organizationId,
      organization_name: organizations.name,
      city: vacancies.city,
      expires_at: vacancies.expiresAt,
      created_at: vacancies.createdAt,
    },
    from: vacancies,
    joins: [{ table: organizations, on: eq(organizations.id, vacancies.organizationId) }],
    tenant: vacancies.tenantId,
    kind: vacancies.status,
    search: [vacancies.title, vacancies.city, organizations.name],
    order: [desc(vacancies.createdAt), desc(vacancies.id)],
  },
  applications: {
    select: {
      id: applications.id,
      first_name: applications.firstName,
      last_name: applications.lastName,
      email: applications.email,
      phone_number: applications.phoneNumber,
      status: applications.status,
      vacancy_id: applications.vacancyId,
      vacancy_title: vacancies.title,
      created_at: applications.createdAt,
    },
    from: applications,
    joins: [{ table: vacancies, on: eq(vacancies.id, applications.vacancyId) }],
    tenant: applications.tenantId,
    kind: applications.status,
    search: [applications.firstName, applications.lastName, applications.email, vacancies.title],
    order: [desc(applications.createdAt), desc(applications.id)],
  },
};

/**
 * A page of one table of the tenant, newest first, or (page null) every row up to CSV_LIMIT for the export. Read
 * only, and inside the tenant's row-level security like every other read.
 */
export async function readTable(
  db: Database,
  tenant: TenantId,
  table: DataViewerTable,
  filter: DataViewerFilter,
  page: { number: number; size: number } | null,
): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  const spec = TABLES[table];
  const where: SQL[] = [eq(spec.tenant, tenant)];
  if (filter.kind) where.push(eq(spec.kind, filter.kind));
  if (filter.q) {
    const pattern = containing(filter.q);
    where.push(or(...spec.search.map((column) => ilike(column, pattern))) as SQL);
  }
  return withTenant(db, tenant, async (tx) => {
    let counted = tx.select({ total: count() }).from(spec.from).$dynamic();
    let listed = tx.select(spec.select).from(spec.from).$dynamic();
    for (const join of spec.joins ?? []) {
      counted = counted.leftJoin(join.table, join.on);
      listed = listed.leftJoin(join.table, join.on);
    }
    const [{ total }] = await counted.where(and(...where));
    const rows = await listed
      .where(and(...where))
      .orderBy(...spec.order)
      .limit(page ? page.size : CSV_LIMIT)
      .offset(page ? (page.number - 1) * page.size : 0);
    return { rows: rows as Record<string, unknown>[], total };
  });
}
