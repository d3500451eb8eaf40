import { and, asc, eq, sql } from "drizzle-orm";
import type { Answers } from "../../../contract/form-answers";
import type { PublicFormState } from "../../../contract/form-submissions";
import { type Database, type Executor, withTenant } from "../../db/client";
import { centerStaffIds } from "../notifications/notification-recipients.service";
import { notify } from "../notifications/notifications.service";
import { pages } from "../pages/pages.table";
import { type InvitationRow, invitationByToken, invitationState } from "./form-invitations.service";
import { createSubmission } from "./form-submissions.service";
import { FORM_MANAGERS } from "./forms.policy";
import { acceptsSubmissions, type FormRow, findForm, ofCenter, type Scope } from "./forms.service";
import { formQuestions, forms } from "./forms.table";
import { keptQuestion } from "./shown-answers";

/** What a token opens: a form, through its public link or a personal invitation, and whether it takes an answer now. */
export interface OpenedForm {
  form: FormRow;
  invitation: InvitationRow | null;
  state: PublicFormState;
  questions: (typeof formQuestions.$inferSelect)[];
}

/** A public token opens an anonymous form; any other token is looked up as an invitation to a token_holder form. */
async function formOfToken(tx: Executor, db: Database, scope: Scope, token: string) {
  const [anonymous] = await tx
    .select({ id: forms.id })
    .from(forms)
    .where(and(ofCenter(scope), eq(forms.publicToken, token), eq(forms.accessPermission, "anonymous")));
  if (anonymous) return { form: await findForm(db, scope, anonymous.id, tx), invitation: null };
  const invitation = await invitationByToken(tx, scope, token);
  if (!invitation) return null;
  const form = await findForm(db, scope, invitation.formId, tx);
  // A form made public later is answered through its public link; an old invitation still works for it.
  return form ? { form, invitation } : null;
}

function stateOf(form: FormRow, invitation: InvitationRow | null, now: Date): PublicFormState {
  if (invitation) {
    const personal = invitationState(invitation, now);
    if (personal !== "pending") return personal;
  }
  return acceptsSubmissions(form, now) ? "open" : "closed";
}

async function opened(tx: Executor, db: Database, scope: Scope, token: string, now: Date): Promise<OpenedForm | null> {
  const found = await formOfToken(tx, db, scope, token);
  if (!found?.form) return null;
  const { form, invitation } = found;
  const questions = await tx
    .select()
    .from(formQuestions)
    .where(and(eq(formQuestions.formId, form.id), eq(formQuestions.deleted, false)))
    .orderBy(asc(formQuestions.position), asc(formQuestions.id));
  return { form, invitation, state: stateOf(form, invitation, now), questions };
}

/** A published page of the centre shows the form in a BuilderForm block (the published version, not a draft). */
const shownOnPublishedPage = (scope: Scope, id: number) => sql`exists (
  select 1 from ${pages}
  where ${pages.tenantId} = ${scope.tenant} and ${pages.centerId} = ${scope.centerId} and ${pages.published} is not null
    and ${pages.published}->'blocks' @> ${JSON.stringify([{ type: "BuilderForm", form: id }])}::jsonb)`;

/**
 * A public form of the site's centre by its id, as a content page embeds it (the BuilderForm block): only one a
 * published page shows, unless `anyForm` (its managers preview drafts), so counting ids finds no public token; else null.
 */
export function openEmbeddedForm(db: Database, scope: Scope, id: number, anyForm: boolean, now = new Date()) {
  return withTenant(db, scope.tenant, async (tx) => {
    const [row] = await tx
      .select({ token: forms.publicToken })
      .from(forms)
      .where(
        and(
          ofCenter(scope),
          eq(forms.id, id),
          eq(forms.accessPermission, "anonymous"),
          anyForm ? undefined : shownOnPublishedPage(scope, id),
        ),
      );
    const form = row ? await opened(tx, db, scope, row.token, now) : null;
    return form && row ? { ...form, token: row.token } : null;
  });
}

/** The form a token opens on the site's centre, or null. */
export function openForm(db: Database, scope: Scope, token: string, now = new Date()) {
  return withTenant(db, scope.tenant, (tx) => opened(tx, db, scope, token, now));
}

/**
 * Stores an answer if the form still takes it. The form's row is locked first, so two respondents cannot both take the
 * last place under a maximum, nor one invitation be used twice. `check` validates the answers against the questions
 * read in this transaction and returns them; `after` runs inside it (the copy by mail).
 */
export async function submitForm(
  db: Database,
  scope: Scope,
  token: string,
  check: (opened: OpenedForm) => Answers,
  after: (
    tx: Executor,
    opened: OpenedForm,
    submission: { id: number; respondentEmail: string | null; answers: Answers },
  ) => Promise<void>,
  now = new Date(),
): Promise<{ opened: OpenedForm | null; submission: { id: number; respondentEmail: string | null } | null }> {
  return withTenant(db, scope.tenant, async (tx) => {
    const first = await formOfToken(tx, db, scope, token);
    if (!first?.form) return { opened: null, submission: null };
    await tx.execute(sql`select 1 from ${forms} where ${forms.id} = ${first.form.id} for update`);
    const current = await opened(tx, db, scope, token, now);
    if (current?.state !== "open") return { opened: current, submission: null };
    const answers = check(current);
    const respondentEmail = current.invitation?.email ?? firstEmailAnswer(current, answers);
    const row = await createSubmission(tx, scope, {
      formId: current.form.id,
      questions: current.questions.map((question) => keptQuestion(question)),
      answers,
      respondentEmail,
      invitationId: current.invitation?.id ?? null,
    });
    await notify(tx, scope.tenant, await centerStaffIds(tx, scope.tenant, scope.centerId, FORM_MANAGERS), {
      kind: "form_submitted",
      data: { form: current.form.title },
      link: `/form_builder/${current.form.id}/submissions/${row.id}`,
    });
    await after(tx, current, { id: row.id, respondentEmail, answers });
    return { opened: current, submission: { id: row.id, respondentEmail } };
  });
}

/** The answer to the form's first e-mail question: where a public form's copy goes. */
function firstEmailAnswer(opened: OpenedForm, answers: Answers): string | null {
  const question = opened.questions.find((q) => q.questionType === "email" && typeof answers[q.id] === "string");
  return question ? (answers[question.id] as string) : null;
}
