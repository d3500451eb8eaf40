import { Link, useNavigation } from "react-router";
import { ApiError } from "../../contract/api-client";
import type { Vacancy } from "../../contract/vacancies";
import { Button, buttonClasses } from "../components/ui/button";
import { Form } from "../components/ui/form";
import { LinkOutcome } from "../features/shell/link-outcome";
import { formatDay } from "../features/vacancies/vacancy-dates";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/vacancies.still-open";

export const handle: RouteHandle = { title: "vacancies:stillOpen.title" };

/** The vacancy the link would keep open, looked up without using the link; null when the link would not work. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, publicApi } = pageContext(context);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!token) return { token, vacancy: null };
  try {
    const { data } = await publicApi.get<Vacancy>(`/api/v1/vacancies/still_open?token=${encodeURIComponent(token)}`);
    return {
      token,
      vacancy: {
        title: data.title,
        organizationName: data.organization?.name ?? "",
        status: data.status,
        until: data.expiresAt ? formatDay(locale, data.expiresAt) : null,
      },
    };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { token, vacancy: null };
    throw error;
  }
}

/** Only the button spends the link: a mail scanner that opens links (even one that runs scripts) changes nothing. */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale, publicApi } = pageContext(context);
  const token = String((await request.formData()).get("token") ?? "");
  try {
    const { data } = await publicApi.post<Vacancy>("/api/v1/vacancies/still_open", { token });
    return { ok: true as const, id: data.id, title: data.title, until: data.expiresAt ? formatDay(locale, data.expiresAt) : "" };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { ok: false as const };
    throw error;
  }
}

/** /vacancies/still-open?token=...: shows the vacancy, and keeps it open for three more months on confirmation. */
export default function StillOpen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const busy = useNavigation().state !== "idle";
  const { token, vacancy } = loaderData;

  if (actionData || !vacancy) {
    return (
      <LinkOutcome
        ok={Boolean(actionData?.ok)}
        title={t("vacancies:stillOpen.title")}
        testId="still-open-result"
        text={
          actionData?.ok
            ? t("vacancies:stillOpen.done", { title: actionData.title, date: actionData.until })
            : t("vacancies:stillOpen.failed")
        }
      >
        {actionData?.ok && (
          <Link to={to(`/vacancies/${actionData.id}`)} className={`${buttonClasses({ size: "lg" })} mt-8`}>
            {t("vacancies:stillOpen.view")}
          </Link>
        )}
      </LinkOutcome>
    );
  }
  return (
    <Form method="post" className="mx-auto flex w-full max-w-lg flex-col items-center text-center">
      <h1 className="text-3xl font-bold">{t("vacancies:stillOpen.question")}</h1>
      <div
        className="mt-6 w-full rounded-lg border border-border bg-surface-raised p-5 text-start"
        data-testid="still-open-vacancy"
      >
        <p className="text-lg font-semibold break-words">{vacancy.title}</p>
        {vacancy.organizationName && <p className="text-fg-muted">{vacancy.organizationName}</p>}
        {vacancy.until && (
          <p className="mt-2 text-sm">
            {t(vacancy.status === "expired" ? "vacancies:stillOpen.endedOn" : "vacancies:stillOpen.endsOn", {
              date: vacancy.until,
            })}
          </p>
        )}
      </div>
      <p className="mt-6 text-lg">{t("vacancies:stillOpen.intro")}</p>
      <input type="hidden" name="token" value={token} />
      <Button type="submit" size="lg" className="mt-8" disabled={busy}>
        {t("vacancies:stillOpen.confirm")}
      </Button>
    </Form>
  );
}
