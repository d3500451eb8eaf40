import { data, redirect } from "react-router";
import { ApiError } from "../../contract/api-client";
import type { FieldErrors } from "../../contract/validation";
import type { Locale } from "../../locales/languages";

/** What a form action answers: a save (with a stamp, so the same message can toast twice) or the API's refusal. */
export type FormResult = { saved: string; at: number } | { errors: FieldErrors; at: number };

/** The API's error objects as field -> message: the last pointer segment names the form field. */
export function fieldErrorsOf(error: ApiError): FieldErrors {
  const out: FieldErrors = {};
  for (const e of error.errors) {
    const segment = e.source?.pointer?.split("/").pop() ?? "";
    const key = segment && segment !== "attributes" ? segment : "_form";
    out[key] ??= e.detail ?? e.title;
  }
  return out;
}

/** The API's error objects by their whole path below the attributes ("title", "blocks/2/button/url"), for nested forms. */
export function pathErrorsOf(error: ApiError): FieldErrors {
  const out: FieldErrors = {};
  for (const e of error.errors) {
    const path = e.source?.pointer?.replace(/^\/data\/attributes\/?/, "") || "_form";
    out[path] ??= e.detail ?? e.title;
  }
  return out;
}

/**
 * Runs an API call for a form action. A refusal (4xx) comes back as field errors with its status; an expired session
 * goes to the login page and back (spec section 2); anything else is a real error and goes on to the error view.
 */
export async function submitForm(request: Request, locale: Locale, saved: string, call: () => Promise<unknown>) {
  try {
    await call();
    return { saved, at: Date.now() } satisfies FormResult;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    if (error.status === 401) {
      const back = new URL(request.url).pathname.replace(/\.data$/, "");
      throw redirect(`/${locale}/auth/login-1?redirectTo=${encodeURIComponent(back)}`);
    }
    return data({ errors: fieldErrorsOf(error), at: Date.now() } satisfies FormResult, { status: error.status });
  }
}
