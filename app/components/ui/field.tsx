import type { ReactNode } from "react";
import { useTranslation } from "../../lib/i18n";

/** Label, control, optional/required marker and the error message, wired for screen readers. */
export function Field({
  id,
  label,
  labelLang,
  required,
  error,
  children,
}: {
  id: string;
  label: string;
  /** The label's language where it differs from the page's (a centre's Dutch on /en). */
  labelLang?: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        <span lang={labelLang}>{label}</span>{" "}
        <span className="font-normal text-fg-muted">({required ? t("validation:required") : t("validation:optional")})</span>
      </label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A control's error message, which its `aria-describedby` names (`${id}-error`); nothing while it has none. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
      {error}
    </p>
  ) : null;
}

/** What a control says of its error, if it has one: invalid, described by the Field's message. */
export const invalidProps = (id: string, error?: string) =>
  error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};

export const INPUT =
  "h-11 w-full rounded-md border border-border bg-surface-raised px-3 text-base text-fg placeholder:text-fg-muted aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400";

/** A check box a finger can hit, beside its label's first line, in the centre's accent colour. */
export const CHECKBOX = "mt-0.5 size-5 shrink-0 accent-[var(--accent)]";

/** A file input whose button is a 44 px touch target. */
export const FILE_INPUT =
  "w-full min-w-0 text-base file:me-3 file:h-11 file:rounded-md file:border-0 file:bg-primary-100 file:px-3 file:font-medium file:text-primary-900 dark:file:bg-primary-900 dark:file:text-primary-100";

/** A group of fields in a back-office form: a card with its legend; its fields shrink with it on a narrow phone. */
export const FIELDSET =
  "grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5 rounded-lg border border-border bg-surface-raised p-4 sm:p-6";
export const LEGEND = "px-1 text-lg font-semibold";
