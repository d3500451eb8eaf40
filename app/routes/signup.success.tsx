import { useNavigation, useSearchParams } from "react-router";
import { Button } from "../components/ui/button";
import { Form } from "../components/ui/form";
import { useTranslation } from "../lib/i18n";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/signup.success";
import "../lib/texts/identity";

export const handle: RouteHandle = { title: "identity:signupSuccess.title" };

// "Send it again": a fresh confirmation link; the answer does not say whether the address has an account.
export async function action({ request, context }: Route.ActionArgs) {
  const { api } = pageContext(context);
  const email = String((await request.formData()).get("email") ?? "");
  await api.post("/api/v1/confirm/resend", { email }).catch(() => undefined);
  return { resent: true };
}

/** /signup/success: check your e-mail. */
export default function SignupSuccess({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  return (
    <div className="mx-auto w-full max-w-lg">
      <h1 className="text-3xl font-bold">{t("identity:signupSuccess.title")}</h1>
      <p className="mt-4 text-lg" data-testid="signup-success">
        {t("identity:signupSuccess.body")}
      </p>
      {actionData?.resent ? (
        <p role="status" className="mt-6 rounded-md bg-green-50 p-4 text-green-900 dark:bg-green-950 dark:text-green-100">
          {t("identity:signupSuccess.resent")}
        </p>
      ) : (
        <Form method="post" className="mt-6">
          <input type="hidden" name="email" value={params.get("email") ?? ""} />
          <Button type="submit" flavor="outline" color="muted" disabled={navigation.state === "submitting"}>
            {t("identity:signupSuccess.resend")}
          </Button>
        </Form>
      )}
    </div>
  );
}
