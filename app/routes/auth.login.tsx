import { useEffect, useRef } from "react";
import { data, Link, useLocation, useNavigation, useSearchParams } from "react-router";
import { forgetGuestHearts, guestHearts } from "../features/saved-vacancies/guest-hearts";
import { guestHeartIds, keepGuestHearts } from "../features/saved-vacancies/guest-hearts.server";
import { AccountFormCard } from "../features/users/account-form-card";
import { secondStepAction, signedIn, signIn, signInRefused } from "../features/users/sign-in.server";
import { SignInFields } from "../features/users/sign-in-fields";
import { SecondStepCard } from "../features/users/two-factor-fields";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/auth.login";
import "../lib/texts/identity";

export const handle: RouteHandle = { title: "identity:login.title" };

export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = pageContext(context);
  const form = await request.formData();
  const second = await secondStepAction(
    context,
    request,
    form,
    { home: `/${locale}`, codesPage: `/${locale}/profile-edit/tweestapsaanmelding` },
    (answered) => keepGuestHearts(context, locale, answered, guestHeartIds(form.get("saved_vacancies"))),
  );
  if (second) return second;
  const result = await signIn(context, form);
  if (!result.ok) {
    // Issue 44: the password was right, the code comes next.
    if (result.challenge) return { step: "code" as const, challenge: result.challenge, recovery: false };
    // Spec section 8: signing in on another centre's site shows the 'wrong center' error page.
    if (result.refused.errors.some((e) => e.code === "wrong_center"))
      throw data({ message: result.refused.message }, { status: 403 });
    return signInRefused(result.refused, result.email);
  }
  if (result.answered) await keepGuestHearts(context, locale, result.answered, guestHeartIds(form.get("saved_vacancies")));
  return signedIn(context, request, result.answered, `/${locale}`);
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

/** What the action answers: a refusal, or the second step with its challenge. */
interface LoginAnswer {
  step?: "code";
  challenge?: string;
  recovery?: boolean;
  formError?: string;
  email?: string;
}

/** /auth/login-1: e-mail and password; the API decides, this page keeps the session in cookies. */
export default function Login({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const [params] = useSearchParams();
  const answer = actionData as LoginAnswer | undefined;
  if (answer?.step === "code") {
    return (
      <SecondStepCard
        challenge={answer.challenge ?? ""}
        recovery={answer.recovery ?? false}
        formError={answer.formError}
        signInPath="/auth/login-1"
      >
        <GuestHeartsField />
      </SecondStepCard>
    );
  }
  const { formError, email } = answer ?? {};
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
      {formError && (
        <p
          role="alert"
          className="rounded-md bg-red-50 p-3 font-medium text-red-800 dark:bg-red-950 dark:text-red-200"
          data-testid="login-error"
        >
          {formError}
        </p>
      )}
      <GuestHeartsField />
      <SignInFields
        labels={{ email: t("identity:login.email"), password: t("identity:login.password"), submit: t("identity:login.submit") }}
        email={email}
      />
      <Link to={to("/auth/recover")} className="text-center text-sm font-medium text-link underline-offset-4 hover:underline">
        {t("identity:login.forgot")}
      </Link>
    </AccountFormCard>
  );
}
