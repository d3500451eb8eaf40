import { data, redirect } from "react-router";
import { ApiError } from "../../contract/api-client";
import type { FieldErrors } from "../../contract/validation";
import type { Locale } from "../../locales/languages";

/** What a form action answers: a save (with a stamp, so the same message can toast twice) or the API's refusal. */
export type FormResult = { saved: string; at: number } | { errors: FieldErrors; at: number };

/** How fieldErrorsOf names a field: by its attribute (default), its whole path, or its key within one attribute. */
export interface FieldErrorOptions {
  /** Nested forms (content blocks, form questions): the whole path below the attributes, "blocks/2/button/url". */
  path?: boolean;
  /** A map attribute whose keys are the form's fields ("answers" by question id); anything else is "_form". */
  within?: string;
}

const ATTRIBUTES = "/data/attributes";

// RFC 6901: "~1" is "/" and "~0" is "~" inside a segment.
const unescapeSegment = (segment: string) => segment.replaceAll("~1", "/").replaceAll("~0", "~");

/** The form field a JSON pointer names, or "_form" for one that names none. */
function fieldOf(pointer: string | undefined, options: FieldErrorOptions): string {
  if (!pointer) return "_form";
  const below = pointer.startsWith(`${ATTRIBUTES}/`) ? pointer.slice(ATTRIBUTES.length + 1) : null;
  // The document's frame (/data, /data/type, /data/attributes) names no field; a plain body's pointer starts at its root.
  if (below === null && (pointer === "/data" || pointer.startsWith("/data/"))) return "_form";
  const path = below ?? pointer.slice(1);
  if (options.path) return path || "_form";
  const segments = path.split("/").map(unescapeSegment);
  if (options.within) return segments[0] === options.within && segments[1] ? segments[1] : "_form";
  // A list's entries are the list's field ("emails/3" -> "emails"); an object's member is its own ("address/city" -> "city").
  const index = segments.findIndex((segment) => /^\d+$/.test(segment));
  return (index === -1 ? segments : segments.slice(0, index)).filter(Boolean).at(-1) ?? "_form";
}

/**
 * The one rule from an API refusal to form fields: "/data/attributes/title" -> "title", "/data/attributes/emails/0" ->
 * "emails", "/data/attributes/address/postal_code" -> "postal_code", "/password" -> "password"; the first message per
 * field wins; no pointer is "_form", and a refusal without error objects says its message there.
 */
export function fieldErrorsOf(error: ApiError, options: FieldErrorOptions = {}): FieldErrors {
  const out: FieldErrors = {};
  for (const e of error.errors) out[fieldOf(e.source?.pointer, options)] ??= e.detail ?? e.title;
  if (error.errors.length === 0) out._form = error.message;
  return out;
}

/** The sign-in page, and back to this one after. */
function signInRedirect(request: Request, locale: Locale): never {
  const back = new URL(request.url).pathname.replace(/\.data$/, "");
  throw redirect(`/${locale}/auth/login-1?redirectTo=${encodeURIComponent(back)}`);
}

export type Attempt<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors; status: number; error: ApiError };

/**
 * The one place an action catches the API: a refusal (4xx) comes back as field errors with its status; an expired
 * session goes to the login page and back (spec section 2); anything else goes on to the error view, as do the
 * statuses in `pages` (a 404 that is the page's, not the form's).
 */
export async function attempt<T>(
  request: Request,
  locale: Locale,
  call: () => Promise<T>,
  options: FieldErrorOptions & { pages?: readonly number[]; signIn?: boolean } = {},
): Promise<Attempt<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500 || options.pages?.includes(error.status)) throw error;
    if (error.status === 401 && options.signIn !== false) signInRedirect(request, locale);
    return { ok: false, errors: fieldErrorsOf(error, options), status: error.status, error };
  }
}

/** The refusal as an action's answer: its errors with whatever else the form needs back (values), with its status. */
export const refused = <E extends object>(failed: { errors: FieldErrors; status: number }, extra?: E) =>
  data({ errors: failed.errors, ...(extra as E) }, { status: failed.status });

/** An action that saves and says so: the saved message as a toast, or the API's refusal beside the fields. */
export async function submitForm(request: Request, locale: Locale, saved: string, call: () => Promise<unknown>) {
  const sent = await attempt(request, locale, call);
  if (sent.ok) return { saved, at: Date.now() } satisfies FormResult;
  return data({ errors: sent.errors, at: Date.now() } satisfies FormResult, { status: sent.status });
}
