import type { FieldErrors } from "../../contract/validation";

/**
 * A form's fields by name: each one's id, its message, and what it shows first (what a refused post sent, else the
 * saved value). A form the server alone checks uses it as it is; useScreenForm adds the check on blur.
 */
export function serverCheckedFields(errors: FieldErrors, sent?: Record<string, string> | null) {
  return (name: string, saved?: string | number | null) => ({
    id: name,
    error: errors[name],
    defaultValue: sent?.[name] ?? (saved == null ? undefined : String(saved)),
  });
}
