import { data, Link, useNavigation } from "react-router";
import { Button, buttonClasses } from "../components/ui/button";
import { Form } from "../components/ui/form";
import { LinkOutcome } from "../features/shell/link-outcome";
import { attempt } from "../lib/api-form.server";
import { formValues } from "../lib/form-values";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/vacancy-alert";
import "../lib/texts/saved-vacancies";

// The two links a vacancy alert's mails carry: its confirmation (double opt-in) and its unsubscribe.
const STEPS = {
  bevestigen: {
    endpoint: "/api/v1/vacancy_alert_confirmations",
    title: "confirmTitle",
    intro: "confirmIntro",
    button: "confirm",
  },
  afmelden: {
    endpoint: "/api/v1/vacancy_alert_unsubscriptions",
    title: "unsubscribeTitle",
    intro: "unsubscribeIntro",
    button: "unsubscribe",
  },
} as const;
type Step = keyof typeof STEPS;

const stepOf = (step: string | undefined, pathname: string): Step => {
  if (step === "bevestigen" || step === "afmelden") return step;
  throw data({ message: `Page Not Found: ${pathname}` }, { status: 404 });
};

export const handle: RouteHandle = {
  title: (t, loaderData) =>
    t(`saved-vacancies:page.${STEPS[(loaderData as { step: Step } | undefined)?.step ?? "bevestigen"].title}`),
};

export function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { step: stepOf(params.step, url.pathname), token: url.searchParams.get("token") ?? "" };
}

/** Only the button acts: a mail scanner that opens the link changes nothing. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { locale, publicApi } = pageContext(context);
  const step = stepOf(params.step, new URL(request.url).pathname);
  const token = formValues(await request.formData()).token ?? "";
  // A mailed link, without the session: any refusal is said on the page.
  const sent = await attempt(request, locale, () => publicApi.post(STEPS[step].endpoint, { token }), { signIn: false });
  if (sent.ok) return { ok: true as const, message: String(sent.value.meta.message ?? "") };
  return { ok: false as const, message: sent.error.errors[0]?.detail ?? "" };
}

/** /vacature-alert/bevestigen and /vacature-alert/afmelden ?token=...: without signing in. */
export default function VacancyAlert({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const busy = useNavigation().state !== "idle";
  const texts = STEPS[loaderData.step];
  if (actionData) {
    return (
      <LinkOutcome
        ok={actionData.ok}
        title={t(`saved-vacancies:page.${texts.title}`)}
        testId="vacancy-alert-result"
        text={actionData.message}
      >
        <Link to={to("/vacancies/search")} className={`${buttonClasses({ size: "lg", flavor: "outline" })} mt-8`}>
          {t("saved-vacancies:page.toBank")}
        </Link>
      </LinkOutcome>
    );
  }
  return (
    <Form method="post" className="mx-auto flex w-full max-w-lg flex-col items-center text-center">
      <h1 className="text-3xl font-bold">{t(`saved-vacancies:page.${texts.title}`)}</h1>
      <p className="mt-6 text-lg">{t(`saved-vacancies:page.${texts.intro}`)}</p>
      <input type="hidden" name="token" value={loaderData.token} />
      <Button type="submit" size="lg" className="mt-8" disabled={busy}>
        {t(`saved-vacancies:page.${texts.button}`)}
      </Button>
    </Form>
  );
}
