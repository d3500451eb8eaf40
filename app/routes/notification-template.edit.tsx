import { ArrowLeft } from "lucide-react";
import { Link, type ShouldRevalidateFunctionArgs, useNavigation } from "react-router";
import { ApiError } from "../../contract/api-client";
import type { NotificationTemplate, NotificationTemplatePreview } from "../../contract/notification-templates";
import { CONTENT_LOCALES, type ContentLocale, isContentLocale } from "../../locales/languages";
import { Button } from "../components/ui/button";
import { CheckboxField } from "../components/ui/checkbox-field";
import { Field, INPUT } from "../components/ui/field";
import { Form } from "../components/ui/form";
import { FormAlert } from "../components/ui/form-alert";
import { InputField } from "../components/ui/input-field";
import { TemplatePreview } from "../features/notification-templates/template-preview";
import { TemplateVariables } from "../features/notification-templates/template-variables";
import { SETTINGS_SECTIONS } from "../features/shell/sections";
import type { apiFor } from "../lib/api.server";
import { attempt, fieldErrorsOf, refused, submitForm } from "../lib/api-form.server";
import { cn } from "../lib/cn";
import { formValues } from "../lib/form-values";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedInAs } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { useFormResult } from "../lib/use-form-result";
import { useUnsavedChangesGuard } from "../lib/use-unsaved-changes";
import type { Route } from "./+types/notification-template.edit";
import "../lib/texts/notification-templates";

export const handle: RouteHandle = { title: "notification-templates:title" };

const languageOf = (request: Request): ContentLocale => {
  const asked = new URL(request.url).searchParams.get("taal");
  return isContentLocale(asked) ? asked : "nl";
};
const pathOf = (id: string) => `/api/v1/notification_templates/${encodeURIComponent(id)}`;
const previewOf = (api: ReturnType<typeof apiFor>, id: string, draft: { locale: ContentLocale; subject: string; body: string }) =>
  api
    .post<null>(`${pathOf(id)}/preview`, { data: { type: "notification_templates", attributes: draft } })
    .then(({ meta }) => meta as unknown as NotificationTemplatePreview);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  await signedInAs(context, request, SETTINGS_SECTIONS.mails.roles);
  const { data: template } = await api.get<NotificationTemplate>(pathOf(params.id));
  const language = languageOf(request);
  try {
    const { meta } = await api.get<null>(`${pathOf(params.id)}/preview`, { filter: { locale: language } });
    return { template, language, preview: meta as unknown as NotificationTemplatePreview, storedErrors: {} };
  } catch (error) {
    // A text stored before a check refuses it (a link elsewhere, too slow) stays open to be mended.
    if (!(error instanceof ApiError) || error.status !== 422) throw error;
    return { template, language, preview: null, storedErrors: fieldErrorsOf(error) };
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  await signedInAs(context, request, SETTINGS_SECTIONS.mails.roles);
  const form = await request.formData();
  const values = formValues(form);
  const language: ContentLocale = isContentLocale(values.language) ? values.language : "nl";
  const draft = { locale: language, subject: values.subject ?? "", body: values.body ?? "" };
  const intent = values.intent;
  if (intent === "reset") {
    return submitForm(request, locale, "notification-templates:flash.reset", () =>
      api.post(`${pathOf(params.id)}/reset`, { data: { type: "notification_templates", attributes: { locale: language } } }),
    );
  }
  if (intent === "save") {
    // A security mail's box is disabled, so it is not sent: such a mail stays on.
    const active = "active_shown" in values ? values.active === "on" : undefined;
    return submitForm(request, locale, "notification-templates:flash.saved", () =>
      api.patch(pathOf(params.id), { data: { type: "notification_templates", attributes: { ...draft, active } } }),
    );
  }
  const sent = await attempt(request, locale, async () => {
    if (intent === "test") {
      const { meta } = await api.post(`${pathOf(params.id)}/test`, {
        data: { type: "notification_templates", attributes: draft },
      });
      return { draft, tested: String(meta.message ?? ""), at: Date.now() };
    }
    return { draft, preview: await previewOf(api, params.id, draft), at: Date.now() };
  });
  return sent.ok ? sent.value : refused(sent, { draft, at: Date.now() });
}

// A preview or a test changes nothing stored: the page need not be loaded again.
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get("intent");
  return intent === "preview" || intent === "test" ? false : defaultShouldRevalidate;
}

/** /notification_templates/{id}/edit: one e-mail's text per language, its variables, a preview, a test and a reset. */
export default function NotificationTemplateEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { template, language } = loaderData;
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const result = actionData && "saved" in actionData ? actionData : undefined;
  useFormResult(result);
  const draft = actionData && "draft" in actionData && actionData.draft.locale === language ? actionData.draft : null;
  const stored = actionData ? {} : loaderData.storedErrors;
  const errors = (actionData && "errors" in actionData ? actionData.errors : stored) as Record<string, string>;
  const preview = (actionData && "preview" in actionData ? actionData.preview : null) ?? loaderData.preview;
  const text = template.texts[language];
  const dirty = navigation.state === "idle" && Boolean(draft) && !result;
  useUnsavedChangesGuard(dirty);
  const hasErrors = Object.keys(errors).length > 0;
  const label = (key: string) => t(`notification-templates:edit.${key}`);
  // Re-mount the fields when the saved text or the language changes, so they show what is stored.
  const formKey = `${language}:${template.updatedAt}:${text.subject}:${text.body}`;

  return (
    <section aria-labelledby="template-title">
      <Link to={to("/notification_templates")} className="inline-flex min-h-11 items-center gap-2 text-link underline">
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {label("back")}
      </Link>
      <h2 id="template-title" className="mt-2 text-2xl font-bold">
        {template.name}
      </h2>
      <p className="mt-1 max-w-3xl text-fg-muted">{template.description}</p>
      <nav aria-label={label("language")} className="mt-6 flex gap-2">
        {CONTENT_LOCALES.map((code) => (
          <Link
            key={code}
            to={`?taal=${code}`}
            aria-current={code === language ? "page" : undefined}
            className={cn(
              "inline-flex min-h-11 items-center rounded-full border border-border px-4",
              code === language ? "bg-accent text-on-accent" : "hover:bg-surface-sunken",
            )}
          >
            {t(`notification-templates:languages.${code}`)}
          </Link>
        ))}
      </nav>
      {actionData && "tested" in actionData && (
        <p role="status" className="mt-6 rounded-md bg-green-50 p-3 text-green-900 dark:bg-green-950 dark:text-green-100">
          {actionData.tested}
        </p>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Form
          key={formKey}
          method="post"
          className="flex min-w-0 flex-col gap-5 rounded-lg border border-border bg-surface-raised p-4 sm:p-6"
        >
          {hasErrors && <FormAlert>{errors._form ?? t("validation:formErrors")}</FormAlert>}
          <input type="hidden" name="language" value={language} />
          <p className="text-sm text-fg-muted">{text.customized ? label("customized") : label("standard")}</p>
          <InputField
            id="subject"
            label={label("subject")}
            required
            error={errors.subject}
            browserRequired
            maxLength={200}
            defaultValue={draft?.subject ?? text.subject}
          />
          <Field id="body" label={label("body")} required error={errors.body}>
            <p id="body-hint" className="text-sm text-fg-muted">
              {label("bodyHint")} <code className="rounded bg-surface-sunken px-1">{label("bodyExample")}</code>
            </p>
            <textarea
              id="body"
              name="body"
              required
              rows={16}
              maxLength={10_000}
              className={`${INPUT} h-auto py-2 font-mono text-sm leading-relaxed`}
              defaultValue={draft?.body ?? text.body}
              aria-describedby={errors.body ? "body-hint body-error" : "body-hint"}
              aria-invalid={errors.body ? true : undefined}
            />
          </Field>
          <div>
            <input type="hidden" name="active_shown" value="1" />
            <CheckboxField
              label={label("active")}
              name="active"
              defaultChecked={template.active || template.security}
              disabled={template.security}
              aria-describedby="active-hint"
            />
            <p id="active-hint" className="ms-8 text-sm text-fg-muted">
              {template.security ? label("securityHint") : label("activeHint")}
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" name="intent" value="save" size="lg" disabled={submitting}>
              {label("save")}
            </Button>
            <Button
              type="submit"
              name="intent"
              value="preview"
              color="secondary"
              flavor="outline"
              size="lg"
              disabled={submitting}
            >
              {label("preview")}
            </Button>
            <Button type="submit" name="intent" value="test" color="muted" flavor="outline" size="lg" disabled={submitting}>
              {label("test")}
            </Button>
          </div>
          {text.customized && (
            <details className="rounded-md border border-border p-3">
              <summary className="min-h-11 cursor-pointer content-center font-medium">{label("reset")}</summary>
              <p className="mt-2 text-sm">
                {t("notification-templates:edit.resetExplain", {
                  language: t(`notification-templates:languages.${language}`).toLowerCase(),
                })}
              </p>
              <Button
                type="submit"
                name="intent"
                value="reset"
                color="danger"
                flavor="outline"
                className="mt-3"
                disabled={submitting}
              >
                {label("resetConfirm")}
              </Button>
            </details>
          )}
        </Form>
        <div className="flex min-w-0 flex-col gap-6">
          {preview && <TemplatePreview preview={preview} />}
          <TemplateVariables variables={template.variables} />
        </div>
      </div>
    </section>
  );
}
