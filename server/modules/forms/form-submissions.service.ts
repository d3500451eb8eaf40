import { and, count, desc, eq, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import type { Answers } from "../../../contract/form-answers";
import type { SubmissionUpdate } from "../../../contract/form-submissions";
import { type Database, type Executor, withTenant } from "../../db/client";
import { containing } from "../../db/contains";
import { recordAudit } from "../audit/audit.service";
import { ofCenter, type Scope } from "./forms.service";
import { type AnsweredQuestion, formInvitations, formSubmissions, forms } from "./forms.table";

/** A submission with the invitation it came through and the moment the retention job deletes it. */
export type SubmissionRow = typeof formSubmissions.$inferSelect & { invitationEmail: string | null; deletedAt: Date };

export interface SubmissionFilter {
  marked?: boolean;
  search?: string;
  createdFrom?: Date;
  createdBefore?: Date;
}

const deletedAt = sql<Date>`${formSubmissions.createdAt} + make_interval(months => ${forms.retentionMonths})`.mapWith(
  (value: string | Date) => new Date(value),
);

function rowsQuery(tx: Executor, scope: Scope, formId: number, where?: SQL) {
  return tx
    .select({ submission: formSubmissions, invitationEmail: formInvitations.email, deletedAt })
    .from(formSubmissions)
    .innerJoin(forms, eq(forms.id, formSubmissions.formId))
    .leftJoin(formInvitations, eq(formInvitations.id, formSubmissions.invitationId))
    .where(and(ofCenter(scope), eq(formSubmissions.formId, formId), where));
}

const flatten = (row: { submission: typeof formSubmissions.$inferSelect; invitationEmail: string | null; deletedAt: Date }) => ({
  ...row.submission,
  invitationEmail: row.invitationEmail,
  deletedAt: row.deletedAt,
});

function filtered(filter: SubmissionFilter) {
  return and(
    filter.marked === undefined ? undefined : eq(formSubmissions.marked, filter.marked),
    filter.search
      ? or(
          // The answers as text: every answer is a string or a list of strings, so their words are in it.
          ilike(sql`${formSubmissions.answers}::text`, containing(filter.search)),
          ilike(formSubmissions.respondentEmail, containing(filter.search)),
        )
      : undefined,
    filter.createdFrom ? sql`${formSubmissions.createdAt} >= ${filter.createdFrom}` : undefined,
    filter.createdBefore ? lt(formSubmissions.createdAt, filter.createdBefore) : undefined,
  );
}

/** A form's submissions, newest first. */
export async function listSubmissions(
  db: Database,
  scope: Scope,
  formId: number,
  filter: SubmissionFilter,
  page: { number: number; size: number },
): Promise<{ rows: SubmissionRow[]; total: number }> {
  const where = filtered(filter);
  return withTenant(db, scope.tenant, async (tx) => {
    const rows = await rowsQuery(tx, scope, formId, where)
      .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size);
    const [{ total }] = await tx
      .select({ total: count() })
      .from(formSubmissions)
      .where(and(eq(formSubmissions.tenantId, scope.tenant), eq(formSubmissions.formId, formId), where));
    return { rows: rows.map(flatten), total };
  });
}

export async function findSubmission(db: Database, scope: Scope, formId: number, id: number): Promise<SubmissionRow | null> {
  return withTenant(db, scope.tenant, async (tx) => {
    const [row] = await rowsQuery(tx, scope, formId, eq(formSubmissions.id, id));
    return row ? flatten(row) : null;
  });
}

/** Stores a respondent's checked answers with the questions as they saw them. */
export async function createSubmission(
  tx: Executor,
  scope: Scope,
  values: {
    formId: number;
    questions: AnsweredQuestion[];
    answers: Answers;
    respondentEmail: string | null;
    invitationId: number | null;
  },
) {
  const [row] = await tx
    .insert(formSubmissions)
    .values({ tenantId: scope.tenant, ...values })
    .returning();
  return row;
}

/** Marks or annotates a submission; null when it is not the form's. */
export async function updateSubmission(
  db: Database,
  scope: Scope,
  formId: number,
  id: number,
  input: SubmissionUpdate,
): Promise<SubmissionRow | null> {
  const changed = await withTenant(db, scope.tenant, async (tx) => {
    const rows = await tx
      .update(formSubmissions)
      .set({ marked: input.marked, note: input.note })
      .where(and(eq(formSubmissions.tenantId, scope.tenant), eq(formSubmissions.formId, formId), eq(formSubmissions.id, id)))
      .returning({ id: formSubmissions.id });
    return rows.length > 0;
  });
  return changed ? findSubmission(db, scope, formId, id) : null;
}

/** Deletes a submission with the personal data in it; the audit keeps only that it happened. */
export async function deleteSubmission(db: Database, scope: Scope, formId: number, id: number, actorUserId: number) {
  return withTenant(db, scope.tenant, async (tx) => {
    const gone = await tx
      .delete(formSubmissions)
      .where(and(eq(formSubmissions.tenantId, scope.tenant), eq(formSubmissions.formId, formId), eq(formSubmissions.id, id)))
      .returning({ id: formSubmissions.id });
    if (gone.length === 0) return false;
    await recordAudit(
      db,
      scope.tenant,
      { actorUserId, action: "form_submission.deleted", subjectType: "form", subjectId: formId, details: { submissionId: id } },
      tx,
    );
    return true;
  });
}

/** The retention rule (AVG): deletes every submission older than its form's retention period; returns how many. */
export async function deleteExpiredSubmissions(db: Database, tenant: Scope["tenant"], now = new Date()): Promise<number> {
  return withTenant(db, tenant, async (tx) => {
    const gone = await tx
      .delete(formSubmissions)
      .where(
        and(
          eq(formSubmissions.tenantId, tenant),
          sql`${formSubmissions.createdAt} + make_interval(months => (select ${forms.retentionMonths} from ${forms} where ${forms.id} = ${formSubmissions.formId})) <= ${now}`,
        ),
      )
      .returning({ id: formSubmissions.id });
    return gone.length;
  });
}
