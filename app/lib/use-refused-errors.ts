import { useEffect, useState } from "react";
import type { FieldErrors } from "../../contract/validation";

/**
 * What the last submit refused in the browser found, kept as it was then: an error summary answers a submit, not each
 * blur. `refuse` after a refused submit (its errors already set), `clear` when one goes.
 */
export function useRefusedErrors(errors: FieldErrors) {
  const [refusals, setRefusals] = useState(0);
  const [refused, setRefused] = useState<FieldErrors | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new refusal, not each change of the messages, makes a new summary.
  useEffect(() => {
    if (refusals > 0) setRefused(errors);
  }, [refusals]);
  return { refused, refuse: () => setRefusals((n) => n + 1), clear: () => setRefused(null) };
}
