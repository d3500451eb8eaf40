import { useMemo } from "react";
import { redirect, useNavigation, useSearchParams } from "react-router";
import { z } from "zod";
import { passwordSchema } from "../../contract/passwords";
import { Button } from "../components/ui/button";
import { Field, INPUT } from "../components/ui/field";
import { AccountFormCard } from "../features/users/account-form-card";
import { attempt, refused } from "../lib/api-form.server";
import { formValues } from "../lib/form-values";
import { useTranslation } from "../lib/i18n";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { useBlurValidation } from "../lib/use-blur-validation";
import type { Route } from "./+types/auth.reset";
import "../lib/texts/identity";

export const handle: RouteHandle = { title: "identity:reset.title" };

export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  const form = await request.formData();
  const values = formValues(form);
  const body = {
    resetPasswordToken: values.reset_password_token ?? "",
    password: values.password ?? "",
    passwordConfirmation: values.password_confirmation ?? "",
  };
  // Without a valid link the API answers 401: the form says so, there is no one to sign in.
  const sent = await attempt(request, locale, () => api.put("/auth/password", body), { signIn: false });
  if (!sent.ok) return refused(sent);
  return redirect(`/${locale}/auth/login-1?reset=1`);
}

/** /auth/reset: the page the e-mail's link opens; a new password for the account behind the token. */
export default function Reset({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const schema = useMemo(() => z.object({ password: passwordSchema(t), password_confirmation: z.string().min(1) }), [t]);
  const { errors, field } = useBlurValidation(schema);
  const server = actionData?.errors ?? {};
  const tokenError = server.reset_password_token;
  return (
    <AccountFormCard title={t("identity:reset.title")} intro={t("identity:reset.intro")}>
      {(tokenError || server._form) && (
        <p
          role="alert"
          className="rounded-md bg-red-50 p-3 font-medium text-red-800 dark:bg-red-950 dark:text-red-200"
          data-testid="reset-error"
        >
          {tokenError ?? server._form}
        </p>
      )}
      <input type="hidden" name="reset_password_token" value={params.get("reset_password_token") ?? ""} />
      <Field id="password" label={t("identity:reset.password")} required error={errors.password ?? server.password}>
        <input className={INPUT} type="password" autoComplete="new-password" {...field("password")} />
      </Field>
      <Field
        id="password_confirmation"
        label={t("identity:reset.confirmation")}
        required
        error={errors.password_confirmation ?? server.password_confirmation}
      >
        <input className={INPUT} type="password" autoComplete="new-password" {...field("password_confirmation")} />
      </Field>
      <Button type="submit" size="lg" disabled={navigation.state === "submitting"}>
        {t("identity:reset.submit")}
      </Button>
    </AccountFormCard>
  );
}
