import { useEffect } from "react";
import type { FieldErrors } from "../../contract/validation";
import { useTranslation } from "./i18n";
import { toast } from "./toast-store";

type Result = { saved: string; at: number } | { errors: FieldErrors; at?: number } | undefined;

/**
 * After an action: a success toast with the saved message (a translation key) and the form is clean again; or the
 * API's errors per field. Keyed on the stamp, so saving twice toasts twice.
 */
export function useFormResult(result: Result, setDirty?: (dirty: boolean) => void) {
  const { t } = useTranslation();
  const saved = result && "saved" in result ? result.saved : null;
  const at = result?.at;
  useEffect(() => {
    if (!saved || !at) return;
    setDirty?.(false);
    toast.success({ title: t(saved) });
  }, [saved, at, t, setDirty]);
  return { serverErrors: result && "errors" in result ? result.errors : {}, saved };
}
