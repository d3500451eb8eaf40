import { randomBytes } from "node:crypto";
import { and, asc, count, eq, ne } from "drizzle-orm";
import {
  CHOICE_QUESTION_TYPES,
  FORM_LIMITS,
  type FormOption,
  type FormOptionInput,
  type FormQuestionCreate,
  type FormQuestionType,
  type FormQuestionUpdate,
  MIN_OPTIONS,
} from "../../../contract/forms";
import { type Database, type Executor, withTenant } from "../../db/client";
import { recordAudit } from "../audit/audit.service";
import type { Scope } from "./forms.service";
import { formQuestions, forms } from "./forms.table";

export type FormQuestionRow = typeof formQuestions.$inferSelect;

/** A rule a schema cannot know; `field` is the attribute it is about ("" for the whole question). */
export class QuestionRuleError extends Error {
  constructor(
    readonly field: "options" | "",
    readonly reason: "full" | "choiceOptions" | "systemForm",
    readonly min?: number,
  ) {
    super(reason);
  }
}

/** The built-in contact form asks exactly what its page sends: its questions stay as they are. */
async function refuseSystemForm(tx: Executor, formId: number) {
  const [form] = await tx.select({ systemKey: forms.systemKey }).from(forms).where(eq(forms.id, formId));
  if (form?.systemKey) throw new QuestionRuleError("", "systemForm");
}

const live = (formId: number) => and(eq(formQuestions.formId, formId), eq(formQuestions.deleted, false));

async function orderedIds(tx: Executor, formId: number, without?: number): Promise<number[]> {
  const rows = await tx
    .select({ id: formQuestions.id })
    .from(formQuestions)
    .where(and(live(formId), without === undefined ? undefined : ne(formQuestions.id, without)))
    .orderBy(asc(formQuestions.position), asc(formQuestions.id));
  return rows.map((row) => row.id);
}

/** Numbers the questions 0, 1, 2... in the given order of ids. */
async function renumber(tx: Executor, ids: number[]) {
  for (const [position, id] of ids.entries()) {
    await tx.update(formQuestions).set({ position }).where(eq(formQuestions.id, id));
  }
}

/** Puts `id` at `position` among the form's questions. */
async function place(tx: Executor, formId: number, id: number, position: number) {
  const others = await orderedIds(tx, formId, id);
  const at = Math.min(position, others.length);
  await renumber(tx, [...others.slice(0, at), id, ...others.slice(at)]);
}

/**
 * The sent options with their ids: a sent id of this question's is kept, an option sent by label alone takes the id of
 * the option that had that label, a new one gets a new id; an English label not sent stays (a label alone keeps it).
 */
export function optionsWithIds(sent: readonly FormOptionInput[], current: readonly FormOption[]): FormOption[] {
  const taken = new Set<string>();
  return sent.map((option) => {
    const before =
      current.find((old) => old.id === option.id && !taken.has(old.id)) ??
      current.find((old) => old.label === option.label && !taken.has(old.id));
    let id = before?.id;
    while (!id || taken.has(id)) id = randomBytes(4).toString("hex");
    taken.add(id);
    const labelEn = option.label_en === undefined ? (before?.label_en ?? null) : option.label_en;
    return labelEn ? { id, label: option.label, label_en: labelEn } : { id, label: option.label };
  });
}

/** What a type keeps: options for choices, a long answer for text, never required for an explanation. */
function shaped(type: FormQuestionType, fields: { options: FormOption[]; longAnswer: boolean; required: boolean }) {
  const min = MIN_OPTIONS[type];
  if (min !== undefined && fields.options.length < min) throw new QuestionRuleError("options", "choiceOptions", min);
  return {
    options: CHOICE_QUESTION_TYPES.includes(type) ? fields.options : [],
    longAnswer: type === "text" && fields.longAnswer,
    required: type !== "info_section" && fields.required,
  };
}

// A change to the questions is a change to the form: its list shows it as recently edited.
const touch = (tx: Executor, formId: number) => tx.update(forms).set({ updatedAt: new Date() }).where(eq(forms.id, formId));

const one = async (tx: Executor, id: number) =>
  (await tx.select().from(formQuestions).where(eq(formQuestions.id, id)))[0] as FormQuestionRow;

/** A new question at the end of the form, or at `position`. */
export async function createQuestion(
  db: Database,
  scope: Scope,
  formId: number,
  input: FormQuestionCreate,
  actorUserId: number | null,
): Promise<FormQuestionRow> {
  return withTenant(db, scope.tenant, async (tx) => {
    await refuseSystemForm(tx, formId);
    const [{ total }] = await tx.select({ total: count() }).from(formQuestions).where(live(formId));
    if (total >= FORM_LIMITS.questions) throw new QuestionRuleError("", "full");
    const [created] = await tx
      .insert(formQuestions)
      .values({
        tenantId: scope.tenant,
        formId,
        text: input.text,
        textEn: input.text_en ?? null,
        questionType: input.question_type,
        position: total,
        ...shaped(input.question_type, {
          options: optionsWithIds(input.options ?? [], []),
          longAnswer: input.long_answer ?? false,
          required: input.required ?? false,
        }),
      })
      .returning({ id: formQuestions.id });
    if (input.position !== undefined) await place(tx, formId, created.id, input.position);
    await touch(tx, formId);
    await recordAudit(
      db,
      scope.tenant,
      { actorUserId, action: "form.question_added", subjectType: "form", subjectId: formId, details: { questionId: created.id } },
      tx,
    );
    return one(tx, created.id);
  });
}

/** Changes what was sent; a position moves it among the others. Null when the form has no such (live) question. */
export async function updateQuestion(
  db: Database,
  scope: Scope,
  formId: number,
  id: number,
  input: FormQuestionUpdate,
  actorUserId: number,
): Promise<FormQuestionRow | null> {
  return withTenant(db, scope.tenant, async (tx) => {
    await refuseSystemForm(tx, formId);
    const [current] = await tx
      .select()
      .from(formQuestions)
      .where(and(live(formId), eq(formQuestions.id, id)));
    if (!current) return null;
    const type = input.question_type ?? current.questionType;
    await tx
      .update(formQuestions)
      .set({
        text: input.text,
        textEn: input.text_en,
        questionType: type,
        ...shaped(type, {
          options: input.options ? optionsWithIds(input.options, current.options) : current.options,
          longAnswer: input.long_answer ?? current.longAnswer,
          required: input.required ?? current.required,
        }),
      })
      .where(eq(formQuestions.id, id));
    if (input.position !== undefined) await place(tx, formId, id, input.position);
    await touch(tx, formId);
    await recordAudit(
      db,
      scope.tenant,
      {
        actorUserId,
        action: "form.question_changed",
        subjectType: "form",
        subjectId: formId,
        details: { questionId: id, changed: Object.keys(input) },
      },
      tx,
    );
    return one(tx, id);
  });
}

/**
 * Takes the question off the form; its row stays (deleted) so that earlier submissions still show it. The ones after
 * it move up.
 */
export async function deleteQuestion(db: Database, scope: Scope, formId: number, id: number, actorUserId: number) {
  return withTenant(db, scope.tenant, async (tx) => {
    await refuseSystemForm(tx, formId);
    const gone = await tx
      .update(formQuestions)
      .set({ deleted: true })
      .where(and(live(formId), eq(formQuestions.id, id)))
      .returning({ id: formQuestions.id });
    if (gone.length === 0) return false;
    await renumber(tx, await orderedIds(tx, formId));
    await touch(tx, formId);
    await recordAudit(
      db,
      scope.tenant,
      { actorUserId, action: "form.question_removed", subjectType: "form", subjectId: formId, details: { questionId: id } },
      tx,
    );
    return true;
  });
}
