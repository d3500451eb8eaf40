import { and, asc, eq } from "drizzle-orm";
import type { ContactField } from "../../../contract/contact-options";
import { DEFAULT_RETENTION_MONTHS, type FormQuestionCreate } from "../../../contract/forms";
import { type Database, withTenant } from "../../db/client";
import { optionsWithIds } from "./form-questions.service";
import { type FormRow, findForm, ofCenter, type Scope } from "./forms.service";
import { formQuestions, forms } from "./forms.table";

const contactOf = (scope: Scope) => and(ofCenter(scope), eq(forms.systemKey, "contact"));

/** The built-in contact form's questions, one per field of /contactformulier, in the centre's language (Dutch). */
const CONTACT_QUESTIONS: Record<ContactField, FormQuestionCreate> = {
  name: { question_type: "text", text: "Naam", required: true },
  email: { question_type: "email", text: "E-mailadres", required: true },
  subject: { question_type: "text", text: "Onderwerp", required: true },
  message: { question_type: "text", text: "Bericht", required: true, long_answer: true },
  consent: {
    question_type: "checkbox",
    text: "Toestemming",
    required: true,
    options: [{ label: "Mijn gegevens mogen worden bewaard om mijn vraag te beantwoorden." }],
  },
};

export interface ContactForm {
  form: FormRow;
  /** The question id of each field, for storing a message as a submission. */
  questionIds: Record<ContactField, number>;
  consentOption: string;
}

/**
 * The centre's contact form: made on first use, so every centre has one; its messages are its submissions and staff
 * read them beside the other forms. Safe to call concurrently (the unique system key makes one win).
 */
export async function contactForm(db: Database, scope: Scope): Promise<ContactForm> {
  const existing = await withTenant(db, scope.tenant, (tx) => tx.select({ id: forms.id }).from(forms).where(contactOf(scope)));
  const id = existing[0]?.id ?? (await createContactForm(db, scope));
  const [form, questions] = await Promise.all([
    findForm(db, scope, id),
    withTenant(db, scope.tenant, (tx) =>
      tx.select().from(formQuestions).where(eq(formQuestions.formId, id)).orderBy(asc(formQuestions.position)),
    ),
  ]);
  const fields = Object.keys(CONTACT_QUESTIONS) as ContactField[];
  const questionIds = Object.fromEntries(fields.map((field, index) => [field, questions[index].id])) as Record<
    ContactField,
    number
  >;
  return { form: form as FormRow, questionIds, consentOption: (CONTACT_QUESTIONS.consent.options ?? [])[0].label };
}

/** Form and questions in one transaction: a concurrent first use waits on the unique key and then finds them whole. */
async function createContactForm(db: Database, scope: Scope): Promise<number> {
  return withTenant(db, scope.tenant, async (tx) => {
    const [created] = await tx
      .insert(forms)
      .values({
        tenantId: scope.tenant,
        centerId: scope.centerId,
        systemKey: "contact",
        title: "Contactformulier",
        description: "Berichten van bezoekers via het contactformulier van de website.",
        accessPermission: "anonymous",
        retentionMonths: DEFAULT_RETENTION_MONTHS,
      })
      .onConflictDoNothing()
      .returning({ id: forms.id });
    if (!created) {
      const [winner] = await tx.select({ id: forms.id }).from(forms).where(contactOf(scope));
      return winner.id;
    }
    await tx.insert(formQuestions).values(
      Object.values(CONTACT_QUESTIONS).map((question, position) => ({
        tenantId: scope.tenant,
        formId: created.id,
        text: question.text,
        questionType: question.question_type,
        required: question.required ?? false,
        longAnswer: question.long_answer ?? false,
        options: optionsWithIds(question.options ?? [], []),
        position,
      })),
    );
    return created.id;
  });
}
