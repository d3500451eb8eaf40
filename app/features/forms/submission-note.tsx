import { Button } from "../../components/ui/button";
import { Field, INPUT } from "../../components/ui/field";
import { Form } from "../../components/ui/form";
import { hintedProps } from "../../components/ui/hinted-props";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/forms";

/** The API's bound on a note (submissionUpdateSchema). */
const NOTE_MAX = 10_000;

/** Staff's note on a submission, never shown to the respondent; emptied, it is removed. */
export function SubmissionNote({ note, error }: { note: string | null; error?: string }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`forms:submission.${key}`);
  return (
    <Form method="post" className="flex flex-col gap-3">
      <input type="hidden" name="intent" value="note" />
      <Field id="note" label={label("note")} error={error}>
        <textarea
          id="note"
          name="note"
          rows={4}
          maxLength={NOTE_MAX}
          className={`${INPUT} h-auto py-2`}
          defaultValue={note ?? ""}
          {...hintedProps("note", error)}
        />
        <p id="note-hint" className="text-sm text-fg-muted">
          {label("noteHint")}
        </p>
      </Field>
      <div>
        <Button type="submit" flavor="pastel">
          {label("saveNote")}
        </Button>
      </div>
    </Form>
  );
}
