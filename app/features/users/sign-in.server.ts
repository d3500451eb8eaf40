import { data, type RouterContextProvider, redirect } from "react-router";
import { ApiError } from "../../../contract/api-client";
import { pageContext } from "../../lib/page-context.server";
import { safeRedirect } from "../../lib/safe-redirect";
import { sessionCookies } from "../../lib/session.server";

type Context = Readonly<RouterContextProvider>;

/** POST /auth/sign_in with the post's e-mail and password: the session's headers, or the API's refusal. */
export async function signIn(context: Context, form: FormData) {
  const email = String(form.get("email") ?? "");
  let answered: Headers | null = null;
  try {
    await pageContext(context)
      .signInApi((headers) => {
        answered = headers;
      })
      .post("/auth/sign_in", { email, password: String(form.get("password") ?? "") });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return { ok: false, refused: error, email } as const;
  }
  return { ok: true, answered: answered as Headers | null, email } as const;
}

/** The refusal above the form, with the e-mail address kept in its field. */
export const signInRefused = (refused: ApiError, email: string) =>
  data({ formError: refused.errors[0]?.detail ?? refused.message, email }, { status: refused.status });

/** Sets the session's cookies and goes to the page asked for (redirectTo), else to `fallback`. */
export function signedIn(context: Context, request: Request, answered: Headers | null, fallback: string) {
  const headers = new Headers();
  if (answered) for (const cookie of sessionCookies(context, answered)) headers.append("Set-Cookie", cookie);
  return redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo"), fallback), { headers });
}
