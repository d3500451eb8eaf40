import { Button } from "../../components/ui/button";
import { Form } from "../../components/ui/form";
import { TextAreaField } from "../../components/ui/textarea-field";
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
      <TextAreaField
        id="note"
        label={label("note")}
        error={error}
        hint={label("noteHint")}
        rows={4}
        maxLength={NOTE_MAX}
        defaultValue={note ?? ""}
      />
      <div>
        <Button type="submit" flavor="pastel">
          {label("saveNote")}
        </Button>
      </div>
    </Form>
  );
}
