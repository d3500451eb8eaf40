import { type FocusEvent, type FormEvent, type ReactNode, useId, useMemo, useState } from "react";
import type { ContentLanguage } from "../../../contract/content-languages";
import { ANSWER_LIMITS, type Answer, type Answers, answersSchema } from "../../../contract/form-answers";
import type { FormQuestion } from "../../../contract/forms";
import type { FieldErrors, Translate } from "../../../contract/validation";
import { Button } from "../../components/ui/button";
import { CHECKBOX, Field, INPUT } from "../../components/ui/field";
import { FormAlert } from "../../components/ui/form-alert";
import { useAuthoredText } from "../../lib/content-language";
import { formValidator } from "../../lib/form-validator";
import { useTranslation } from "../../lib/i18n";
import { useLocale } from "../../lib/locale";
import { OnlyInDutch } from "../../lib/only-in-dutch";
import "../../lib/texts/form-answers";

/** A question's control id: ids are numbers, which must not clash with the page's other ids. */
const controlId = (question: FormQuestion) => `question-${question.id}`;

/** What a question's controls hold now: the ticked boxes of a group, else the one value. */
function answerOf(form: HTMLFormElement, question: FormQuestion): unknown {
  if (question.questionType === "checkbox") return new FormData(form).getAll(question.id).map(String);
  return new FormData(form).get(question.id) ?? "";
}

const INPUT_TYPES: Partial<Record<FormQuestion["questionType"], { type: string; autoComplete?: string; inputMode?: "decimal" }>> =
  {
    email: { type: "email", autoComplete: "email" },
    url: { type: "url" },
    phone: { type: "tel", autoComplete: "tel" },
    number: { type: "text", inputMode: "decimal" },
    date: { type: "date" },
    time: { type: "time" },
  };

type Authored = { text: string; lang: ContentLanguage | undefined };

/** A question's words as the respondent reads them: English on /en where written, else the Dutch marked as Dutch. */
interface ShownQuestion {
  text: Authored;
  options: { id: string; label: Authored }[];
}

function shownQuestion(question: FormQuestion, authored: ReturnType<typeof useAuthoredText>): ShownQuestion {
  return {
    text: authored(question.text, question.textEn),
    options: question.options.map((option) => ({ id: option.id, label: authored(option.label, option.labelEn) })),
  };
}

function Question({
  question,
  shown,
  value,
  error,
  onBlur,
}: {
  question: FormQuestion;
  shown: ShownQuestion;
  /** What was sent before, shown again after the server refused it (a page sent without JavaScript). */
  value?: Answer;
  error?: string;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}) {
  const { t } = useTranslation();
  const id = controlId(question);
  const invalid = error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};
  if (question.questionType === "info_section") {
    return (
      <p className="whitespace-pre-line text-fg" lang={shown.text.lang}>
        {shown.text.text}
      </p>
    );
  }
  if (question.questionType === "multiple_choice" || question.questionType === "checkbox") {
    const radio = question.questionType === "multiple_choice";
    return (
      <fieldset className="flex flex-col gap-1" {...invalid} onBlur={onBlur}>
        <legend className="mb-1 text-sm font-medium">
          <span lang={shown.text.lang}>{shown.text.text}</span>{" "}
          <span className="font-normal text-fg-muted">
            ({question.required ? t("validation:required") : t("validation:optional")})
          </span>
        </legend>
        {shown.options.map((option) => (
          <label key={option.id} className="flex min-h-11 items-start gap-3">
            <input
              type={radio ? "radio" : "checkbox"}
              name={question.id}
              value={option.id}
              defaultChecked={Array.isArray(value) ? value.includes(option.id) : value === option.id}
              className={CHECKBOX}
            />
            <span lang={option.label.lang}>{option.label.text}</span>
          </label>
        ))}
        {error && (
          <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
      </fieldset>
    );
  }
  const common = { id, name: question.id, defaultValue: typeof value === "string" ? value : undefined, onBlur, ...invalid };
  return (
    <Field id={id} label={shown.text.text} labelLang={shown.text.lang} required={question.required} error={error}>
      {question.questionType === "text" && question.longAnswer ? (
        <textarea {...common} rows={5} maxLength={ANSWER_LIMITS.longText} className={`${INPUT} h-auto py-2`} />
      ) : (
        <input
          {...common}
          {...(INPUT_TYPES[question.questionType] ?? { type: "text" })}
          maxLength={question.questionType === "text" ? ANSWER_LIMITS.shortText : undefined}
          className={`${INPUT} ${["date", "time", "number"].includes(question.questionType) ? "sm:max-w-60" : ""}`}
        />
      )}
    </Field>
  );
}

const NO_ERRORS: FieldErrors = {};

/**
 * A form as its respondent sees it: the text above it and its questions, each checked when it is left (spec section
 * 5) and all on sending, with the API's own rules (contract/form-answers.ts). `onValid` gets the checked answers;
 * unless it prevents the event, the browser posts the form. `children` (hidden fields) go inside, before the button.
 */
export function FormView({
  title,
  description,
  titleEn = null,
  descriptionEn = null,
  questions,
  headingLevel,
  submitLabel,
  values,
  serverErrors = NO_ERRORS,
  onValid,
  action,
  children,
}: {
  title: string;
  description: string | null;
  /** The English words, shown on /en where the centre publishes English (decision 36). */
  titleEn?: string | null;
  descriptionEn?: string | null;
  questions: FormQuestion[];
  headingLevel: "h1" | "h2";
  submitLabel: string;
  /** The answers sent before, when the server refused them. */
  values?: Record<string, Answer>;
  serverErrors?: FieldErrors;
  onValid: (event: FormEvent<HTMLFormElement>, answers: Answers) => void;
  /** Where the answers are posted: the form's own page when it is shown on another (a content page's block). */
  action?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const validator = useMemo(() => formValidator(answersSchema(questions), t as Translate, locale), [questions, t, locale]);
  const [errors, setErrors] = useState<FieldErrors>(serverErrors);
  // A new refusal from the server replaces what the browser found (the form stays mounted, its answers typed in).
  const [shownServerErrors, setShownServerErrors] = useState(serverErrors);
  if (shownServerErrors !== serverErrors) {
    setShownServerErrors(serverErrors);
    setErrors(serverErrors);
  }
  const authored = useAuthoredText();
  const shownTitle = authored(title, titleEn);
  const shownDescription = description ? authored(description, descriptionEn) : null;
  const shownQuestions = questions.map((question) => shownQuestion(question, authored));
  // One note for the form: some of its words are only in Dutch.
  const dutchLeft = [shownTitle, shownDescription, ...shownQuestions.flatMap((q) => [q.text, ...q.options.map((o) => o.label)])]
    .map((shown) => shown?.lang)
    .find(Boolean);
  const Heading = headingLevel;
  // A content page may show more than one form.
  const titleId = useId();

  const check = (question: FormQuestion) => (event: FocusEvent<HTMLElement>) => {
    // A group is left only when the focus leaves all its boxes.
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    const form = (event.target as HTMLInputElement).form;
    if (!form) return;
    const result = validator.field(question.id, answerOf(form, question));
    setErrors((previous) => {
      const next = { ...previous };
      if (result?.message) next[question.id] = result.message;
      else delete next[question.id];
      return next;
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const answered = questions.filter((question) => question.questionType !== "info_section");
    const values = Object.fromEntries(answered.map((question) => [question.id, answerOf(form, question)]));
    const result = validator.form(values);
    if (!result.ok) {
      event.preventDefault();
      setErrors(result.errors);
      const first = questions.find((question) => Object.keys(result.errors).some((key) => key.split(".")[0] === question.id));
      // The first question at fault: its field, or the first box of its group.
      if (first) (document.getElementById(controlId(first)) ?? form.querySelector<HTMLElement>(`[name="${first.id}"]`))?.focus();
      return;
    }
    setErrors({});
    onValid(event, result.data as Answers);
  };

  const errorOf = (question: FormQuestion) =>
    errors[question.id] ?? Object.entries(errors).find(([key]) => key.startsWith(`${question.id}.`))?.[1];
  return (
    <form method="post" action={action} noValidate onSubmit={submit} className="flex flex-col gap-6" aria-labelledby={titleId}>
      <div className="flex flex-col gap-2">
        {/* A long Dutch compound in a title hyphenates on a narrow phone instead of breaking anywhere. */}
        <Heading id={titleId} className="text-2xl font-bold break-words hyphens-auto sm:text-3xl" lang={shownTitle.lang}>
          {shownTitle.text}
        </Heading>
        <OnlyInDutch lang={dutchLeft} />
        {shownDescription && (
          <p className="whitespace-pre-line text-fg-muted" lang={shownDescription.lang}>
            {shownDescription.text}
          </p>
        )}
      </div>
      {Object.keys(errors).length > 0 && <FormAlert>{errors._form ?? t("validation:formErrors")}</FormAlert>}
      {questions.map((question, index) => (
        <Question
          key={question.id}
          question={question}
          shown={shownQuestions[index]}
          value={values?.[question.id]}
          error={errorOf(question)}
          onBlur={check(question)}
        />
      ))}
      {children}
      <div>
        <Button type="submit" size="lg">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
