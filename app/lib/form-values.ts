/**
 * A post's text fields by name, as FormData.get reads them (the first of a name), also to send back with its errors so
 * the form keeps them (files cannot go back).
 */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === "string") values[name] ??= value;
  return values;
}
