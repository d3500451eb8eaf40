import { FormAlert } from "../components/ui/form-alert";
import { consoleOnly } from "../features/platform/console.server";
import { AccountFormCard } from "../features/users/account-form-card";
import { signedIn, signIn, signInRefused } from "../features/users/sign-in.server";
import { SignInFields } from "../features/users/sign-in-fields";
import { useTranslation } from "../lib/i18n";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/platform.sign-in";
import "../lib/texts/platform";

export const handle: RouteHandle = { title: "platform:signIn.title" };

export function loader({ context }: Route.LoaderArgs) {
  consoleOnly(context);
  return null;
}

/**
 * The operator's sign-in: the same protocol and cookies as a tenant's (POST /auth/sign_in), which the operator's host
 * answers against the operators' accounts only, so a tenant's user (an admin too) is refused here.
 */
export async function action({ request, context }: Route.ActionArgs) {
  consoleOnly(context);
  const { locale } = pageContext(context);
  const result = await signIn(context, await request.formData());
  if (!result.ok) return signInRefused(result.refused, result.email);
  return signedIn(context, request, result.answered, `/${locale}/platform`);
}

/** /platform/sign-in: e-mail and password of a platform operator. */
export default function ConsoleSignIn({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AccountFormCard title={t("platform:signIn.title")} intro={t("platform:signIn.intro")}>
      {actionData?.formError && <FormAlert>{actionData.formError}</FormAlert>}
      <SignInFields
        labels={{
          email: t("platform:signIn.email"),
          password: t("platform:signIn.password"),
          submit: t("platform:signIn.submit"),
        }}
        email={actionData?.email}
      />
    </AccountFormCard>
  );
}
