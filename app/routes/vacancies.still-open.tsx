import { CheckCircle2, XCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { ApiError } from "../../contract/api-client";
import type { Vacancy } from "../../contract/vacancies";
import { isLocale } from "../../locales/resources";
import { Button, buttonClasses } from "../components/ui/button";
import { publicApiFor } from "../lib/api.server";
import { useLocalePath } from "../lib/locale";
import type { RouteHandle } from "../lib/route-handle";
import { formatDay } from "../lib/vacancy-dates";
import type { Route } from "./+types/vacancies.still-open";

export const handle: RouteHandle = { title: "vacancies:stillOpen.title" };

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

/** The reminder mail's link: the page posts it, so a mail scanner that only opens links spends nothing. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = isLocale(params.lang) ? params.lang : "nl";
  const token = String((await request.formData()).get("token") ?? "");
  try {
    const { data } = await publicApiFor(context, locale).post<Vacancy>("/api/v1/vacancies/still_open", { token });
    return { ok: true as const, id: data.id, title: data.title, until: data.expiresAt ? formatDay(locale, data.expiresAt) : "" };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { ok: false as const };
    throw error;
  }
}

/** /vacancies/still-open?token=...: keeps a vacancy open for three more months, without signing in. */
export default function StillOpen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const form = useRef<HTMLFormElement>(null);
  const busy = useNavigation().state !== "idle";
  useEffect(() => {
    if (!actionData && loaderData.token) form.current?.requestSubmit();
  }, [actionData, loaderData.token]);

  if (actionData) {
    const Icon = actionData.ok ? CheckCircle2 : XCircle;
    return (
      <div className="mx-auto flex w-full max-w-lg flex-col items-center text-center">
        <Icon
          aria-hidden
          className={actionData.ok ? "size-14 text-green-600 dark:text-green-400" : "size-14 text-red-600 dark:text-red-400"}
        />
        <h1 className="mt-4 text-3xl font-bold">{t("vacancies:stillOpen.title")}</h1>
        <p className="mt-4 text-lg" data-testid="still-open-result">
          {actionData.ok
            ? t("vacancies:stillOpen.done", { title: actionData.title, date: actionData.until })
            : t("vacancies:stillOpen.failed")}
        </p>
        {actionData.ok && (
          <Link to={to(`/vacancies/${actionData.id}`)} className={`${buttonClasses({ size: "lg" })} mt-8`}>
            {t("vacancies:stillOpen.view")}
          </Link>
        )}
      </div>
    );
  }
  return (
    <Form method="post" ref={form} className="mx-auto flex w-full max-w-lg flex-col items-center text-center">
      <h1 className="text-3xl font-bold">{t("vacancies:stillOpen.title")}</h1>
      <p className="mt-4 text-lg">{t("vacancies:stillOpen.intro")}</p>
      <input type="hidden" name="token" value={loaderData.token} />
      <Button type="submit" size="lg" className="mt-8" disabled={busy || !loaderData.token}>
        {t("vacancies:stillOpen.confirm")}
      </Button>
    </Form>
  );
}
