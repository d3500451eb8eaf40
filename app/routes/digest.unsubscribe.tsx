import { Link, useNavigation } from "react-router";
import { Button, buttonClasses } from "../components/ui/button";
import { Form } from "../components/ui/form";
import { LinkOutcome } from "../features/shell/link-outcome";
import { attempt } from "../lib/api-form.server";
import { formValues } from "../lib/form-values";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/digest.unsubscribe";
import "../lib/texts/profile";

export const handle: RouteHandle = { title: "profile:unsubscribe.title" };

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

/** Only the button unsubscribes: a mail scanner that opens the link changes nothing. */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale, publicApi } = pageContext(context);
  const token = formValues(await request.formData()).token ?? "";
  // A mailed link, without the session: any refusal is said on the page.
  const sent = await attempt(request, locale, () => publicApi.post("/api/v1/digest_unsubscriptions", { token }), {
    signIn: false,
  });
  if (sent.ok) return { ok: true as const, message: String(sent.value.meta.message ?? "") };
  return { ok: false as const, message: sent.error.errors[0]?.detail ?? "" };
}

/** /periodieke-mail/afmelden?token=...: the periodic summary's unsubscribe, without signing in. */
export default function DigestUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const busy = useNavigation().state !== "idle";
  if (actionData) {
    return (
      <LinkOutcome
        ok={actionData.ok}
        title={t("profile:unsubscribe.title")}
        testId="unsubscribe-result"
        text={actionData.message}
      >
        <Link to={to("/profile-edit/periodieke-mail")} className={`${buttonClasses({ size: "lg", flavor: "outline" })} mt-8`}>
          {t("profile:unsubscribe.settings")}
        </Link>
      </LinkOutcome>
    );
  }
  return (
    <Form method="post" className="mx-auto flex w-full max-w-lg flex-col items-center text-center">
      <h1 className="text-3xl font-bold">{t("profile:unsubscribe.title")}</h1>
      <p className="mt-6 text-lg">{t("profile:unsubscribe.intro")}</p>
      <input type="hidden" name="token" value={loaderData.token} />
      <Button type="submit" size="lg" className="mt-8" disabled={busy}>
        {t("profile:unsubscribe.confirm")}
      </Button>
    </Form>
  );
}
