import { useEffect, useState } from "react";
import { type CONTACT_FIELDS, CONTACT_LIMITS } from "../../../contract/contact-options";
import type { CurrentUser } from "../../../contract/identity";
import { Button } from "../../components/ui/button";
import { CHECKBOX, Field, INPUT, invalidProps } from "../../components/ui/field";
import { Form } from "../../components/ui/form";
import { FormAlert } from "../../components/ui/form-alert";
import { useTranslation } from "../../lib/i18n";
import { useLocale } from "../../lib/locale";
import { useFormValidation } from "../../lib/use-form-validation";
import { SpamFields } from "../forms/spam-fields";
import type { ContactValidator } from "./contact-validator";
import "../../lib/texts/contact";

export interface ContactFormState {
  errors: Record<string, string>;
  values: Record<string, string>;
  startedAt: number;
}

/** Name, e-mail, subject, message and consent: a plain form post, checked on blur once the page's script runs. */
export function ContactForm({ shownAt, user, state }: { shownAt: number; user?: CurrentUser | null; state?: ContactFormState }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [validator, setValidator] = useState<ContactValidator | null>(null);
  useEffect(() => {
    let current = true;
    void import("./contact-validator").then(({ contactValidator }) => {
      if (current) setValidator(contactValidator(t, locale));
    });
    return () => {
      current = false;
    };
  }, [t, locale]);
  const { errors, field, validateAll } = useFormValidation(validator);
  const server = state?.errors ?? {};
  const error = (name: string) => errors[name] ?? server[name];
  const values = state?.values ?? {};
  // The server's refusal marks its fields too, as the browser's own check does (without JavaScript there is only the server).
  const control = (name: (typeof CONTACT_FIELDS)[number]) => ({ ...field(name), ...invalidProps(name, error(name)) });
  const label = (key: string) => t(`contact:form.${key}`);
  return (
    <Form
      method="post"
      noValidate
      onSubmit={(event) => {
        if (!validateAll(event.currentTarget)) event.preventDefault();
      }}
      className="flex flex-col gap-5 rounded-lg border border-border bg-surface-raised p-4 shadow-sm sm:p-8"
      aria-label={t("contact:title")}
      // Fields check themselves on blur once the rules have loaded (they load after the page, as on every public form).
      data-checks-on-blur={validator !== null || undefined}
    >
      {(Object.keys(errors).length > 0 || Object.keys(server).length > 0) && (
        <FormAlert>{server._form ?? t("validation:formErrors")}</FormAlert>
      )}
      <Field id="name" label={label("name")} required error={error("name")}>
        <input
          className={INPUT}
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          defaultValue={values.name ?? (user ? `${user.firstName} ${user.lastName}`.trim() : undefined)}
          {...control("name")}
        />
      </Field>
      <Field id="email" label={label("email")} required error={error("email")}>
        <input
          className={INPUT}
          type="email"
          autoComplete="email"
          maxLength={254}
          defaultValue={values.email ?? user?.email}
          {...control("email")}
        />
      </Field>
      <Field id="subject" label={label("subject")} required error={error("subject")}>
        <input className={INPUT} maxLength={CONTACT_LIMITS.subject} defaultValue={values.subject} {...control("subject")} />
      </Field>
      <Field id="message" label={label("message")} required error={error("message")}>
        <textarea
          className={`${INPUT} h-auto py-2`}
          rows={7}
          maxLength={CONTACT_LIMITS.message}
          defaultValue={values.message}
          {...control("message")}
        />
      </Field>
      <div className="flex flex-col gap-1.5">
        <label className="flex min-h-11 items-start gap-3">
          <input
            type="checkbox"
            value="true"
            className={CHECKBOX}
            defaultChecked={values.consent === "true"}
            {...control("consent")}
          />
          <span>{label("consent")}</span>
        </label>
        {error("consent") && (
          <p id="consent-error" className="text-sm font-medium text-red-700 dark:text-red-300">
            {error("consent")}
          </p>
        )}
      </div>
      <SpamFields startedAt={state?.startedAt ?? shownAt} />
      <div>
        <Button type="submit" size="lg">
          {label("send")}
        </Button>
      </div>
    </Form>
  );
}
