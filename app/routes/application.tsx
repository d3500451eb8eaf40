import { MessageSquare } from "lucide-react";
import { Link, redirect } from "react-router";
import { ApiError } from "../../contract/api-client";
import type { Application, ApplicationNote } from "../../contract/applications";
import { Button } from "../components/ui/button";
import { DetailsList } from "../components/ui/details-list";
import { Form } from "../components/ui/form";
import { DecisionForm } from "../features/applications/decision-form";
import { NotesPanel } from "../features/applications/notes-panel";
import { ApplicationStatusBadge } from "../features/applications/status-badge";
import { useTranslation } from "../lib/i18n";
import { useLocale, useLocalePath } from "../lib/locale";
import { organizationCookie, otherOrganizationReading } from "../lib/organization.server";
import { handlesApplications } from "../lib/role-groups";
import type { RouteHandle } from "../lib/route-handle";
import "../lib/texts/conversations";
import "../lib/texts/match-followups";
import { dateFormat } from "../../contract/intl-formats";
import { attempt, refused } from "../lib/api-form.server";
import { formValues } from "../lib/form-values";
import { pageContext, signedIn } from "../lib/page-context.server";
import type { Route } from "./+types/application";

export const handle: RouteHandle = {
  title: (_t, d) => (d as { application?: Application } | undefined)?.application?.name ?? "",
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { locale, api } = pageContext(context);
  const user = await signedIn(context, request);
  const path = `/api/v1/applications/${encodeURIComponent(params.id)}`;
  // Back to the list this user has: the back office's, or a volunteer's own.
  const handler = handlesApplications((user.roles ?? []).map((role) => role.name));
  const application = await api
    .get<Application>(path, { include: ["vacancy"] })
    .then((r) => r.data)
    .catch(async (error) => {
      // An application of another of his organizations (the mail's link): switch to that one and show it.
      const other =
        error instanceof ApiError && [403, 404].includes(error.status) && (await otherOrganizationReading(context, locale, path));
      // The page's own address: a client-side navigation's request is its .data URL.
      if (other)
        throw redirect(`/${locale}/applications/${encodeURIComponent(params.id)}`, {
          headers: { "Set-Cookie": organizationCookie(context, other) },
        });
      throw error;
    });
  // Notes are for those who handle the application; whoever may not read them may not decide either.
  const notes = await api
    .get<ApplicationNote[]>(`${path}/notes`)
    .then((r) => r.data)
    .catch((error) => {
      if (error instanceof ApiError && error.status === 403) return null;
      throw error;
    });
  return { application, notes, handler };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  const values = formValues(await request.formData());
  const intent = values.intent ?? "";
  const path = `/api/v1/applications/${encodeURIComponent(params.id)}`;
  if (intent === "note") {
    const body = { data: { type: "application_notes", attributes: { body: values.body ?? "" } } };
    const sent = await attempt(request, locale, () => api.post(`${path}/notes`, body));
    return sent.ok ? { done: "note" as const } : refused(sent, { intent });
  }
  const attributes = { status: values.status ?? "", decisionMessage: values.decision_message ?? "" };
  const sent = await attempt(request, locale, () => api.put(`${path}/decision`, { data: { type: "applications", attributes } }));
  return sent.ok ? { done: "decision" as const } : refused(sent, { intent });
}

/** /applications/{id}: the application, the decision (for those who handle it) and the internal notes. */
export default function ApplicationPage({ loaderData: { application, notes, handler }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const locale = useLocale();
  const date = dateFormat(locale, { dateStyle: "long", timeStyle: "short" });
  const none = t("applications:detail.none");
  const rows: [string, string][] = [
    [t("applications:detail.vacancy"), application.vacancyTitle],
    [t("applications:detail.email"), application.email],
    [t("applications:detail.phone"), application.phoneNumber ?? none],
    [t("applications:detail.submittedAt"), date.format(new Date(application.createdAt))],
    [t("applications:detail.message"), application.message ?? none],
  ];
  if (application.firstRespondedAt)
    rows.push([t("applications:detail.firstRespondedAt"), date.format(new Date(application.firstRespondedAt))]);
  if (application.decidedAt) {
    rows.push([t("applications:detail.decidedAt"), date.format(new Date(application.decidedAt))]);
    rows.push([t("applications:detail.decisionMessage"), application.decisionMessage ?? none]);
  }
  if (application.status === "accepted") {
    // What the follow-up mails' answers say (issue 44).
    const outcome = application.matchOutcome;
    rows.push([
      t("match-followups:outcome"),
      outcome ? t(`match-followups:outcomes.${outcome}`) : t("match-followups:noOutcome"),
    ]);
  }
  const failed = actionData && "errors" in actionData ? actionData : null;
  return (
    <div className="max-w-3xl">
      <Link
        to={to(handler ? "/applications" : "/mijn-aanmeldingen")}
        className="inline-flex min-h-11 items-center text-sm font-medium text-link hover:underline"
      >
        ← {handler ? t("applications:detail.back") : t("applications:mine.title")}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold break-words">{application.name}</h1>
        <ApplicationStatusBadge status={application.status} />
      </div>
      {application.vacancy?.organizationName && <p className="mt-1 text-fg-muted">{application.vacancy.organizationName}</p>}
      {/* Opens the application's conversation, or makes it: the applicant and those who handle it talk there. */}
      {application.hasAccount && (
        <Form method="post" action={to("/conversations/new")} className="mt-4">
          <input type="hidden" name="application_id" value={application.id} />
          <Button type="submit" flavor="pastel">
            <MessageSquare className="size-4" aria-hidden />
            {t("conversations:open.action")}
          </Button>
        </Form>
      )}
      <DetailsList rows={rows} className="mt-6" />
      {notes !== null && application.status === "submitted" && (
        <DecisionForm errors={failed?.intent !== "note" ? failed?.errors : undefined} />
      )}
      {actionData && "done" in actionData && actionData.done === "decision" && (
        <p role="status" className="mt-6 rounded-md bg-green-50 p-3 text-green-900 dark:bg-green-950 dark:text-green-100">
          {t("applications:detail.decided")}
        </p>
      )}
      {notes !== null && (
        <NotesPanel
          notes={notes}
          errors={failed?.intent === "note" ? failed.errors : undefined}
          added={Boolean(actionData && "done" in actionData && actionData.done === "note")}
        />
      )}
    </div>
  );
}
