import { useFetcher } from "react-router";
import type { FormQuestion } from "../../../contract/forms";
import { RowActions } from "../../components/ui/row-actions";
import { SortableList } from "../../components/ui/sortable-list";
import { useTranslation } from "../../lib/i18n";
import { rowTexts } from "../content/row-texts";
import "../../lib/texts/forms";

/** A form's questions in their order: text, kind, required and choices, a drag handle, up and down, edit and delete. */
export function QuestionList({
  questions,
  editHref,
}: {
  questions: FormQuestion[];
  editHref: (question: FormQuestion) => string;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const label = (key: string, options?: Record<string, unknown>) => t(`forms:questions.${key}`, options);
  const move = (id: string, position: number) =>
    fetcher.submit({ intent: "move", id, position: String(position) }, { method: "post" });
  // SortableList names rows by `name`: the question's text.
  const items = questions.map((question) => ({ ...question, name: question.text }));
  return (
    <SortableList id="questions" items={items} onMove={move} className="flex flex-col gap-2" label={label("listLabel")}>
      {(question, handle) => {
        const index = items.findIndex((q) => q.id === question.id);
        return (
          <div
            className="flex items-center gap-3 rounded-lg border border-border bg-surface-raised p-2 max-sm:flex-wrap"
            data-testid="question-row"
          >
            {handle}
            <div className="min-w-0 flex-1 py-1 max-sm:min-w-[calc(100%-3.5rem)]">
              <p className="font-semibold break-words">{question.text}</p>
              <p className="text-sm text-fg-muted">
                {t(`forms:types.${question.questionType}`)}
                {question.required && ` · ${label("required")}`}
                {question.options.length > 0 && ` · ${label("options", { count: question.options.length })}`}
              </p>
            </div>
            <RowActions
              id={question.id}
              index={index}
              count={items.length}
              editHref={editHref(question)}
              texts={rowTexts(t, "forms:questions", question.text, label("confirmDelete", { name: question.text }))}
            />
          </div>
        );
      }}
    </SortableList>
  );
}
