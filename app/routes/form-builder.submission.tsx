import { ArrowLeft } from "lucide-react";
import { useMemo } from "react";
import { data, Link, redirect } from "react-router";
import type { FormSubmission } from "../../contract/form-submissions";
import type { Form } from "../../contract/forms";
import { DeleteForm } from "../components/ui/delete-form";
import { useFormDates } from "../features/forms/form-dates";
import { SubmissionAnswers } from "../features/forms/submission-answers";
import { SubmissionDetails } from "../features/forms/submission-details";
import { SubmissionNote } from "../features/forms/submission-note";
import { CONTENT_SECTIONS } from "../features/shell/sections";
import { attempt, refused } from "../lib/api-form.server";
import { formValues } from "../lib/form-values";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedInAs } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { useFlashToast, withFlash } from "../lib/use-flash-toast";
import type { Route } from "./+types/form-builder.submission";
import "../lib/texts/forms";

export const handle: RouteHandle = { title: "forms:submission.title" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  await signedInAs(context, request, CONTENT_SECTIONS.forms.roles);
  const path = `/api/v1/forms/${encodeURIComponent(params.id)}`;
  const [{ data: form }, { data: submission }] = await Promise.all([
    api.get<Form>(path),
    api.get<FormSubmission>(`${path}/submissions/${encodeURIComponent(params.submissionId)}`),
  ]);
  return { form, submission };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  await signedInAs(context, request, CONTENT_SECTIONS.forms.roles);
  const form = await request.formData();
  const values = formValues(form);
  const intent = values.intent ?? "";
  const overview = `/${locale}/form_builder/${params.id}`;
  const path = `/api/v1/forms/${encodeURIComponent(params.id)}/submissions/${encodeURIComponent(params.submissionId)}`;
  const here = (flash: string) => withFlash(`${overview}/submissions/${params.submissionId}`, flash);
  const patch = (attributes: Record<string, unknown>) => api.patch(path, { data: { type: "form_submissions", attributes } });
  const sent = await attempt(request, locale, async () => {
    if (intent === "delete") {
      await api.delete(path);
      return redirect(withFlash(overview, "submissionDeleted"));
    }
    if (intent === "mark") {
      const marked = values.marked === "true";
      await patch({ marked });
      return redirect(here(marked ? "marked" : "unmarked"));
    }
    if (intent !== "note") throw data({ message: "Bad Request" }, { status: 400 });
    await patch({ note: values.note ?? "" });
    return redirect(here("noteSaved"));
  });
  return sent.ok ? sent.value : refused(sent, { note: values.note ?? "", at: Date.now() });
}

const FLASHES = ["marked", "unmarked", "noteSaved"];

/** /form_builder/{id}/submissions/{submissionId}: one submission's answers, its marking and note, and deleting it. */
export default function FormBuilderSubmission({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const dates = useFormDates();
  const { form, submission } = loaderData;
  const flashes = useMemo(() => Object.fromEntries(FLASHES.map((key) => [key, t(`forms:flash.${key}`)])), [t]);
  useFlashToast(flashes);
  const label = (key: string, options?: Record<string, unknown>) => t(`forms:submission.${key}`, options);
  const noteError = actionData?.errors.note ?? actionData?.errors._form;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <div className="flex flex-col gap-2">
        <Link
          to={to(`/form_builder/${form.id}`)}
          className="inline-flex min-h-11 w-fit items-center gap-1 font-medium break-words text-link underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4 shrink-0 rtl:-scale-x-100" aria-hidden />
          {label("back", { title: form.title })}
        </Link>
        <h1 className="text-3xl font-bold break-words">
          {label("heading", { date: dates.moment.format(new Date(submission.createdAt)) })}
        </h1>
      </div>
      <SubmissionDetails submission={submission} />
      <SubmissionAnswers submission={submission} />
      <SubmissionNote
        key={`${submission.note ?? ""}-${actionData?.at ?? ""}`}
        note={actionData ? actionData.note : submission.note}
        error={noteError}
      />
      <div className="border-t border-border pt-6">
        <DeleteForm label={label("delete")} confirm={label("confirmDelete")} />
      </div>
    </div>
  );
}
