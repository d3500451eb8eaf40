import type { Answers } from "../../../contract/form-answers";
import type { FormQuestionRow } from "./form-questions.service";
import type { AnsweredQuestion } from "./forms.table";

/** A question as a submission keeps it: its text in `english` where written, its Dutch labels and the options' ids. */
export const keptQuestion = (question: FormQuestionRow, english = false): AnsweredQuestion => ({
  id: question.id,
  text: (english && question.textEn) || question.text,
  questionType: question.questionType,
  options: question.options.map((option) => option.label),
  optionIds: question.options.map((option) => option.id),
});

/**
 * The answers as the respondent saw them: a chosen option's id (as `answersSchema` gives it) becomes its label, the
 * English one where the form was shown in English and the option has it, so lists, CSV and mails read it as before.
 */
export function shownAnswers(questions: readonly FormQuestionRow[], answers: Answers, english: boolean): Answers {
  const shown: Answers = { ...answers };
  for (const question of questions) {
    const answer = answers[question.id];
    if (answer === undefined || question.options.length === 0) continue;
    const label = (id: string) => {
      const option = question.options.find((candidate) => candidate.id === id);
      return option ? (english && option.label_en) || option.label : id;
    };
    shown[question.id] = Array.isArray(answer) ? answer.map(label) : label(answer);
  }
  return shown;
}
