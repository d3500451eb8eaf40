import { data, redirect, useNavigation, useSearchParams } from "react-router";
import { Button } from "../components/ui/button";
import { Form } from "../components/ui/form";
import { InputField } from "../components/ui/input-field";
import { attempt } from "../lib/api-form.server";
import { formValues } from "../lib/form-values";
import { useTranslation } from "../lib/i18n";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { clearedSessionCookies } from "../lib/session.server";
import { useSite } from "../lib/site";
import type { Route } from "./+types/account.delete";
import "../lib/texts/identity";

export const handle: RouteHandle = { title: "identity:deletion.title" };

/** Three ways in: signed in (password), signed out (request a link), and the link itself (confirm). */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  const values = formValues(await request.formData());
  const intent = values.intent ?? "";
  // Also reached from a mailed link without a session: a 401 is said on the page.
  const sent = await attempt(
    request,
    locale,
    async () => {
      if (intent === "request") {
        await api.post("/api/v1/account_deletions", { email: values.email ?? "" });
        return { requested: true };
      }
      if (intent === "confirm")
        await api.post("/api/v1/account_deletions/confirm", { deletionToken: values.deletion_token ?? "" });
      else await api.request("DELETE", "/api/v1/current_user", { password: values.password ?? "" });
      return null;
    },
    { signIn: false },
  );
  if (!sent.ok) return data({ error: sent.error.errors[0]?.detail ?? sent.error.message }, { status: sent.status });
  if (sent.value) return sent.value;
  const headers = new Headers();
  for (const cookie of clearedSessionCookies(context)) headers.append("Set-Cookie", cookie);
  return redirect(`/${locale}/profiel/verwijderd`, { headers });
}

/** /account/verwijderen: delete one's own account; personal data is erased (AVG/GDPR). */
export default function DeleteAccount({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const user = useSite()?.user;
  const token = params.get("deletion_token");
  const busy = navigation.state === "submitting";
  const error = actionData && "error" in actionData ? actionData.error : null;
  return (
    <div className="mx-auto w-full max-w-lg">
      <h1 className="text-3xl font-bold">{t("identity:deletion.title")}</h1>
      <p className="mt-2 text-fg-muted">{t("identity:deletion.intro")}</p>
      {error && (
        <p
          role="alert"
          className="mt-6 rounded-md bg-red-50 p-3 font-medium text-red-800 dark:bg-red-950 dark:text-red-200"
          data-testid="deletion-error"
        >
          {error}
        </p>
      )}
      {actionData && "requested" in actionData ? (
        <p role="status" className="mt-6 rounded-md bg-green-50 p-4 text-green-900 dark:bg-green-950 dark:text-green-100">
          {t("identity:deletion.requested")}
        </p>
      ) : (
        <Form method="post" className="mt-8 flex flex-col gap-5 rounded-lg border border-border bg-surface-raised p-6 shadow-sm">
          {token ? (
            <>
              <p>{t("identity:deletion.confirmIntro")}</p>
              <input type="hidden" name="deletion_token" value={token} />
              <Button type="submit" name="intent" value="confirm" color="danger" size="lg" disabled={busy}>
                {t("identity:deletion.confirm")}
              </Button>
            </>
          ) : user ? (
            <>
              <InputField
                id="password"
                label={t("identity:deletion.password")}
                required
                type="password"
                autoComplete="current-password"
                browserRequired
              />
              <Button type="submit" name="intent" value="password" color="danger" size="lg" disabled={busy}>
                {t("identity:deletion.submit")}
              </Button>
            </>
          ) : (
            <>
              <p>{t("identity:deletion.signedOutIntro")}</p>
              <InputField
                id="email"
                label={t("identity:deletion.email")}
                required
                type="email"
                autoComplete="email"
                browserRequired
              />
              <Button type="submit" name="intent" value="request" size="lg" disabled={busy}>
                {t("identity:deletion.request")}
              </Button>
            </>
          )}
        </Form>
      )}
    </div>
  );
}
