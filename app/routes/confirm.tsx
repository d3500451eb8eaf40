import { CheckCircle2, XCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError } from "../../contract/api-client";
import { isLocale } from "../../locales/resources";
import { buttonClasses } from "../components/ui/button";
import { apiFor } from "../lib/api.server";
import { useLocalePath } from "../lib/locale";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/confirm";

export const handle: RouteHandle = { title: "identity:confirm.title" };

// The link in the confirmation e-mail lands here; confirming is idempotent for the visitor (a spent link says so).
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = isLocale(params.lang) ? params.lang : "nl";
  const token = new URL(request.url).searchParams.get("confirmation_token") ?? "";
  if (!token) return { confirmed: false };
  try {
    await apiFor(context, locale).post("/api/v1/confirm", { confirmationToken: token });
    return { confirmed: true };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { confirmed: false };
    throw error;
  }
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
        {loaderData.confirmed ? t("identity:confirm.done") : t("identity:confirm.failed")}
      </p>
      <Link to={to("/auth/login-1")} className={`${buttonClasses({ size: "lg" })} mt-8`}>
        {t("identity:confirm.login")}
      </Link>
    </div>
  );
}
