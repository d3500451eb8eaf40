import { data, Link, redirect } from "react-router";
import { CONTACT_FIELDS } from "../../contract/contact-options";
import { FORM_SPAM } from "../../contract/form-spam";
import type { PublicForm } from "../../contract/form-submissions";
import { buttonClasses } from "../components/ui/button";
import { ContactForm, type ContactFormState } from "../features/contact/contact-form";
import { copySentTo, copySentToCookie, SENT_PARAM } from "../features/forms/public-forms.server";
import { LinkOutcome } from "../features/shell/link-outcome";
import { attempt } from "../lib/api-form.server";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { serverContext } from "../lib/server-context";
import { useSite } from "../lib/site";
import type { Route } from "./+types/contact";
import "../lib/texts/contact";

export const handle: RouteHandle = { title: "contact:title" };

// The confirmation's "copy sent to" reads the same short-lived cookie as a form's; this is its key.
const COPY_KEY = "contact";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { publicApi } = pageContext(context);
  const { data: form } = await publicApi.get<PublicForm>("/api/v1/contact_form");
  const sent = new URL(request.url).searchParams.has(SENT_PARAM) ? { copySentTo: copySentTo(request, COPY_KEY) } : null;
  return { state: form.state, shownAt: form.shownAt, sent };
}

/** Sends the message; a refusal comes back by field with what was written, so nothing has to be typed twice. */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  const posted = await request.formData();
  const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, String(posted.get(field) ?? "")]));
  const startedAt = Number(posted.get("started_at"));
  const attributes = {
    ...values,
    consent: values.consent === "true",
    started_at: startedAt,
    [FORM_SPAM.honeypot]: String(posted.get(FORM_SPAM.honeypot) ?? ""),
  };
  // With the visitor's session: a signed-in volunteer writing from his own address gets his message back in full.
  // A public form: a 401 is the form's message, not a trip to sign in.
  const sent = await attempt(
    request,
    locale,
    () => api.post<{ copySentTo: string | null }>("/api/v1/contact_messages", { data: { type: "contact_messages", attributes } }),
    { pages: [404], signIn: false },
  );
  if (!sent.ok) {
    const { started_at: tooFast, answers: closed, ...errors } = sent.errors;
    // Sent too fast, too often, or the form closed meanwhile: said above the form.
    const general = tooFast ?? closed ?? errors._form;
    const state: ContactFormState = { errors: general ? { ...errors, _form: general } : errors, values, startedAt };
    return data(state, { status: sent.status });
  }
  const { secureCookies } = context.get(serverContext);
  const receipt = sent.value.data;
  const headers = receipt.copySentTo
    ? { "Set-Cookie": copySentToCookie(COPY_KEY, receipt.copySentTo, secureCookies) }
    : undefined;
  return redirect(`/${locale}/contactformulier?${SENT_PARAM}=1`, { headers });
}

/** /contactformulier: write to the centre; a confirmation (and its copy by mail) once sent. */
export default function ContactScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const site = useSite();
  const { state, shownAt, sent } = loaderData;
  const outcome = sent ? "sent" : state === "open" ? null : "closed";
  if (outcome) {
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col items-center">
        <LinkOutcome
          ok={outcome === "sent" ? true : "neutral"}
          title={t("contact:title")}
          text={t(outcome === "sent" ? "contact:sent" : "contact:closed")}
          testId="contact-outcome"
        >
          {sent?.copySentTo && <p className="mt-2 text-lg">{t("contact:copySent", { email: sent.copySentTo })}</p>}
          <Link to={to("/")} className={`${buttonClasses({ size: "lg", flavor: "outline" })} mt-8`}>
            {t("contact:home")}
          </Link>
        </LinkOutcome>
      </div>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t("contact:title")}</h1>
        <p className="text-fg-muted">{t("contact:intro", { center: site?.center.name ?? "" })}</p>
      </div>
      <ContactForm shownAt={shownAt} user={site?.user} state={actionData} />
    </div>
  );
}
