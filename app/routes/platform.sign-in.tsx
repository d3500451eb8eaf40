import { FormAlert } from "../components/ui/form-alert";
import { CONSOLE_TWO_FACTOR_PATH, consoleOnly } from "../features/platform/console.server";
import { AccountFormCard } from "../features/users/account-form-card";
import { type SecondStepAnswer, secondStepAction, signedIn, signIn, signInRefused } from "../features/users/sign-in.server";
import { SignInFields } from "../features/users/sign-in-fields";
import { SecondStepCard } from "../features/users/two-factor-fields";
import { useTranslation } from "../lib/i18n";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/platform.sign-in";
import "../lib/texts/identity";
import "../lib/texts/platform";

export const handle: RouteHandle = { title: "platform:signIn.title" };

export function loader({ context }: Route.LoaderArgs) {
  consoleOnly(context);
  return null;
}

/**
 * The operator's sign-in: the same protocol and cookies as a tenant's (POST /auth/sign_in, then POST /auth/two_factor
 * with the code every operator must give), which the operator's host answers against the operators' accounts only,
 * so a tenant's user (an admin too) is refused here.
 */
export async function action({ request, context }: Route.ActionArgs) {
  consoleOnly(context);
  const { locale } = pageContext(context);
  const form = await request.formData();
  const home = `/${locale}/platform`;
  const second = await secondStepAction(context, request, form, { home, codesPage: `/${locale}${CONSOLE_TWO_FACTOR_PATH}` });
  if (second) return second;
  const result = await signIn(context, form);
  if (!result.ok) {
    if (result.challenge) return { step: "code", challenge: result.challenge, recovery: false } satisfies SecondStepAnswer;
    return signInRefused(result.refused, result.email);
  }
  return signedIn(context, request, result.answered, home);
}

/** /platform/sign-in: e-mail and password of a platform operator, then the code of his authenticator app. */
export default function ConsoleSignIn({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = actionData as (Partial<SecondStepAnswer> & { email?: string }) | undefined;
  if (answer?.step === "code") {
    return (
      <SecondStepCard
        challenge={answer.challenge ?? ""}
        recovery={answer.recovery ?? false}
        formError={answer.formError}
        signInPath="/platform/sign-in"
      />
    );
  }
  return (
    <AccountFormCard title={t("platform:signIn.title")} intro={t("platform:signIn.intro")}>
      {answer?.formError && <FormAlert>{answer.formError}</FormAlert>}
      <SignInFields
        labels={{
          email: t("platform:signIn.email"),
          password: t("platform:signIn.password"),
          submit: t("platform:signIn.submit"),
        }}
        email={answer?.email}
      />
    </AccountFormCard>
  );
}
