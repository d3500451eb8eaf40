import { and, count, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { auditEvents } from "../audit/audit.table";
import { forms } from "../forms/forms.table";
import { users } from "../identity/identity.table";
import { mediaFiles } from "../media/media-files.table";
import { organizations } from "../organizations/organizations.table";
import { partners } from "../partners/partners.table";
import { volunteerCenters } from "../tenancy/tenancy.table";
import { vacancies } from "../vacancies/vacancies.table";
import { workshops } from "../workshops/workshops.table";
import type { ActivityScope } from "./activities.policy";

const actor = alias(users, "actor");
const subjectUser = alias(users, "subject_user");

/** An audit event with who did it and what it was done to, as far as that still exists. */
export interface ActivityRow {
  id: number;
  action: string;
  subjectType: string;
  subjectId: number;
  details: Record<string, unknown>;
  createdAt: Date;
  actorName: string | null;
  /** The subject's name now; null when it is gone (a deletion) or has no name. */
  subjectName: string | null;
  subjectExists: boolean;
}

const subject = (type: string) => eq(auditEvents.subjectType, type);
const joined = (type: string, id: AnyPgColumn) => and(subject(type), eq(auditEvents.subjectId, id));

/**
 * The centre an event belongs to is its subject's centre, or for a subject since deleted the centre its event kept;
 * a stock image is the tenant's, of no centre.
 */
const centerOfSubject = sql<
  number | null
>`coalesce(${organizations.centerId}, ${subjectUser.centerId}, ${forms.centerId}, ${workshops.centerId}, ${partners.centerId}, ${mediaFiles.centerId}, ${volunteerCenters.id}, ${vacancies.centerId}, (${auditEvents.details}->>'centerId')::int)`;

const subjectName = sql<
  string | null
>`coalesce(${organizations.name}, ${subjectUser.firstName} || ' ' || ${subjectUser.lastName}, ${forms.title}, ${workshops.title}, ${partners.name}, ${mediaFiles.name}, ${volunteerCenters.name}, ${vacancies.title})`;

/** Whether the subject can still be opened: it exists and is not soft-deleted. */
const subjectExists = sql<boolean>`${subjectName} is not null and ${organizations.status} is distinct from 'deleted' and ${vacancies.status} is distinct from 'deleted'`;

function scopeFilter(scope: ActivityScope): SQL | undefined {
  if (scope.kind === "center") return eq(centerOfSubject, scope.centerId);
  // No organization to read: nothing, rather than an empty IN list.
  if (scope.organizationIds.length === 0) return sql`false`;
  return or(
    and(subject("organization"), inArray(auditEvents.subjectId, scope.organizationIds)),
    and(subject("vacancy"), inArray(vacancies.organizationId, scope.organizationIds)),
  );
}

/** A page of the scope's activity, newest first, with the number of events in all. */
export async function listActivities(
  db: Database,
  tenant: TenantId,
  scope: ActivityScope,
  page: { number: number; size: number },
): Promise<{ rows: ActivityRow[]; total: number }> {
  const where = and(eq(auditEvents.tenantId, tenant), scopeFilter(scope));
  return withTenant(db, tenant, async (tx) => {
    // The same joins for the count as for the page: the scope is decided through them.
    const base = (columns: Parameters<typeof tx.select>[0]) =>
      tx
        .select(columns)
        .from(auditEvents)
        .leftJoin(organizations, joined("organization", organizations.id))
        .leftJoin(subjectUser, joined("user", subjectUser.id))
        .leftJoin(forms, joined("form", forms.id))
        .leftJoin(workshops, joined("workshop", workshops.id))
        .leftJoin(partners, joined("partner", partners.id))
        .leftJoin(mediaFiles, joined("media_file", mediaFiles.id))
        .leftJoin(volunteerCenters, joined("volunteer_center", volunteerCenters.id))
        .leftJoin(vacancies, joined("vacancy", vacancies.id))
        .leftJoin(actor, eq(actor.id, auditEvents.actorUserId))
        .where(where);
    const [{ total }] = (await base({ total: count() })) as { total: number }[];
    const rows = (await base({
      id: auditEvents.id,
      action: auditEvents.action,
      subjectType: auditEvents.subjectType,
      subjectId: auditEvents.subjectId,
      details: auditEvents.details,
      createdAt: auditEvents.createdAt,
      actorName: sql<string | null>`${actor.firstName} || ' ' || ${actor.lastName}`,
      subjectName,
      subjectExists,
    })
      .orderBy(desc(auditEvents.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size)) as unknown as ActivityRow[];
    return { rows, total };
  });
}
