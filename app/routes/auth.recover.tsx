import { data, useNavigation } from "react-router";
import { ApiError } from "../../contract/api-client";
import { passwordResetRequestSchema } from "../../contract/passwords-input";
import { Button } from "../components/ui/button";
import { Field, INPUT } from "../components/ui/field";
import { Form } from "../components/ui/form";
import { useTranslation } from "../lib/i18n";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { useBlurValidation } from "../lib/use-blur-validation";
import type { Route } from "./+types/auth.recover";
import "../lib/texts/identity";

export const handle: RouteHandle = { title: "identity:recover.title" };

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = pageContext(context);
  const email = String((await request.formData()).get("email") ?? "");
  try {
    await api.post("/auth/password", { email });
    return { sent: true as const };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422)
      return data({ sent: false as const, error: error.errors[0]?.detail }, { status: 422 });
    throw error;
  }
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
