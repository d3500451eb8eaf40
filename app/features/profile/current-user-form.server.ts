import { data } from "react-router";
import type { z } from "zod";
import type { ApiClient } from "../../../contract/api-client";
import type { Locale } from "../../../locales/languages";
import { type FormResult, submitForm } from "../../lib/api-form.server";
import { readForm } from "../../lib/read-form.server";

/**
 * A profile form's post, checked with the contract's schema its blur check uses, saved as the user's own change:
 * the saved message as a toast, or what was refused beside the fields.
 */
export async function saveCurrentUser(
  posted: { request: Request; form?: FormData; locale: Locale; api: ApiClient },
  schema: z.ZodType,
  saved: string,
) {
  const { request, locale, api } = posted;
  const parsed = await readForm(posted.form ?? request, () => schema, locale);
  if (!parsed.ok) return data({ errors: parsed.errors, at: Date.now() } satisfies FormResult, { status: 422 });
  return submitForm(request, locale, saved, () =>
    api.patch("/api/v1/current_user", { data: { type: "users", attributes: parsed.value } }),
  );
}
