import { data, type RouterContextProvider, redirect } from "react-router";
import { ApiError } from "../../../contract/api-client";
import { TWO_FACTOR_DEVICE_COOKIE, TWO_FACTOR_DEVICE_HEADER, TWO_FACTOR_REMEMBER_DAYS } from "../../../contract/two-factor";
import { pageContext } from "../../lib/page-context.server";
import { safeRedirect } from "../../lib/safe-redirect";
import { cookieLine, sessionCookies } from "../../lib/session.server";

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
    return { ok: false, refused: error, email, challenge: challengeOf(error) } as const;
  }
  return { ok: true, answered: answered as Headers | null, email } as const;
}

/** The second step's challenge when the API asks for a code (401 two_factor_required), else null. */
const challengeOf = (error: ApiError) => {
  const asked = error.errors.find((e) => e.code === "two_factor_required");
  return typeof asked?.meta?.challenge === "string" ? asked.meta.challenge : null;
};

/**
 * POST /auth/two_factor with the post's challenge, code and "remember this device": the session's headers (and how
 * many recovery codes are left when one was used), or the API's refusal.
 */
export async function signInSecondStep(context: Context, form: FormData) {
  let answered: Headers | null = null;
  try {
    const { meta } = await pageContext(context)
      .signInApi((headers) => {
        answered = headers;
      })
      .post("/auth/two_factor", {
        challenge: String(form.get("challenge") ?? ""),
        code: String(form.get("code") ?? ""),
        remember: form.get("remember") === "on",
      });
    const left = typeof meta.recoveryCodesLeft === "number" ? meta.recoveryCodesLeft : null;
    return { ok: true, answered: answered as Headers | null, recoveryCodesLeft: left } as const;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return { ok: false, refused: error } as const;
  }
}

/** A remembered device keeps its token in an HttpOnly cookie for 30 days; the API reads it at the next sign-in. */
export function rememberedDeviceCookie(context: Context, answered: Headers | null): string | null {
  const token = answered?.get(TWO_FACTOR_DEVICE_HEADER);
  return token ? cookieLine(context, TWO_FACTOR_DEVICE_COOKIE, token, TWO_FACTOR_REMEMBER_DAYS * 24 * 3600) : null;
}

/** The refusal above the form, with the e-mail address kept in its field. */
export const signInRefused = (refused: ApiError, email: string) =>
  data({ formError: refused.errors[0]?.detail ?? refused.message, email }, { status: refused.status });

/** Sets the session's cookies (and a remembered device's) and goes to the page asked for (redirectTo), else to `fallback`. */
export function signedIn(context: Context, request: Request, answered: Headers | null, fallback: string, to?: string) {
  const headers = new Headers();
  if (answered) for (const cookie of sessionCookies(context, answered)) headers.append("Set-Cookie", cookie);
  const device = rememberedDeviceCookie(context, answered);
  if (device) headers.append("Set-Cookie", device);
  return redirect(to ?? safeRedirect(new URL(request.url).searchParams.get("redirectTo"), fallback), { headers });
}

/** What a sign-in page answers while the second step is on: its challenge, app or recovery code, and a refusal. */
export interface SecondStepAnswer {
  step: "code";
  challenge: string;
  recovery: boolean;
  formError?: string;
}

/**
 * The second step's posts of a sign-in page (issue 44): switching between the app's code and a recovery code, and
 * the code itself. Null for any other post. Signed in, `then` runs (before the redirect) and the session's cookies are
 * set; with a recovery code he goes to `codesPage` to learn how many are left.
 */
export async function secondStepAction(
  context: Context,
  request: Request,
  form: FormData,
  pages: { home: string; codesPage: string },
  then?: (answered: Headers) => Promise<void>,
) {
  const intent = form.get("intent");
  const challenge = String(form.get("challenge") ?? "");
  // The switch between the app's code and a recovery code: the same challenge, the other field.
  if (intent === "recovery" || intent === "app") return { step: "code", challenge, recovery: intent === "recovery" } as const;
  if (intent !== "two_factor") return null;
  const recovery = form.get("mode") === "recovery";
  const second = await signInSecondStep(context, form);
  if (!second.ok) {
    const formError = second.refused.errors[0]?.detail ?? second.refused.message;
    // A lapsed or used challenge starts over with the password; a wrong code (or a wait) stays on the code.
    if (second.refused.errors.some((e) => e.code === "invalid_token")) return data({ formError }, { status: 401 });
    const answer: SecondStepAnswer = { step: "code", challenge, recovery, formError };
    return data(answer, { status: second.refused.status });
  }
  if (second.answered && then) await then(second.answered);
  const left = second.recoveryCodesLeft;
  return signedIn(
    context,
    request,
    second.answered,
    pages.home,
    left === null ? undefined : `${pages.codesPage}?recovery_codes_left=${left}`,
  );
}
