import { useState } from "react";
import { Link } from "react-router";
import {
  CHOICE_QUESTION_TYPES,
  FORM_LIMITS,
  FORM_QUESTION_TYPES,
  type FormQuestion,
  type FormQuestionType,
} from "../../../contract/forms";
import type { FieldErrors } from "../../../contract/validation";
import { Button } from "../../components/ui/button";
import { CHECKBOX, FIELDSET, Field, INPUT, LEGEND } from "../../components/ui/field";
import { Form } from "../../components/ui/form";
import { SelectField } from "../../components/ui/select-field";
import { useHydrated } from "../../lib/hydration";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/forms";

/** What the question form shows: the question being edited, or what was sent and refused. */
export interface QuestionValues {
  text: string;
  questionType: FormQuestionType;
  required: boolean;
  longAnswer: boolean;
  /** One choice per line. */
  options: string;
}

export const questionValues = (question: FormQuestion | null): QuestionValues => ({
  text: question?.text ?? "",
  questionType: question?.questionType ?? "text",
  required: question?.required ?? false,
  longAnswer: question?.longAnswer ?? false,
  options: question?.options.join("\n") ?? "",
});

/** The first error of the options or of one of them (options/3). */
const optionsError = (errors: FieldErrors) =>
  errors.options ?? Object.entries(errors).find(([key]) => key.startsWith("options/"))?.[1];

/**
 * Adding and editing a question. The fields a kind does not use hide once JavaScript runs; without it they show,
 * and the API ignores what the kind does not keep.
 */
export function QuestionForm({
  editing,
  values,
  errors,
  cancelTo,
}: {
  editing: FormQuestion | null;
  values: QuestionValues;
  errors: FieldErrors;
  cancelTo: string;
}) {
  const { t } = useTranslation();
  const label = (key: string, options?: Record<string, unknown>) => t(`forms:questions.form.${key}`, options);
  const [type, setType] = useState(values.questionType);
  const hydrated = useHydrated();
  const shows = (field: "options" | "longAnswer" | "required") => {
    if (!hydrated) return true;
    if (field === "options") return CHOICE_QUESTION_TYPES.includes(type);
    if (field === "longAnswer") return type === "text";
    return type !== "info_section";
  };
  const choicesError = optionsError(errors);
  return (
    <Form method="post" noValidate className="flex flex-col gap-4" id="question-form" aria-labelledby="question-form-title">
      <input type="hidden" name="intent" value="question" />
      {editing && <input type="hidden" name="id" value={editing.id} />}
      <fieldset className={FIELDSET}>
        <legend id="question-form-title" className={LEGEND}>
          {editing ? label("editTitle") : label("addTitle")}
        </legend>
        <Field id="question_text" label={label("text")} required error={errors.text}>
          <textarea
            id="question_text"
            name="text"
            rows={2}
            className={`${INPUT} h-auto py-2`}
            maxLength={FORM_LIMITS.questionText}
            defaultValue={values.text}
            aria-describedby={["question_text-hint", errors.text ? "question_text-error" : null].filter(Boolean).join(" ")}
            aria-invalid={errors.text ? true : undefined}
          />
          <p id="question_text-hint" className="text-sm text-fg-muted">
            {label("textHint")}
          </p>
        </Field>
        <SelectField
          id="question_type"
          name="question_type"
          label={label("type")}
          error={errors.question_type}
          options={FORM_QUESTION_TYPES.map((value) => [value, t(`forms:types.${value}`)] as const)}
          value={type}
          onChange={(event) => setType(event.target.value as FormQuestionType)}
        />
        {shows("options") && (
          <Field id="question_options" label={label("options")} required error={choicesError}>
            <textarea
              id="question_options"
              name="options"
              rows={5}
              className={`${INPUT} h-auto py-2`}
              defaultValue={values.options}
              aria-describedby={["question_options-hint", choicesError ? "question_options-error" : null]
                .filter(Boolean)
                .join(" ")}
              aria-invalid={choicesError ? true : undefined}
            />
            <p id="question_options-hint" className="text-sm text-fg-muted">
              {label("optionsHint", { max: FORM_LIMITS.options })}
            </p>
          </Field>
        )}
        {shows("required") && (
          <label className="flex min-h-11 items-start gap-3">
            <input type="checkbox" name="required" className={CHECKBOX} defaultChecked={values.required} />
            <span>{label("required")}</span>
          </label>
        )}
        {shows("longAnswer") && (
          <label className="flex min-h-11 items-start gap-3">
            <input type="checkbox" name="long_answer" className={CHECKBOX} defaultChecked={values.longAnswer} />
            <span>{label("longAnswer")}</span>
          </label>
        )}
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" size="lg">
            {editing ? label("save") : label("add")}
          </Button>
          {editing && (
            <Link
              to={cancelTo}
              className="inline-flex min-h-11 items-center font-medium text-link underline-offset-4 hover:underline"
            >
              {label("cancel")}
            </Link>
          )}
        </div>
      </fieldset>
    </Form>
  );
}
