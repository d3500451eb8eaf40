import type { TFunction } from "i18next";
import { CheckCircle2, XCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError } from "../../contract/api-client";
import type { CurrentUser } from "../../contract/identity";
import { isLocale } from "../../locales/resources";
import { buttonClasses } from "../components/ui/button";
import { publicApiFor } from "../lib/api.server";
import { useLocalePath } from "../lib/locale";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/confirm";

export const handle: RouteHandle = { title: "identity:confirm.title" };

// The link in a confirmation e-mail lands here: for a new account, or for a new e-mail address (then every session
// ended and the user logs in again with the new address). A spent or expired link says so.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = isLocale(params.lang) ? params.lang : "nl";
  const token = new URL(request.url).searchParams.get("confirmation_token") ?? "";
  if (!token) return { confirmed: false } as Outcome;
  try {
    const { data, meta } = await publicApiFor(context, locale).post<CurrentUser>("/api/v1/confirm", { confirmationToken: token });
    return (meta.confirmed === "email_change" ? { confirmed: true, changedTo: data.email } : { confirmed: true }) as Outcome;
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { confirmed: false, taken: error.status === 409 } as Outcome;
    throw error;
  }
}

type Outcome = { confirmed: boolean; changedTo?: string; taken?: boolean };

function resultText(t: TFunction, outcome: Outcome): string {
  if (outcome.changedTo) return t("profile:confirm.emailChanged", { email: outcome.changedTo });
  if (outcome.taken) return t("profile:confirm.emailTaken");
  return outcome.confirmed ? t("identity:confirm.done") : t("identity:confirm.failed");
}

/** /confirm: the result of confirming an e-mail address. */
export default function Confirm({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const Icon = loaderData.confirmed ? CheckCircle2 : XCircle;
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col items-center text-center">
      <Icon
        className={loaderData.confirmed ? "size-14 text-green-600 dark:text-green-400" : "size-14 text-red-600 dark:text-red-400"}
        aria-hidden
      />
      <h1 className="mt-4 text-3xl font-bold">{t("identity:confirm.title")}</h1>
      <p className="mt-4 text-lg" data-testid="confirm-result">
        {resultText(t, loaderData)}
      </p>
      <Link to={to("/auth/login-1")} className={`${buttonClasses({ size: "lg" })} mt-8`}>
        {t("identity:confirm.login")}
      </Link>
    </div>
  );
}
