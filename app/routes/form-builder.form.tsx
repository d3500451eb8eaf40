import { ArrowLeft, Eye, Pencil } from "lucide-react";
import { useMemo } from "react";
import { data, Link, redirect, useSearchParams } from "react-router";
import { endOfAmsterdamDay } from "../../contract/amsterdam-time";
import type { FormInvitation } from "../../contract/form-submissions";
import type { Form } from "../../contract/forms";
import { buttonClasses } from "../components/ui/button";
import { CopyLink } from "../components/ui/copy-link";
import { ExportLinks } from "../components/ui/export-links";
import { FormSummary } from "../features/forms/form-summary";
import { InvitationForm } from "../features/forms/invitation-form";
import { InvitationList } from "../features/forms/invitation-list";
import { type InvitationReview, InvitationReviewPanel } from "../features/forms/invitation-review";
import { loadSubmissions } from "../features/forms/load-submissions.server";
import { SubmissionFilters } from "../features/forms/submission-filters";
import { SubmissionList } from "../features/forms/submission-list";
import { CONTENT_SECTIONS } from "../features/shell/sections";
import { addressProblem, parseAddresses } from "../features/users/invitation-addresses";
import { Pagination } from "../features/vacancy-search/pagination";
import { attempt, refused } from "../lib/api-form.server";
import { formValues } from "../lib/form-values";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedInAs } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { serverContext } from "../lib/server-context";
import { useFlashToast, withFlash } from "../lib/use-flash-toast";
import type { Route } from "./+types/form-builder.form";
import "../lib/texts/forms";

export const handle: RouteHandle = {
  title: (t, loaderData) => (loaderData as { form?: Form } | undefined)?.form?.title ?? t("forms:overview.title"),
};

/** The newest invitations the overview shows (the API's largest page). */
const INVITATIONS_SHOWN = 100;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { locale, api } = pageContext(context);
  await signedInAs(context, request, CONTENT_SECTIONS.forms.roles);
  const path = `/api/v1/forms/${encodeURIComponent(params.id)}`;
  const { data: form } = await api.get<Form>(path);
  const [submissions, invitations] = await Promise.all([
    loadSubmissions(context, params.id, new URL(request.url)),
    form.accessPermission === "token_holder"
      ? api.get<FormInvitation[]>(`${path}/invitations`, { page: { number: 1, size: INVITATIONS_SHOWN } })
      : null,
  ]);
  return {
    form,
    submissions,
    invitations: invitations && {
      list: invitations.data,
      total: Number(invitations.meta.total ?? 0),
      left: Number(invitations.meta.invitationsLeft ?? 0),
    },
    publicUrl:
      form.accessPermission === "anonymous"
        ? `${context.get(serverContext).origin}/${locale}/forms/${encodeURIComponent(form.publicToken)}`
        : null,
    // The moment the page was made, so that 'closed since' reads the same on the server and in the browser.
    now: Date.now(),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  await signedInAs(context, request, CONTENT_SECTIONS.forms.roles);
  const form = await request.formData();
  const posted = formValues(form);
  const intent = posted.intent ?? "";
  const invitations = `/api/v1/forms/${encodeURIComponent(params.id)}/invitations`;
  const here = (flash: string) => withFlash(`/${locale}/form_builder/${params.id}`, flash);
  const values = { emails: posted.emails ?? "", expires_on: (posted.expires_on ?? "").trim() };
  const sent = await attempt(request, locale, async () => {
    // The withdraw button is a DeleteForm: intent=delete with the invitation's id.
    if (intent === "delete") {
      await api.delete(`${invitations}/${encodeURIComponent(posted.invitation ?? "")}`);
      return redirect(here("revoked"));
    }
    // "review" asks the API what sending would do and shows it; only "invite", from that question, sends.
    if (intent !== "invite" && intent !== "review") throw data({ message: "Bad Request" }, { status: 400 });
    // The browser checked the addresses; a page sent without JavaScript is checked here, in the same words.
    const problem = addressProblem(values.emails);
    if (problem) return data({ problem, errors: {}, values, at: Date.now(), review: null }, { status: 422 });
    // A day in the date field is the end of that day in Amsterdam; anything else goes on for the API to refuse.
    const expiresAt = values.expires_on ? (endOfAmsterdamDay(values.expires_on) ?? values.expires_on) : undefined;
    const body = {
      data: { type: "form_invitations", attributes: { emails: parseAddresses(values.emails).emails, expires_at: expiresAt } },
    };
    if (intent === "review") {
      const { meta } = await api.post(`${invitations}?dry_run=true`, body);
      const review: InvitationReview = {
        count: Number(meta.count ?? 0),
        replacing: Number(meta.replacing ?? 0),
        left: Number(meta.invitationsLeft ?? 0),
      };
      return { problem: null, errors: {}, values, at: Date.now(), review };
    }
    await api.post(invitations, body);
    return redirect(here("invited"));
  });
  // An address the API refuses is named by its place in the list (emails/3): the field's error either way.
  return sent.ok ? sent.value : refused(sent, { problem: null, values, at: Date.now(), review: null });
}

const FLASHES = ["invited", "revoked", "submissionDeleted"];

/** /form_builder/{id}: a form at a glance, its public link or its invitations, and the submissions that came in. */
export default function FormBuilderForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const [params] = useSearchParams();
  const { form, submissions, invitations, publicUrl, now } = loaderData;
  const flashes = useMemo(() => Object.fromEntries(FLASHES.map((key) => [key, t(`forms:flash.${key}`)])), [t]);
  useFlashToast(flashes);
  const label = (key: string, options?: Record<string, unknown>) => t(`forms:${key}`, options);
  const filterQuery = new URLSearchParams(
    Object.entries(submissions.filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8">
      <div className="flex flex-col gap-2">
        <Link
          to={to("/content/forms")}
          className="inline-flex min-h-11 w-fit items-center gap-1 font-medium text-link underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
          {label("form.back")}
        </Link>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 className="min-w-0 text-3xl font-bold break-words">{form.title}</h1>
          <div className="flex flex-wrap gap-2">
            <Link to={to(`/form_builder/${form.id}/edit`)} className={buttonClasses({ size: "lg" })}>
              <Pencil className="size-4" aria-hidden />
              {label("overview.edit")}
            </Link>
            <Link to={to(`/form_builder/${form.id}/preview`)} className={buttonClasses({ flavor: "outline", size: "lg" })}>
              <Eye className="size-4" aria-hidden />
              {label("preview.open")}
            </Link>
          </div>
        </div>
        {form.description && <p className="max-w-3xl break-words whitespace-pre-line text-fg-muted">{form.description}</p>}
      </div>

      <FormSummary form={form} now={now} />

      {publicUrl && (
        <section aria-labelledby="public-link" className="flex flex-col gap-3">
          <h2 id="public-link" className="text-2xl font-bold">
            {label("overview.publicLink")}
          </h2>
          <p className="max-w-3xl text-fg-muted">{label("overview.publicLinkIntro")}</p>
          <div className="flex max-w-3xl flex-col gap-3">
            <CopyLink
              url={publicUrl}
              testId="public-link"
              texts={{
                link: label("overview.link"),
                copy: label("overview.copy"),
                copied: label("overview.copied"),
                copyFailed: label("overview.copyFailed"),
              }}
            />
          </div>
        </section>
      )}

      {invitations && (
        <section aria-labelledby="invitations-title" className="flex flex-col gap-4">
          <div>
            <h2 id="invitations-title" className="text-2xl font-bold">
              {label("invitations.title")}
            </h2>
            <p className="mt-1 max-w-3xl text-fg-muted">{label("invitations.intro")}</p>
          </div>
          <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-2">
            <div className="flex flex-col gap-4">
              {actionData?.review && (
                <InvitationReviewPanel key={actionData.at} review={actionData.review} values={actionData.values} />
              )}
              <InvitationForm
                key={`${invitations.total}-${actionData?.at ?? ""}`}
                problem={actionData?.problem}
                errors={actionData?.errors ?? {}}
                values={actionData?.values}
                left={invitations.left}
              />
            </div>
            <div className="flex flex-col gap-2">
              <p className="text-fg-muted" data-testid="invitations-count">
                {label("invitations.count", { count: invitations.total })}
              </p>
              <InvitationList invitations={invitations.list} total={invitations.total} />
            </div>
          </div>
        </section>
      )}

      <section aria-labelledby="submissions-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="submissions-title" className="text-2xl font-bold">
              {label("submissions.title")}
            </h2>
            <p className="mt-1 text-fg-muted" data-testid="submissions-count">
              {label("submissions.count", { count: submissions.total })}
            </p>
          </div>
          {submissions.total > 0 && <ExportLinks href={to(`/form_builder/${form.id}/export`)} params={filterQuery} />}
        </div>
        {/* A new address (a link that clears the filters) shows its own values, not what was typed before. */}
        <SubmissionFilters key={filterQuery.toString()} filters={submissions.filters} />
        {submissions.submissions.length === 0 ? (
          <div
            className="rounded-lg border border-dashed border-border p-8 text-center text-fg-muted"
            data-testid="submissions-empty"
          >
            <p>{label(submissions.filtered ? "submissions.emptyFiltered" : "submissions.empty")}</p>
            {submissions.filtered && (
              <Link to={to(`/form_builder/${form.id}`)} className="mt-2 inline-block font-medium text-link hover:underline">
                {label("submissions.reset")}
              </Link>
            )}
          </div>
        ) : (
          <SubmissionList formId={form.id} submissions={submissions.submissions} />
        )}
        <Pagination params={params} page={submissions.page} pages={submissions.pageCount} />
      </section>
    </div>
  );
}
