import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError } from "../../contract/api-client";
import type { Vacancy } from "../../contract/vacancies";
import { isLocale } from "../../locales/resources";
import { LinkOutcome, SpendLinkForm } from "../components/shell/link-outcome";
import { buttonClasses } from "../components/ui/button";
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
  if (!actionData) {
    return (
      <SpendLinkForm
        token={loaderData.token}
        title={t("vacancies:stillOpen.title")}
        intro={t("vacancies:stillOpen.intro")}
        button={t("vacancies:stillOpen.confirm")}
      />
    );
  }
  return (
    <LinkOutcome
      ok={actionData.ok}
      title={t("vacancies:stillOpen.title")}
      testId="still-open-result"
      text={
        actionData.ok
          ? t("vacancies:stillOpen.done", { title: actionData.title, date: actionData.until })
          : t("vacancies:stillOpen.failed")
      }
    >
      {actionData.ok && (
        <Link to={to(`/vacancies/${actionData.id}`)} className={`${buttonClasses({ size: "lg" })} mt-8`}>
          {t("vacancies:stillOpen.view")}
        </Link>
      )}
    </LinkOutcome>
  );
}
