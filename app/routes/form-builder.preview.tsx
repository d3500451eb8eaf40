import { ArrowLeft, Monitor, Smartphone } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { Form, FormQuestion } from "../../contract/forms";
import { PressedButton } from "../components/ui/pressed-button";
import { InPreviewLanguage, PreviewLanguageChoice, usePreviewLanguage } from "../features/content-pages/language-preview";
import { FormView } from "../features/forms/form-view";
import { CONTENT_SECTIONS } from "../features/shell/sections";
import { cn } from "../lib/cn";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedInAs } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { toast } from "../lib/toast-store";
import type { Route } from "./+types/form-builder.preview";
import "../lib/texts/forms";

export const handle: RouteHandle = { title: "forms:preview.title" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  await signedInAs(context, request, CONTENT_SECTIONS.forms.roles);
  const path = `/api/v1/forms/${encodeURIComponent(params.id)}`;
  const [{ data: form }, { data: questions }] = await Promise.all([
    api.get<Form>(path),
    api.get<FormQuestion[]>(`${path}/questions`),
  ]);
  return { form, questions };
}

/** /form_builder/{id}/preview: the form as a respondent sees it, at phone or computer width, checked but never sent. */
export default function FormBuilderPreview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { form, questions } = loaderData;
  const [width, setWidth] = useState<"phone" | "desktop">("desktop");
  const [language, setLanguage] = usePreviewLanguage();
  const label = (key: string) => t(`forms:preview.${key}`);
  const choice = (value: "phone" | "desktop", icon: React.ReactNode) => (
    <PressedButton pressed={width === value} onClick={() => setWidth(value)}>
      {icon}
      {label(value)}
    </PressedButton>
  );
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link
          to={to(`/form_builder/${form.id}`)}
          className="inline-flex min-h-11 w-fit items-center gap-1 font-medium text-link underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
          {t("forms:form.toOverview")}
        </Link>
        <h1 className="text-3xl font-bold">
          {label("title")}: {form.title}
        </h1>
        <p className="max-w-3xl text-fg-muted">{label("intro")}</p>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{label("width")}</legend>
          {choice("phone", <Smartphone className="size-4" aria-hidden />)}
          {choice("desktop", <Monitor className="size-4" aria-hidden />)}
        </fieldset>
        <PreviewLanguageChoice value={language} onChange={setLanguage} />
      </div>
      <div
        className={cn(
          "w-full rounded-xl border border-border bg-surface p-4 sm:p-8",
          width === "phone" && "mx-auto max-w-[390px] p-4 sm:p-4",
        )}
        data-testid="form-preview"
      >
        <InPreviewLanguage language={language}>
          <PreviewedForm form={form} questions={questions} />
        </InPreviewLanguage>
      </div>
    </div>
  );
}

/** The form in the preview's language (its button's text too), checked but never sent. */
function PreviewedForm({ form, questions }: { form: Form; questions: FormQuestion[] }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-2xl">
      <FormView
        title={form.title}
        description={form.description}
        titleEn={form.titleEn}
        descriptionEn={form.descriptionEn}
        questions={questions}
        headingLevel="h2"
        submitLabel={t("forms:preview.send")}
        onValid={(event) => {
          event.preventDefault();
          toast.success({ title: t("forms:preview.sentPreview") });
        }}
      />
    </div>
  );
}
