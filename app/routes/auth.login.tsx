import { useEffect, useRef } from "react";
import { data, Link, redirect, useLocation, useNavigation, useSearchParams } from "react-router";
import { ApiError } from "../../contract/api-client";
import { signInSchema } from "../../contract/identity";
import { Button } from "../components/ui/button";
import { Field, INPUT } from "../components/ui/field";
import { InputField } from "../components/ui/input-field";
import { forgetGuestHearts, guestHearts } from "../features/saved-vacancies/guest-hearts";
import { guestHeartIds, keepGuestHearts } from "../features/saved-vacancies/guest-hearts.server";
import { AccountFormCard } from "../features/users/account-form-card";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { safeRedirect } from "../lib/safe-redirect";
import { sessionCookies } from "../lib/session.server";
import { useBlurValidation } from "../lib/use-blur-validation";
import type { Route } from "./+types/auth.login";
import "../lib/texts/identity";

export const handle: RouteHandle = { title: "identity:login.title" };

export async function action({ request, context }: Route.ActionArgs) {
  const { locale, signInApi } = pageContext(context);
  const form = await request.formData();
  const credentials = { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") };
  let answered: Headers | null = null;
  try {
    await signInApi((headers) => {
      answered = headers;
    }).post("/auth/sign_in", credentials);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // Spec section 8: signing in on another centre's site shows the 'wrong center' error page.
    if (error.errors.some((e) => e.code === "wrong_center")) throw data({ message: error.message }, { status: 403 });
    return data({ formError: error.errors[0]?.detail ?? error.message, email: credentials.email }, { status: error.status });
  }
  if (answered) await keepGuestHearts(context, locale, answered, guestHeartIds(form.get("saved_vacancies")));
  const headers = new Headers();
  if (answered) for (const cookie of sessionCookies(context, answered)) headers.append("Set-Cookie", cookie);
  const target = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), `/${locale}`);
  return redirect(target, { headers });
}

/** The hearts a guest kept in this browser go along, so the account has them on the first page after signing in. */
function GuestHeartsField() {
  const field = useRef<HTMLInputElement>(null);
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // Set in the page itself on hydration, not after a render or a chunk: a quick submit would otherwise send none.
  useEffect(() => {
    if (field.current) field.current.value = guestHearts().join(",");
  }, []);
  // The sign-in answered with its redirect, so the account keeps them now: the browser lets go of its copy.
  const signedIn =
    navigation.state === "loading" && navigation.formMethod !== undefined && navigation.location.pathname !== pathname;
  useEffect(() => {
    if (signedIn && field.current?.value) forgetGuestHearts();
  }, [signedIn]);
  // No value prop: React would set a hidden field's value back to it at every render.
  return <input ref={field} type="hidden" name="saved_vacancies" />;
}

/** /auth/login-1: e-mail and password; the API decides, this page keeps the session in cookies. */
export default function Login({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const { errors, field } = useBlurValidation(signInSchema);
  const busy = navigation.state === "submitting";
  return (
    <AccountFormCard
      title={t("identity:login.title")}
      intro={t("identity:login.intro")}
      after={
        <p className="mt-6 text-center" data-testid="login-signup">
          {t("identity:login.noAccount")}{" "}
          <Link to={to("/signup")} className="font-medium text-link underline underline-offset-4">
            {t("identity:login.signup")}
          </Link>
        </p>
      }
    >
      {params.get("reset") && !actionData && (
        <p
          role="status"
          className="rounded-md bg-green-50 p-3 text-green-900 dark:bg-green-950 dark:text-green-100"
          data-testid="reset-done"
        >
          {t("identity:reset.done")}
        </p>
      )}
      {actionData?.formError && (
        <p
          role="alert"
          className="rounded-md bg-red-50 p-3 font-medium text-red-800 dark:bg-red-950 dark:text-red-200"
          data-testid="login-error"
        >
          {actionData.formError}
        </p>
      )}
      <GuestHeartsField />
      <InputField
        {...field("email")}
        id="email"
        label={t("identity:login.email")}
        required
        error={errors.email}
        type="email"
        autoComplete="username"
        defaultValue={actionData?.email}
        browserRequired
      />
      <Field id="password" label={t("identity:login.password")} required error={errors.password}>
        <input className={INPUT} type="password" autoComplete="current-password" required {...field("password")} />
      </Field>
      <Button type="submit" size="lg" disabled={busy}>
        {t("identity:login.submit")}
      </Button>
      <Link to={to("/auth/recover")} className="text-center text-sm font-medium text-link underline-offset-4 hover:underline">
        {t("identity:login.forgot")}
      </Link>
    </AccountFormCard>
  );
}
