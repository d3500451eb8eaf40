import { useMemo, useState } from "react";
import type { Answers } from "../../contract/form-answers";
import { CHOICE_QUESTION_TYPES, type FormQuestion, type FormQuestionType } from "../../contract/forms";
import { DevPage, JsonBlock } from "../features/dev/dev-page";
import { FormView } from "../features/forms/form-view";
import { useTranslation } from "../lib/i18n";
import type { RouteHandle } from "../lib/route-handle";
import "../lib/texts/dev-pages";

export const handle: RouteHandle = { title: "dev-pages:formBuilder.title" };

const OPTIONS = ["a", "b", "c"];

/** Every kind of question once (FORM_QUESTION_TYPES), some required, with a long text beside the short one. */
const QUESTIONS: [key: string, type: FormQuestionType, required: boolean, longAnswer?: boolean][] = [
  ["info", "info_section", false],
  ["name", "text", true],
  ["story", "text", false, true],
  ["choice", "multiple_choice", true],
  ["day", "date", true],
  ["count", "number", false],
  ["boxes", "checkbox", false],
  ["email", "email", true],
  ["website", "url", false],
  ["phone", "phone", false],
  ["time", "time", false],
];

/** Developer page: a form with every kind of question, checked on blur; sending shows the checked answers. */
export default function FormBuilderTest() {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<Answers | null>(null);
  const questions = useMemo(
    () =>
      QUESTIONS.map(
        ([key, questionType, required, longAnswer = false], position): FormQuestion => ({
          id: String(position + 1),
          type: "form_questions",
          text: t(`dev-pages:formBuilder.questions.${key}`),
          textEn: null,
          questionType,
          required,
          position,
          longAnswer,
          options: CHOICE_QUESTION_TYPES.includes(questionType)
            ? OPTIONS.map((o) => ({ id: o, label: t(`dev-pages:formBuilder.options.${o}`), labelEn: null }))
            : [],
          deleted: false,
        }),
      ),
    [t],
  );
  return (
    <DevPage page="formBuilder">
      <div className="rounded-xl border border-border bg-surface p-4 sm:p-8">
        <FormView
          title={t("dev-pages:formBuilder.formTitle")}
          description={t("dev-pages:formBuilder.formDescription")}
          questions={questions}
          headingLevel="h2"
          submitLabel={t("dev-pages:formBuilder.send")}
          onValid={(event, checked) => {
            event.preventDefault();
            setAnswers(checked);
          }}
        />
      </div>
      {answers && (
        <section aria-labelledby="checked-answers" className="flex flex-col gap-2">
          <h2 id="checked-answers" className="text-xl font-semibold">
            {t("dev-pages:formBuilder.answers")}
          </h2>
          <JsonBlock value={answers} testId="checked-answers" />
        </section>
      )}
    </DevPage>
  );
}
