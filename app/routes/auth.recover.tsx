import { data, useNavigation } from "react-router";
import { passwordResetRequestSchema } from "../../contract/passwords-input";
import { Button } from "../components/ui/button";
import { Field, INPUT } from "../components/ui/field";
import { Form } from "../components/ui/form";
import { attempt } from "../lib/api-form.server";
import { formValues } from "../lib/form-values";
import { useTranslation } from "../lib/i18n";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { useBlurValidation } from "../lib/use-blur-validation";
import type { Route } from "./+types/auth.recover";
import "../lib/texts/identity";

export const handle: RouteHandle = { title: "identity:recover.title" };

export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  const email = formValues(await request.formData()).email ?? "";
  const sent = await attempt(request, locale, () => api.post("/auth/password", { email }), { signIn: false });
  if (sent.ok) return { sent: true as const };
  // Only a refused address is the form's; too many tries and the like are the error page.
  if (sent.status !== 422) throw sent.error;
  return data({ sent: false as const, error: sent.error.errors[0]?.detail }, { status: 422 });
}

/** /auth/recover: ask for a reset link; the answer is the same whether or not the address has an account. */
export default function Recover({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { errors, field } = useBlurValidation(passwordResetRequestSchema);
  return (
    <div className="mx-auto w-full max-w-md">
      <h1 className="text-3xl font-bold">{t("identity:recover.title")}</h1>
      {actionData?.sent ? (
        <p
          role="status"
          className="mt-6 rounded-md bg-green-50 p-4 text-green-900 dark:bg-green-950 dark:text-green-100"
          data-testid="recover-sent"
        >
          {t("identity:recover.sent")}
        </p>
      ) : (
        <>
          <p className="mt-2 text-fg-muted">{t("identity:recover.intro")}</p>
          <Form
            method="post"
            noValidate
            className="mt-8 flex flex-col gap-5 rounded-lg border border-border bg-surface-raised p-6 shadow-sm"
          >
            <Field id="email" label={t("identity:login.email")} required error={errors.email ?? actionData?.error}>
              <input className={INPUT} type="email" autoComplete="email" required {...field("email")} />
            </Field>
            <Button type="submit" size="lg" disabled={navigation.state === "submitting"}>
              {t("identity:recover.submit")}
            </Button>
          </Form>
        </>
      )}
    </div>
  );
}
