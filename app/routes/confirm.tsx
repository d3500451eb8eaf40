import { Link } from "react-router";
import type { CurrentUser } from "../../contract/identity";
import type { TFunction } from "../../locales/translate";
import { buttonClasses } from "../components/ui/button";
import { LinkOutcome, SpendLinkForm } from "../features/shell/link-outcome";
import { attempt } from "../lib/api-form.server";
import { formValues } from "../lib/form-values";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/confirm";
import "../lib/texts/profile";
import "../lib/texts/identity";

export const handle: RouteHandle = { title: "identity:confirm.title" };

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("confirmation_token") ?? "" };
}

// The link in a confirmation e-mail lands here: for a new account, or for a new e-mail address (then every session
// ended and the user logs in again with the new address). A spent or expired link says so.
export async function action({ request, context }: Route.ActionArgs) {
  const { locale, publicApi } = pageContext(context);
  const token = formValues(await request.formData()).token ?? "";
  if (!token) return { confirmed: false } as Outcome;
  // A mailed link, without the session: any refusal is said on the page.
  const sent = await attempt(
    request,
    locale,
    () => publicApi.post<CurrentUser>("/api/v1/confirm", { confirmationToken: token }),
    {
      signIn: false,
    },
  );
  if (!sent.ok) return { confirmed: false, taken: sent.status === 409 } as Outcome;
  const { data, meta } = sent.value;
  return (meta.confirmed === "email_change" ? { confirmed: true, changedTo: data.email } : { confirmed: true }) as Outcome;
}

type Outcome = { confirmed: boolean; changedTo?: string; taken?: boolean };

function resultText(t: TFunction, outcome: Outcome): string {
  if (outcome.changedTo) return t("profile:confirm.emailChanged", { email: outcome.changedTo });
  if (outcome.taken) return t("profile:confirm.emailTaken");
  return outcome.confirmed ? t("identity:confirm.done") : t("identity:confirm.failed");
}

/** /confirm?confirmation_token=...: confirms an e-mail address, by a POST so that mail scanners spend nothing. */
export default function Confirm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  if (!actionData && loaderData.token) {
    return (
      <SpendLinkForm
        token={loaderData.token}
        title={t("identity:confirm.title")}
        intro={t("identity:confirm.intro")}
        button={t("identity:confirm.button")}
      />
    );
  }
  const outcome = actionData ?? { confirmed: false };
  return (
    <LinkOutcome ok={outcome.confirmed} title={t("identity:confirm.title")} text={resultText(t, outcome)} testId="confirm-result">
      <Link to={to("/auth/login-1")} className={`${buttonClasses({ size: "lg" })} mt-8`}>
        {t("identity:confirm.login")}
      </Link>
    </LinkOutcome>
  );
}
