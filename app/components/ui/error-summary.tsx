import { useRef } from "react";
import { useTranslation } from "../../lib/i18n";
import { useErrorsInView } from "../../lib/use-errors-in-view";

/**
 * After a refused submit: what is wrong, each message a link to its field, and the focus here so a screen reader
 * reads it and a keyboard user goes from here to the field. Messages without a field (`_form`) are plain text.
 * On a page answering a form sent without scripts, `autofocus` is what brings it into view.
 */
export function ErrorSummary({ errors, labels }: { errors: Record<string, string>; labels: Record<string, string> }) {
  const { t } = useTranslation();
  const summary = useRef<HTMLElement>(null);
  useErrorsInView(summary);
  const entries = Object.entries(errors);
  return (
    <section
      ref={summary}
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: a page answering a form sent without scripts can only move the focus here so.
      autoFocus
      aria-labelledby="error-summary-title"
      className="rounded-md border-2 border-red-700 bg-red-50 p-4 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100"
      data-testid="error-summary"
    >
      <h2 id="error-summary-title" className="text-lg font-semibold">
        {t("validation:formErrors")}
      </h2>
      <ul className="mt-2 flex flex-col gap-1">
        {entries.map(([name, message]) => (
          <li key={name}>
            {labels[name] ? (
              <a
                href={`#${name}`}
                className="inline-flex min-h-11 items-center font-medium underline underline-offset-4"
                onClick={(event) => {
                  const field = document.getElementById(name);
                  if (!field) return;
                  // The label comes into view with its control, not the control alone at the top edge.
                  event.preventDefault();
                  field.closest("div")?.scrollIntoView({ block: "center" });
                  field.focus({ preventScroll: true });
                }}
              >
                {labels[name]}: {message}
              </a>
            ) : (
              message
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
