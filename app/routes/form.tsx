import { Link, redirect, useSubmit } from "react-router";
import { FORM_SPAM } from "../../contract/form-spam";
import type { PublicForm } from "../../contract/form-submissions";
import { buttonClasses } from "../components/ui/button";
import { FormView } from "../features/forms/form-view";
import { answersOf, copySentTo, copySentToCookie, publicFormPath, SENT_PARAM } from "../features/forms/public-forms.server";
import { SpamFields } from "../features/forms/spam-fields";
import { LinkOutcome } from "../features/shell/link-outcome";
import { SiteLogo } from "../features/shell/site-logo";
import { attempt, refused } from "../lib/api-form.server";
import { cn } from "../lib/cn";
import { useAuthoredText } from "../lib/content-language";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { serverContext } from "../lib/server-context";
import { useNavigationSubmitOnce } from "../lib/use-submit-once";
import type { Route } from "./+types/form";
import "../lib/texts/form-answers";

export const handle: RouteHandle = {
  title: (_t, loaderData, authored) => {
    const form = (loaderData as { form?: PublicForm } | undefined)?.form;
    return form ? authored(form.title, form.titleEn).text : "";
  },
};

// A token is a key: a personal invitation's page, and a form's page as well, is no search result.
export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

// Showing the form does not depend on who is signed in (a token's page is opened from mails), so it goes without the session.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { publicApi } = pageContext(context);
  const { data: form } = await publicApi.get<PublicForm>(publicFormPath(params.token));
  const sent = new URL(request.url).searchParams.has(SENT_PARAM) ? { copySentTo: copySentTo(request, params.token) } : null;
  return { form, sent };
}

/** Sends the answers; a refusal comes back by question with what was sent, a form closed meanwhile shows as closed. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  // Sent with the session: a signed-in volunteer answering from his own address gets his answers back in full.
  const page = `/${locale}/forms/${encodeURIComponent(params.token)}`;
  const { data: form } = await api.get<PublicForm>(publicFormPath(params.token));
  if (form.state !== "open") throw redirect(page);
  const posted = await request.formData();
  const values = answersOf(posted, form.questions);
  const startedAt = Number(posted.get("started_at"));
  const attributes = {
    answers: values,
    started_at: startedAt,
    [FORM_SPAM.honeypot]: String(posted.get(FORM_SPAM.honeypot) ?? ""),
  };
  // A public form: a 401 is the form's message, not a trip to sign in; the rest of the refusal by question id.
  const sent = await attempt(
    request,
    locale,
    () =>
      api.post<{ copySentTo: string | null }>(`${publicFormPath(params.token)}/submissions`, {
        data: { type: "form_submissions", attributes },
      }),
    { pages: [404], signIn: false, within: "answers" },
  );
  if (!sent.ok) {
    // Closed (or the invitation used) while the form was being sent: the page says so instead of the form.
    if ((await api.get<PublicForm>(publicFormPath(params.token))).data.state !== "open") throw redirect(page);
    return refused(sent, { values, startedAt });
  }
  const { secureCookies } = context.get(serverContext);
  const receipt = sent.value.data;
  const headers = receipt.copySentTo
    ? { "Set-Cookie": copySentToCookie(params.token, receipt.copySentTo, secureCookies) }
    : undefined;
  return redirect(`${page}?${SENT_PARAM}=1`, { headers });
}

/** /forms/{token}: a form to answer (public, or by a personal invitation), what it says when it takes none, and thanks. */
export default function AnswerForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const submit = useSubmit();
  const once = useNavigationSubmitOnce();
  const { form, sent } = loaderData;
  const outcomeTitle = useAuthoredText()(form.title, form.titleEn);
  const outcome = sent ? "sent" : form.state === "open" ? null : form.state;
  return (
    <div className={cn("flex w-full max-w-2xl flex-col gap-6", outcome && "items-center")}>
      <SiteLogo />
      {outcome ? (
        <LinkOutcome
          ok={outcome === "sent" || outcome === "used" ? true : "neutral"}
          title={outcomeTitle.text}
          titleLang={outcomeTitle.lang}
          text={t(outcome === "sent" ? "form-answers:page.sent" : `form-answers:errors.${outcome}`)}
          testId="form-outcome"
        >
          {sent?.copySentTo && <p className="mt-2 text-lg">{t("form-answers:page.copySent", { email: sent.copySentTo })}</p>}
          <Link to={to("/")} className={`${buttonClasses({ size: "lg", flavor: "outline" })} mt-8`}>
            {t("form-answers:page.home")}
          </Link>
        </LinkOutcome>
      ) : (
        <div className="rounded-lg border border-border bg-surface-raised p-4 shadow-sm sm:p-8">
          <FormView
            title={form.title}
            description={form.description}
            titleEn={form.titleEn}
            descriptionEn={form.descriptionEn}
            questions={form.questions}
            headingLevel="h1"
            submitLabel={t("form-answers:page.send")}
            values={actionData?.values}
            serverErrors={actionData?.errors}
            onValid={(event) => {
              // Sent once, by the router; without JavaScript the browser posts the same form.
              once(event);
              if (event.defaultPrevented) return;
              event.preventDefault();
              submit(event.currentTarget);
            }}
          >
            <SpamFields startedAt={actionData?.startedAt ?? form.shownAt} />
          </FormView>
        </div>
      )}
    </div>
  );
}
