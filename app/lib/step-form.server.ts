import type { StepSchema } from "../../contract/demo-steps";
import type { FieldErrors } from "../../contract/validation";
import type { Locale } from "../../locales/languages";
import { checkForm } from "./read-form.server";

export interface StepResult {
  step: number;
  values: Record<string, string>;
  errors: FieldErrors;
  done: boolean;
}

/**
 * One press of Back or Next in a multi-step form, also without JavaScript: Back keeps what was typed and checks
 * nothing, Next checks this step only, and the last step checks every step again (a client may post any step).
 */
export function stepAction(steps: StepSchema[], form: FormData, locale: Locale): StepResult {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries())
    if (typeof value === "string" && name !== "step" && name !== "intent") values[name] = value;
  const posted = Number(form.get("step"));
  const step = Number.isInteger(posted) ? Math.min(Math.max(posted, 0), steps.length - 1) : 0;
  if (form.get("intent") === "back") return { step: Math.max(step - 1, 0), values, errors: {}, done: false };
  const checked = checkForm(form, steps[step], locale);
  if (!checked.ok) return { step, values, errors: checked.errors, done: false };
  if (step < steps.length - 1) return { step: step + 1, values, errors: {}, done: false };
  for (const [index, schema] of steps.entries()) {
    const again = checkForm(form, schema, locale);
    if (!again.ok) return { step: index, values, errors: again.errors, done: false };
  }
  return { step, values, errors: {}, done: true };
}
