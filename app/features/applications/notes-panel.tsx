import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import type { ApplicationNote } from "../../../contract/applications";
import { dateFormat } from "../../../contract/intl-formats";
import { Button } from "../../components/ui/button";
import { FieldError, INPUT } from "../../components/ui/field";
import { Form } from "../../components/ui/form";
import { useTranslation } from "../../lib/i18n";
import { useLocale } from "../../lib/locale";

/** The internal notes of an application and a form to add one; never shown to the volunteer. */
export function NotesPanel({
  notes,
  errors,
  added,
}: {
  notes: ApplicationNote[];
  errors?: Record<string, string>;
  added: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const date = dateFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  // A saved note empties the field for the next one.
  useEffect(() => {
    if (added) form.current?.reset();
  }, [added]);
  const error = errors?.body ?? errors?._form;
  return (
    <section aria-labelledby="notes" className="mt-8">
      <h2 id="notes" className="text-xl font-bold">
        {t("applications:detail.notes")}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{t("applications:detail.notesHint")}</p>
      {notes.length === 0 ? (
        <p className="mt-4 text-fg-muted">{t("applications:detail.noNotes")}</p>
      ) : (
        <ol className="mt-4 flex flex-col gap-3" data-testid="notes">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg border border-border bg-surface-raised p-4">
              <p className="break-words whitespace-pre-line">{note.body}</p>
              <p className="mt-2 text-sm text-fg-muted">
                {note.authorName ?? t("applications:detail.unknownAuthor")} · {date.format(new Date(note.createdAt))}
              </p>
            </li>
          ))}
        </ol>
      )}
      <Form ref={form} method="post" className="mt-4 flex flex-col gap-2">
        <input type="hidden" name="intent" value="note" />
        <label htmlFor="note-body" className="text-sm font-medium">
          {t("applications:detail.note")}
        </label>
        <textarea
          id="note-body"
          name="body"
          required
          maxLength={10_000}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "note-error" : undefined}
          className={`${INPUT} h-24 py-2`}
        />
        <FieldError id="note" error={error} />
        {added && (
          <p role="status" className="text-sm text-green-800 dark:text-green-200">
            {t("applications:detail.noteAdded")}
          </p>
        )}
        <div>
          <Button type="submit" flavor="pastel" disabled={navigation.state === "submitting"}>
            {t("applications:detail.addNote")}
          </Button>
        </div>
      </Form>
    </section>
  );
}
