import { useEffect, useRef, useState } from "react";
import { useFetcher, useFormAction } from "react-router";
import type { CurrentUser } from "../../../contract/identity";
import { Button } from "../../components/ui/button";
import { ErrorSummary } from "../../components/ui/error-summary";
import { Field, FieldError, INPUT } from "../../components/ui/field";
import { FetcherForm } from "../../components/ui/form";
import { useHydrated } from "../../lib/hydration";
import { useTranslation } from "../../lib/i18n";
import { useLocale } from "../../lib/locale";
import { useFormValidation } from "../../lib/use-form-validation";
import { useRefusedErrors } from "../../lib/use-refused-errors";
import type { ApplicationValidator } from "./application-validator";

// The thank-you's id: a form sent without scripts asks for it in its address, so the answer opens there.
const SENT_ID = "application-sent";

export type ApplicationFormState = { ok: true } | { ok: false; errors: Record<string, string>; values: Record<string, string> };

/**
 * The application form a vacancy page embeds (spec section 3). Fields validate on blur with the shared schema, loaded
 * once the page is usable; the API's translated errors land on their field. `action` is the route whose action calls submitApplication
 * (app/features/applications/applications.server.ts); by default the page's own. `actionData` is that action's result after a plain
 * form post (sent before the page's JavaScript ran); `onSent` runs once when the application has gone.
 */
export function ApplicationForm({
  vacancyId,
  user,
  action,
  actionData,
  onSent,
}: {
  vacancyId: string;
  user?: CurrentUser | null;
  action?: string;
  actionData?: ApplicationFormState;
  onSent?: () => void;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ApplicationFormState>();
  const locale = useLocale();
  const [validator, setValidator] = useState<ApplicationValidator | null>(null);
  useEffect(() => {
    let current = true;
    void import("./application-validator").then(({ applicationValidator }) => {
      if (current) setValidator(applicationValidator(t, locale));
    });
    return () => {
      current = false;
    };
  }, [t, locale]);
  const { errors, field, validateAll } = useFormValidation(validator);
  const { refused, refuse, clear } = useRefusedErrors(errors);
  const hydrated = useHydrated();
  const ownAction = useFormAction(action);
  const result = fetcher.data ?? actionData;
  const sent = result?.ok === true;
  // Kept in a ref: a new callback on a later render must not announce the same application again.
  const announce = useRef(onSent);
  announce.current = onSent;
  // The form that had the focus is gone: the thank-you takes it, so it is in view and a keyboard goes on from there.
  const thanks = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!sent) return;
    announce.current?.();
    thanks.current?.focus();
  }, [sent]);
  const server = result && !result.ok ? result.errors : {};
  const values = result && !result.ok ? result.values : undefined;
  const error = (name: string) => errors[name] ?? server[name];
  const summary = refused ?? (Object.keys(server).length > 0 ? server : null);
  const labels = {
    first_name: t("applications:form.firstName"),
    last_name: t("applications:form.lastName"),
    email: t("applications:form.email"),
    phone_number: t("applications:form.phone"),
    message: t("applications:form.message"),
    accept_terms: t("applications:form.consent"),
  };
  if (result?.ok) {
    return (
      <p
        ref={thanks}
        id={SENT_ID}
        tabIndex={-1}
        role="status"
        data-testid="application-sent"
        className="scroll-mt-4 rounded-lg bg-green-50 p-4 text-green-900 dark:bg-green-950 dark:text-green-100"
      >
        {t("applications:form.sent")}
      </p>
    );
  }
  return (
    <FetcherForm
      fetcher={fetcher}
      method="post"
      // Without scripts the page that answers opens at the thank-you; an answer with errors has none, so the
      // summary's autofocus does it (a fragment that names an element would win over autofocus).
      action={hydrated ? action : `${ownAction}#${SENT_ID}`}
      noValidate
      onSubmit={(event) => {
        if (validateAll(event.currentTarget)) return clear();
        event.preventDefault();
        refuse();
      }}
      className="flex flex-col gap-5 rounded-lg border border-border bg-surface-raised p-6"
      aria-labelledby="application-form-title"
    >
      <div>
        <h2 id="application-form-title" className="text-2xl font-bold">
          {t("applications:form.title")}
        </h2>
        <p className="mt-1 text-fg-muted">{t("applications:form.intro")}</p>
      </div>
      {summary && <ErrorSummary errors={summary} labels={labels} />}
      <input type="hidden" name="vacancy_id" value={vacancyId} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="first_name" label={t("applications:form.firstName")} required error={error("first_name")}>
          <input
            className={INPUT}
            autoComplete="given-name"
            defaultValue={values?.first_name ?? user?.firstName}
            {...field("first_name")}
          />
        </Field>
        <Field id="last_name" label={t("applications:form.lastName")} required error={error("last_name")}>
          <input
            className={INPUT}
            autoComplete="family-name"
            defaultValue={values?.last_name ?? user?.lastName}
            {...field("last_name")}
          />
        </Field>
      </div>
      <Field id="email" label={t("applications:form.email")} required error={error("email")}>
        <input
          className={INPUT}
          type="email"
          autoComplete="email"
          defaultValue={values?.email ?? user?.email}
          {...field("email")}
        />
      </Field>
      <Field id="phone_number" label={t("applications:form.phone")} error={error("phone_number")}>
        <input
          className={INPUT}
          type="tel"
          autoComplete="tel"
          defaultValue={values?.phone_number ?? user?.phoneNumber ?? ""}
          {...field("phone_number")}
        />
      </Field>
      <Field id="message" label={t("applications:form.message")} error={error("message")}>
        <textarea
          className={`${INPUT} h-36 py-2`}
          maxLength={2000}
          defaultValue={values?.message}
          {...field("message", "message-hint")}
        />
        <p id="message-hint" className="text-sm text-fg-muted">
          {t("applications:form.messageHint")}
        </p>
      </Field>
      <div className="flex flex-col gap-1.5">
        <label className="flex items-start gap-3">
          <input type="checkbox" className="mt-0.5 size-5 shrink-0" {...field("accept_terms")} />
          <span>{t("applications:form.terms")}</span>
        </label>
        <FieldError id="accept_terms" error={error("accept_terms")} />
      </div>
      <Button type="submit" size="lg" disabled={fetcher.state !== "idle"}>
        {t("applications:form.submit")}
      </Button>
    </FetcherForm>
  );
}
