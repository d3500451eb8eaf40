import { ArrowLeft, Eye } from "lucide-react";
import { useMemo } from "react";
import { data, Link, redirect } from "react-router";
import { amsterdamToIso } from "../../contract/amsterdam-time";
import type { Form, FormQuestion } from "../../contract/forms";
import { buttonClasses } from "../components/ui/button";
import { DeleteForm } from "../components/ui/delete-form";
import { ListEditor } from "../components/ui/list-editor";
import { FormSettingsForm } from "../features/forms/form-settings-form";
import { QuestionForm, questionValues } from "../features/forms/question-form";
import { QuestionList } from "../features/forms/question-list";
import { CONTENT_SECTIONS } from "../features/shell/sections";
import { loadOrganizationOptions } from "../features/vacancies/admin/vacancy-admin.server";
import { attempt, refused } from "../lib/api-form.server";
import { formValues } from "../lib/form-values";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedInAs } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { useFlashToast, withFlash } from "../lib/use-flash-toast";
import type { Route } from "./+types/form-builder.edit";
import "../lib/texts/forms";

export const handle: RouteHandle = {
  title: (t, loaderData) =>
    t((loaderData as { form?: Form | null } | undefined)?.form ? "forms:form.editTitle" : "forms:form.newTitle"),
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  await signedInAs(context, request, CONTENT_SECTIONS.forms.roles);
  const organizations = await loadOrganizationOptions(api);
  if (!params.id) return { form: null, questions: [], organizations, editQuestionId: null };
  const path = `/api/v1/forms/${encodeURIComponent(params.id)}`;
  const [{ data: form }, { data: questions }] = await Promise.all([
    api.get<Form>(path),
    api.get<FormQuestion[]>(`${path}/questions`),
  ]);
  return { form, questions, organizations, editQuestionId: new URL(request.url).searchParams.get("question") };
}

/** The settings form's fields as the API's attributes: empty clears, an Amsterdam wall-clock time is an instant. */
function formAttributes(form: FormData) {
  const values = formValues(form);
  const text = (name: string) => (values[name] ?? "").trim();
  const number = (name: string) => (text(name) === "" ? null : Number(text(name)));
  return {
    title: text("title"),
    description: text("description"),
    // Sent only where the English section is shown: elsewhere the API keeps what is there.
    ...(values.title_en !== undefined && { title_en: text("title_en"), description_en: text("description_en") }),
    organization_id: text("organization_id") || null,
    access_permission: text("access_permission") || "anonymous",
    is_open: values.is_open === "on",
    multiple_submissions: values.multiple_submissions === "on",
    closes_at: text("closes_at") ? amsterdamToIso(text("closes_at")) : null,
    max_submissions: number("max_submissions"),
    retention_months: number("retention_months"),
  };
}

const lines = (text: string | undefined) => (text ?? "").split(/\r?\n/).map((line) => line.trim());

/**
 * The question form's fields: one choice per line, blank lines left out, each with the English on the same line of
 * the English list where that is shown (the API keeps each option's id by its label).
 */
function questionAttributes(form: FormData) {
  const values = formValues(form);
  const english = values.text_en !== undefined;
  const labels = lines(values.options);
  const englishLabels = lines(values.options_en);
  const options = labels.flatMap((label, index): (string | { label: string; label_en: string })[] =>
    !label ? [] : english ? [{ label, label_en: englishLabels[index] ?? "" }] : [label],
  );
  return {
    text: (values.text ?? "").trim(),
    ...(english && { text_en: values.text_en.trim() }),
    question_type: values.question_type ?? "",
    required: values.required === "on",
    long_answer: values.long_answer === "on",
    options,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  await signedInAs(context, request, CONTENT_SECTIONS.forms.roles);
  const form = await request.formData();
  const values = formValues(form);
  const intent = values.intent ?? "form";
  const formPath = params.id ? `/api/v1/forms/${encodeURIComponent(params.id)}` : null;
  const here = (flash: string) => withFlash(`/${locale}/form_builder/${params.id}/edit`, flash);
  const questionPath = `${formPath}/questions/${encodeURIComponent(values.id ?? "")}`;
  // The English section's "copy the Dutch" (its button's intent follows the form's own): the Dutch as sent, not saved.
  if (form.getAll("intent").includes("copy_dutch")) {
    const copied: Record<string, string> =
      intent === "form"
        ? { ...values, title_en: values.title ?? "", description_en: values.description ?? "" }
        : { ...values, text_en: values.text ?? "", options_en: values.options ?? "" };
    return { intent, values: copied, errors: {}, at: Date.now(), copied: true };
  }
  const sent = await attempt(
    request,
    locale,
    async () => {
      if (intent === "form") {
        const document = { data: { type: "forms", attributes: formAttributes(form) } };
        if (!formPath) {
          const created = await api.post<Form>("/api/v1/forms", document);
          return redirect(withFlash(`/${locale}/form_builder/${created.data.id}/edit`, "created"));
        }
        await api.patch(formPath, document);
        return redirect(here("saved"));
      }
      if (!formPath) throw data({ message: "Not Found" }, { status: 404 });
      if (intent === "delete-form") {
        await api.delete(formPath);
        return redirect(withFlash(`/${locale}/content/forms`, "deleted"));
      }
      if (intent === "delete") {
        await api.delete(questionPath);
        return redirect(here("questionDeleted"));
      }
      if (intent === "move") {
        const position = Math.max(0, Number(values.position) || 0);
        await api.patch(questionPath, { data: { type: "form_questions", attributes: { position } } });
        return redirect(here("moved"));
      }
      const document = { data: { type: "form_questions", attributes: questionAttributes(form) } };
      if (values.id) await api.patch(questionPath, document);
      else await api.post(`${formPath}/questions`, document);
      return redirect(here(values.id ? "questionSaved" : "questionAdded"));
      // A question's options are named by their place ("options/2"): the whole path.
    },
    { path: intent === "question" },
  );
  return sent.ok ? sent.value : refused(sent, { intent, values: formValues(form), at: Date.now() });
}

const FLASHES = ["created", "saved", "questionAdded", "questionSaved", "questionDeleted", "moved"];

/** /form_builder/new and /form_builder/{id}/edit: a form's settings, and (once it exists) its questions. */
export default function FormBuilderEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { form, questions, organizations, editQuestionId } = loaderData;
  const flashes = useMemo(() => Object.fromEntries(FLASHES.map((key) => [key, t(`forms:flash.${key}`)])), [t]);
  useFlashToast(flashes);
  const refused = (intent: string) => (actionData?.intent === intent ? actionData : undefined);
  const copied = (intent: string) => Boolean(refused(intent) && "copied" in (actionData ?? {}));
  const editing = questions.find((question) => question.id === editQuestionId) ?? null;
  const sentQuestion = refused("question")?.values;
  const label = (key: string, options?: Record<string, unknown>) => t(`forms:questions.${key}`, options);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8">
      <div className="flex flex-col gap-2">
        <Link
          to={to(form ? `/form_builder/${form.id}` : "/content/forms")}
          className="inline-flex min-h-11 w-fit items-center gap-1 font-medium text-link underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
          {t(form ? "forms:form.toOverview" : "forms:form.back")}
        </Link>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 className="text-3xl font-bold break-words">{form ? form.title : t("forms:form.newTitle")}</h1>
          {form && (
            <Link to={to(`/form_builder/${form.id}/preview`)} className={buttonClasses({ flavor: "outline", size: "lg" })}>
              <Eye className="size-4" aria-hidden />
              {t("forms:preview.open")}
            </Link>
          )}
        </div>
      </div>
      <div className="max-w-3xl">
        <FormSettingsForm
          key={`${form?.updatedAt ?? "new"}-${refused("form")?.at ?? ""}`}
          form={form}
          organizations={organizations}
          errors={refused("form")?.errors ?? {}}
          values={refused("form")?.values}
          copied={copied("form")}
          cancelHref={to("/content/forms")}
        />
      </div>
      {form?.systemKey && (
        <p className="max-w-3xl rounded-lg border border-border bg-surface-raised p-4" data-testid="system-form">
          {t("forms:errors.systemFormQuestions")} {t("forms:errors.systemFormDelete")}
        </p>
      )}
      {form && !form.systemKey && (
        <ListEditor
          titleId="questions-title"
          title={label("title")}
          intro={label("intro")}
          count={label("count", { count: questions.length })}
          countTestId="question-count"
          className="gap-4"
          list={
            questions.length > 0 && (
              <QuestionList
                questions={questions}
                editHref={(question) => to(`/form_builder/${form.id}/edit?question=${question.id}#question-form`)}
              />
            )
          }
          empty={label("empty")}
          form={
            <QuestionForm
              key={`${editing?.id ?? "new"}-${refused("question")?.at ?? ""}-${questions.length}`}
              editing={editing}
              values={
                sentQuestion
                  ? {
                      text: sentQuestion.text ?? "",
                      questionType: (sentQuestion.question_type as FormQuestion["questionType"]) ?? "text",
                      required: sentQuestion.required === "on",
                      longAnswer: sentQuestion.long_answer === "on",
                      options: sentQuestion.options ?? "",
                      textEn: sentQuestion.text_en ?? "",
                      optionsEn: sentQuestion.options_en ?? "",
                    }
                  : questionValues(editing)
              }
              errors={refused("question")?.errors ?? {}}
              copied={copied("question")}
              cancelTo={to(`/form_builder/${form.id}/edit`)}
            />
          }
        />
      )}
      {form && !form.systemKey && (
        <div className="border-t border-border pt-6">
          <DeleteForm
            label={t("forms:form.delete")}
            confirm={t("forms:form.confirmDelete", { title: form.title })}
            hidden={{ intent: "delete-form" }}
          />
        </div>
      )}
    </div>
  );
}
