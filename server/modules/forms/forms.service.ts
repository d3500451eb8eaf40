import { and, asc, count, desc, eq, getTableColumns, ilike, type SQL, sql } from "drizzle-orm";
import { DEFAULT_RETENTION_MONTHS, type FormAccessPermission, type FormCreate, type FormUpdate } from "../../../contract/forms";
import type { TenantId } from "../../config/tenants";
import { published } from "../../db/change-feed";
import { type Database, type Executor, withTenant } from "../../db/client";
import { containing } from "../../db/contains";
import { recordAudit } from "../audit/audit.service";
import { isCenterOrganization } from "../organizations/organizations.service";
import { organizations } from "../organizations/organizations.table";
import { formQuestions, formSubmissions, forms } from "./forms.table";

/** A form with what its list and overview show beside it. */
export type FormRow = typeof forms.$inferSelect & {
  organizationName: string | null;
  questionCount: number;
  submissionCount: number;
};

/** The site's centre: each centre keeps its own forms. */
export interface Scope {
  tenant: TenantId;
  centerId: number;
}

/** A rule a schema cannot know; `field` is the attribute it is about. */
export class FormRuleError extends Error {
  constructor(
    readonly field: "organization_id" | "access_permission" | "",
    readonly reason: "organizationNotFound" | "systemFormAccess" | "systemFormDelete",
  ) {
    super(reason);
  }
}

export interface FormFilter {
  search?: string;
  accessPermission?: FormAccessPermission;
}

/** Whether a form takes answers at `now`: open, before its closing moment and below its maximum. */
export function acceptsSubmissions(form: FormRow, now = new Date()): boolean {
  if (!form.isOpen) return false;
  if (form.closesAt && form.closesAt <= now) return false;
  return form.maxSubmissions === null || form.submissionCount < form.maxSubmissions;
}

/** The site centre's forms: every read and write of a form starts here. */
export const ofCenter = (scope: Scope) => and(eq(forms.tenantId, scope.tenant), eq(forms.centerId, scope.centerId));

const questionCount = sql<number>`(select count(*)::int from ${formQuestions} where ${formQuestions.formId} = ${forms.id} and not ${formQuestions.deleted})`;
const submissionCount = sql<number>`(select count(*)::int from ${formSubmissions} where ${formSubmissions.formId} = ${forms.id})`;

function rowsQuery(tx: Executor, scope: Scope, where?: SQL) {
  return tx
    .select({
      ...getTableColumns(forms),
      organizationName: organizations.name,
      questionCount,
      submissionCount,
    })
    .from(forms)
    .leftJoin(organizations, eq(organizations.id, forms.organizationId))
    .where(and(ofCenter(scope), where));
}

/** The centre's forms, newest first, with search (title) and access filters. */
export async function listForms(
  db: Database,
  scope: Scope,
  filter: FormFilter,
  page: { number: number; size: number },
): Promise<{ rows: FormRow[]; total: number }> {
  const where = and(
    filter.search ? ilike(forms.title, containing(filter.search)) : undefined,
    filter.accessPermission ? eq(forms.accessPermission, filter.accessPermission) : undefined,
  );
  return withTenant(db, scope.tenant, async (tx) => {
    const rows = await rowsQuery(tx, scope, where)
      .orderBy(desc(forms.updatedAt), desc(forms.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size);
    const [{ total }] = await tx
      .select({ total: count() })
      .from(forms)
      .where(and(ofCenter(scope), where));
    return { rows, total };
  });
}

export async function findForm(db: Database, scope: Scope, id: number, tx?: Executor): Promise<FormRow | null> {
  const read = async (executor: Executor) => (await rowsQuery(executor, scope, eq(forms.id, id)))[0] ?? null;
  return tx ? read(tx) : withTenant(db, scope.tenant, read);
}

/** An organization of the centre that is not deleted, or none. */
async function checkedOrganization(tx: Executor, scope: Scope, id: number | null | undefined) {
  if (id === undefined || id === null) return id;
  if (!(await isCenterOrganization(tx, scope, id))) throw new FormRuleError("organization_id", "organizationNotFound");
  return id;
}

/** Whether the form is one the product itself needs (the contact form): it stays, and stays public. */
async function systemKeyOf(tx: Executor, scope: Scope, id: number) {
  const [row] = await tx
    .select({ systemKey: forms.systemKey })
    .from(forms)
    .where(and(ofCenter(scope), eq(forms.id, id)));
  return row?.systemKey ?? null;
}

/** A sent moment as a Date; null clears it, undefined leaves it. */
const closesAt = (value: string | null | undefined) => (value == null ? value : new Date(value));

// The site's retention periods (privacy) read the centre's forms: a write makes the pages that show them old.
export async function createForm(db: Database, scope: Scope, input: FormCreate, actorUserId: number | null): Promise<FormRow> {
  return withTenant(db, scope.tenant, async (tx) => {
    const [created] = await tx
      .insert(forms)
      .values({
        tenantId: scope.tenant,
        centerId: scope.centerId,
        organizationId: (await checkedOrganization(tx, scope, input.organization_id)) ?? null,
        title: input.title,
        description: input.description ?? null,
        titleEn: input.title_en ?? null,
        descriptionEn: input.description_en ?? null,
        accessPermission: input.access_permission ?? "anonymous",
        isOpen: input.is_open ?? true,
        closesAt: closesAt(input.closes_at) ?? null,
        maxSubmissions: input.max_submissions ?? null,
        multipleSubmissions: input.multiple_submissions ?? false,
        retentionMonths: input.retention_months ?? DEFAULT_RETENTION_MONTHS,
      })
      .returning({ id: forms.id });
    await recordAudit(db, scope.tenant, { actorUserId, action: "form.created", subjectType: "form", subjectId: created.id }, tx);
    return (await findForm(db, scope, created.id, tx)) as FormRow;
  }).then(published(db, "forms", scope.tenant));
}

/** Changes what was sent; null when the form is not the centre's. */
export async function updateForm(
  db: Database,
  scope: Scope,
  id: number,
  input: FormUpdate,
  actorUserId: number,
): Promise<FormRow | null> {
  return withTenant(db, scope.tenant, async (tx) => {
    if (input.access_permission === "token_holder" && (await systemKeyOf(tx, scope, id))) {
      throw new FormRuleError("access_permission", "systemFormAccess");
    }
    const changed = await tx
      .update(forms)
      // Drizzle leaves out what is undefined, so only the sent fields change.
      .set({
        organizationId: await checkedOrganization(tx, scope, input.organization_id),
        title: input.title,
        description: input.description,
        titleEn: input.title_en,
        descriptionEn: input.description_en,
        accessPermission: input.access_permission,
        isOpen: input.is_open,
        closesAt: closesAt(input.closes_at),
        maxSubmissions: input.max_submissions,
        multipleSubmissions: input.multiple_submissions,
        retentionMonths: input.retention_months,
        updatedAt: new Date(),
      })
      .where(and(ofCenter(scope), eq(forms.id, id)))
      .returning({ id: forms.id });
    if (changed.length === 0) return null;
    await recordAudit(
      db,
      scope.tenant,
      { actorUserId, action: "form.updated", subjectType: "form", subjectId: id, details: { changed: Object.keys(input) } },
      tx,
    );
    return findForm(db, scope, id, tx);
  }).then(published(db, "forms", scope.tenant));
}

/** Removes the form with its questions and submissions (their personal data goes with them). */
export async function deleteForm(db: Database, scope: Scope, id: number, actorUserId: number): Promise<boolean> {
  return withTenant(db, scope.tenant, async (tx) => {
    if (await systemKeyOf(tx, scope, id)) throw new FormRuleError("", "systemFormDelete");
    const gone = await tx
      .delete(forms)
      .where(and(ofCenter(scope), eq(forms.id, id)))
      .returning({ title: forms.title });
    if (gone.length === 0) return false;
    await recordAudit(
      db,
      scope.tenant,
      {
        actorUserId,
        action: "form.deleted",
        subjectType: "form",
        subjectId: id,
        details: { title: gone[0].title, centerId: scope.centerId },
      },
      tx,
    );
    return true;
  }).then(published(db, "forms", scope.tenant));
}

/** The form's questions in order; removed ones only when asked (a submission's view of the past). */
export async function listQuestions(db: Database, scope: Scope, formId: number, options: { withDeleted?: boolean } = {}) {
  return withTenant(db, scope.tenant, (tx) =>
    tx
      .select()
      .from(formQuestions)
      .where(
        and(
          eq(formQuestions.tenantId, scope.tenant),
          eq(formQuestions.formId, formId),
          options.withDeleted ? undefined : eq(formQuestions.deleted, false),
        ),
      )
      .orderBy(asc(formQuestions.position), asc(formQuestions.id)),
  );
}
