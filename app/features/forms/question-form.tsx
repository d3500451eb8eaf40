import { useState } from "react";
import {
  CHOICE_QUESTION_TYPES,
  FORM_LIMITS,
  FORM_QUESTION_TYPES,
  type FormQuestion,
  type FormQuestionType,
} from "../../../contract/forms";
import type { FieldErrors } from "../../../contract/validation";
import { CheckboxField } from "../../components/ui/checkbox-field";
import { ItemForm } from "../../components/ui/item-form";
import { SelectField } from "../../components/ui/select-field";
import { TextAreaField } from "../../components/ui/textarea-field";
import { usePublishesEnglish } from "../../lib/content-language";
import { useHydrated } from "../../lib/hydration";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/forms";
import { EnglishHint } from "./form-english-fields";

/** What the question form shows: the question being edited, or what was sent and refused. */
export interface QuestionValues {
  text: string;
  questionType: FormQuestionType;
  required: boolean;
  longAnswer: boolean;
  /** One choice per line. */
  options: string;
  textEn: string;
  /** The choices in English, one per line in the Dutch order; an empty line: that choice has none. */
  optionsEn: string;
}

export const questionValues = (question: FormQuestion | null): QuestionValues => ({
  text: question?.text ?? "",
  questionType: question?.questionType ?? "text",
  required: question?.required ?? false,
  longAnswer: question?.longAnswer ?? false,
  options: question?.options.map((option) => option.label).join("\n") ?? "",
  textEn: question?.textEn ?? "",
  optionsEn: question?.options.map((option) => option.labelEn ?? "").join("\n") ?? "",
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
  copied,
  cancelTo,
}: {
  editing: FormQuestion | null;
  values: QuestionValues;
  errors: FieldErrors;
  /** The English fields hold the Dutch, copied and not yet saved. */
  copied?: boolean;
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
  const publishesEnglish = usePublishesEnglish();
  return (
    <ItemForm
      id="question-form"
      title={editing ? label("editTitle") : label("addTitle")}
      itemId={editing?.id}
      hidden={{ intent: "question" }}
      noValidate
      submit={editing ? label("save") : label("add")}
      cancel={editing && { to: cancelTo, label: label("cancel") }}
    >
      <TextAreaField
        id="question_text"
        label={label("text")}
        required
        error={errors.text}
        hint={label("textHint")}
        name="text"
        rows={2}
        maxLength={FORM_LIMITS.questionText}
        defaultValue={values.text}
      />
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
        <TextAreaField
          id="question_options"
          label={label("options")}
          required
          error={choicesError}
          hint={label("optionsHint", { max: FORM_LIMITS.options })}
          name="options"
          rows={5}
          defaultValue={values.options}
        />
      )}
      {shows("required") && <CheckboxField label={label("required")} name="required" defaultChecked={values.required} />}
      {shows("longAnswer") && <CheckboxField label={label("longAnswer")} name="long_answer" defaultChecked={values.longAnswer} />}
      {publishesEnglish && (
        <fieldset className="flex flex-col gap-4" data-testid="question-english">
          <legend className="mb-2 text-base font-semibold">{t("forms:english.legend")}</legend>
          <EnglishHint translated={Boolean(editing?.textEn)} copied={copied} />
          <TextAreaField
            id="question_text_en"
            label={label("textEn")}
            error={errors.text_en}
            name="text_en"
            lang="en"
            rows={2}
            maxLength={FORM_LIMITS.questionText}
            defaultValue={values.textEn}
          />
          {shows("options") && (
            <TextAreaField
              id="question_options_en"
              label={label("optionsEn")}
              hint={label("optionsEnHint")}
              name="options_en"
              lang="en"
              rows={5}
              defaultValue={values.optionsEn}
            />
          )}
        </fieldset>
      )}
    </ItemForm>
  );
}
