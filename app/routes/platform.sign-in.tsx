import { data, redirect, useNavigation } from "react-router";
import { ApiError } from "../../contract/api-client";
import { signInSchema } from "../../contract/identity";
import { Button } from "../components/ui/button";
import { Field, INPUT } from "../components/ui/field";
import { FormAlert } from "../components/ui/form-alert";
import { InputField } from "../components/ui/input-field";
import { consoleOnly } from "../features/platform/console.server";
import { AccountFormCard } from "../features/users/account-form-card";
import { useTranslation } from "../lib/i18n";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { safeRedirect } from "../lib/safe-redirect";
import { sessionCookies } from "../lib/session.server";
import { useBlurValidation } from "../lib/use-blur-validation";
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
  const { locale, signInApi } = pageContext(context);
  const form = await request.formData();
  const credentials = { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") };
  let answered: Headers | null = null;
  try {
    await signInApi((headers) => {
      answered = headers;
    }).post("/auth/sign_in", credentials);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return data({ formError: error.errors[0]?.detail ?? error.message, email: credentials.email }, { status: error.status });
  }
  const headers = new Headers();
  if (answered) for (const cookie of sessionCookies(context, answered)) headers.append("Set-Cookie", cookie);
  const target = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), `/${locale}/platform`);
  return redirect(target, { headers });
}

/** /platform/sign-in: e-mail and password of a platform operator. */
export default function ConsoleSignIn({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { errors, field } = useBlurValidation(signInSchema);
  const busy = useNavigation().state === "submitting";
  return (
    <AccountFormCard title={t("platform:signIn.title")} intro={t("platform:signIn.intro")}>
      {actionData?.formError && <FormAlert>{actionData.formError}</FormAlert>}
      <InputField
        {...field("email")}
        id="email"
        label={t("platform:signIn.email")}
        required
        error={errors.email}
        type="email"
        autoComplete="username"
        defaultValue={actionData?.email}
        browserRequired
      />
      <Field id="password" label={t("platform:signIn.password")} required error={errors.password}>
        <input className={INPUT} type="password" autoComplete="current-password" required {...field("password")} />
      </Field>
      <Button type="submit" size="lg" disabled={busy}>
        {t("platform:signIn.submit")}
      </Button>
    </AccountFormCard>
  );
}
