import { Link, useNavigation } from "react-router";
import { ApiError } from "../../contract/api-client";
import type { MatchFollowupLink } from "../../contract/match-followups";
import { MATCH_FOLLOWUP_ANSWERS, MATCH_FOLLOWUP_COMMENT_MAX } from "../../contract/match-followups";
import { Button, buttonClasses } from "../components/ui/button";
import { Form } from "../components/ui/form";
import { TextAreaField } from "../components/ui/textarea-field";
import { LinkOutcome } from "../features/shell/link-outcome";
import { attempt } from "../lib/api-form.server";
import { formValues } from "../lib/form-values";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/match-followup";
import "../lib/texts/match-followups";

export const handle: RouteHandle = { title: "match-followups:page.title" };

/** The question behind the link, read without spending it; null for a link the site does not know. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { publicApi } = pageContext(context);
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const optOut = url.searchParams.has("afmelden");
  if (!token) return { token, optOut, link: null };
  try {
    const { meta } = await publicApi.get(`/api/v1/match_followups?token=${encodeURIComponent(token)}`);
    return { token, optOut, link: meta as unknown as MatchFollowupLink };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { token, optOut, link: null };
    throw error;
  }
}

/** Only a button records: a mail scanner that opens the link changes nothing. */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale, publicApi } = pageContext(context);
  const { token = "", answer = "", comment = "", intent } = formValues(await request.formData());
  const sent = await attempt(
    request,
    locale,
    () =>
      intent === "opt_out"
        ? publicApi.post("/api/v1/match_followup_opt_outs", { token })
        : publicApi.post("/api/v1/match_followup_answers", { token, answer, comment }),
    { signIn: false },
  );
  if (sent.ok) return { ok: true as const, optOut: intent === "opt_out", message: String(sent.value.meta.message ?? "") };
  return { ok: false as const, optOut: intent === "opt_out", message: sent.error.errors[0]?.detail ?? "" };
}

/** /opvolging?token=...: "Is het gelukt?" from the follow-up mail, answered without signing in (issue 44). */
export default function MatchFollowup({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const busy = useNavigation().state !== "idle";
  const { token, optOut, link } = loaderData;
  const label = (key: string, options?: Record<string, unknown>) => t(`match-followups:page.${key}`, options);
  const home = (
    <Link to={to("/")} className={`${buttonClasses({ size: "lg", flavor: "outline" })} mt-8`}>
      {label("toHome")}
    </Link>
  );
  if (actionData) {
    const title = actionData.optOut ? label("optOutTitle") : actionData.ok ? label("thanksTitle") : label("title");
    return (
      <LinkOutcome ok={actionData.ok} title={title} testId="followup-result" text={actionData.message}>
        {home}
      </LinkOutcome>
    );
  }
  const optOutForm = (
    <Form method="post" className="flex flex-col items-center gap-4 text-center" aria-labelledby="followup-opt-out">
      <h2 id="followup-opt-out" className="text-xl font-bold">
        {label("optOutTitle")}
      </h2>
      <p>{label("optOutIntro")}</p>
      <input type="hidden" name="token" value={token} />
      <Button type="submit" name="intent" value="opt_out" flavor="outline" size="lg" disabled={busy}>
        {label("optOut")}
      </Button>
    </Form>
  );
  if (!link || (link.state !== "open" && !optOut)) {
    const text = !link ? label("unknown") : link.state === "answered" ? label("answered") : label("expired");
    return (
      <LinkOutcome
        ok={link?.state === "answered" ? "neutral" : false}
        title={label("title")}
        testId="followup-result"
        text={text}
      >
        {home}
      </LinkOutcome>
    );
  }
  if (optOut) return <div className="mx-auto w-full max-w-lg">{optOutForm}</div>;
  const intro =
    link.party === "volunteer"
      ? label("introVolunteer", { vacancy: link.vacancyTitle, organization: link.organizationName })
      : label("introOrganization", { vacancy: link.vacancyTitle, volunteer: link.volunteerName });
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-12">
      <Form method="post" className="flex flex-col gap-6">
        <h1 className="text-center text-3xl font-bold">{label("title")}</h1>
        <p className="text-center text-lg">{intro}</p>
        <input type="hidden" name="token" value={token} />
        <TextAreaField
          id="comment"
          name="comment"
          label={label("comment")}
          hint={label("commentHint")}
          required={false}
          maxLength={MATCH_FOLLOWUP_COMMENT_MAX}
          className="h-28 py-2"
        />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-medium">{label("answersLegend")}</legend>
          {MATCH_FOLLOWUP_ANSWERS.map((answer) => (
            <Button key={answer} type="submit" name="answer" value={answer} size="lg" disabled={busy}>
              {label(`answers.${answer}`)}
            </Button>
          ))}
        </fieldset>
      </Form>
      {optOutForm}
    </div>
  );
}
