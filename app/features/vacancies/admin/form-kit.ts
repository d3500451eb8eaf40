import type { vacancyAdminFormSchema } from "../../../../contract/vacancy-admin-form";
import type { VacancyDraft } from "./form-values";

export type BlurField = keyof typeof vacancyAdminFormSchema.shape;

/** What every section of the vacancy form gets: the values to show, errors by field, and the control wiring. */
export interface FormKit {
  draft: VacancyDraft;
  error: (name: string) => string | undefined;
  /** Props for a control the contract's schema checks on blur (id, name, aria, onBlur, onChange). */
  field: (name: BlurField, hintId?: string) => Record<string, unknown>;
  /** The same with the id and message its Field shows, for a control in one of the ui fields. */
  control: (name: BlurField, hintId?: string) => Record<string, unknown> & { id: string; error?: string };
  markDirty: () => void;
}

export const FIELDSET = "grid gap-5 rounded-lg border border-border bg-surface-raised p-4 sm:grid-cols-2 sm:p-6";
export const LEGEND = "px-1 text-lg font-semibold";
export const HINT = "text-sm text-fg-muted";
export const ERROR = "text-sm font-medium text-red-700 dark:text-red-300";
