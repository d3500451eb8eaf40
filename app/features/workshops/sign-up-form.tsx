import { useEffect, useState } from "react";
import type { CurrentUser } from "../../../contract/identity";
import type { RegistrationStatus } from "../../../contract/workshops";
import { Button } from "../../components/ui/button";
import { Field, INPUT } from "../../components/ui/field";
import { Form } from "../../components/ui/form";
import { FormAlert } from "../../components/ui/form-alert";
import { useTranslation } from "../../lib/i18n";
import { useLocale } from "../../lib/locale";
import { useFormValidation } from "../../lib/use-form-validation";
import type { SignUpValidator } from "./sign-up-validator";
import "../../lib/texts/workshops";

export type SignUpState = { signedUp: RegistrationStatus } | { errors: Record<string, string>; values: Record<string, string> };

/** Name and e-mail address, nothing more; a plain form post, checked on blur once the page's script runs. */
export function SignUpForm({ full, user, state }: { full: boolean; user?: CurrentUser | null; state?: SignUpState }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [validator, setValidator] = useState<SignUpValidator | null>(null);
  useEffect(() => {
    let current = true;
    void import("./sign-up-validator").then(({ signUpValidator }) => {
      if (current) setValidator(signUpValidator(t, locale));
    });
    return () => {
      current = false;
    };
  }, [t, locale]);
  const { errors, field, validateAll } = useFormValidation(validator);
  if (state && "signedUp" in state) {
    return (
      <p
        role="status"
        data-testid="sign-up-done"
        className="rounded-lg bg-green-50 p-4 text-green-900 dark:bg-green-950 dark:text-green-100"
      >
        {t(state.signedUp === "confirmed" ? "workshops:signUp.confirmed" : "workshops:signUp.waitlisted")}
      </p>
    );
  }
  const server = state?.errors ?? {};
  const error = (name: string) => errors[name] ?? server[name];
  const fullName = user ? `${user.firstName} ${user.lastName}`.trim() : undefined;
  return (
    <Form
      method="post"
      noValidate
      preventScrollReset
      onSubmit={(event) => {
        if (!validateAll(event.currentTarget)) event.preventDefault();
      }}
      className="flex flex-col gap-5 rounded-lg border border-border bg-surface-raised p-5 sm:p-6"
      aria-labelledby="sign-up-title"
      // Fields check themselves on blur from here on (the checks load after the page).
      data-checks-on-blur={validator !== null || undefined}
    >
      <h2 id="sign-up-title" className="text-2xl font-bold">
        {t(full ? "workshops:signUp.titleWaitlist" : "workshops:signUp.title")}
      </h2>
      {server._form && <FormAlert>{server._form}</FormAlert>}
      <Field id="name" label={t("workshops:signUp.name")} required error={error("name")}>
        <input
          className={INPUT}
          autoComplete="name"
          maxLength={100}
          defaultValue={state?.values.name ?? fullName}
          {...field("name")}
        />
      </Field>
      <Field id="email" label={t("workshops:signUp.email")} required error={error("email")}>
        <input
          className={INPUT}
          type="email"
          autoComplete="email"
          maxLength={254}
          defaultValue={state?.values.email ?? user?.email}
          {...field("email")}
        />
      </Field>
      <p className="text-sm text-fg-muted">{t("workshops:signUp.privacy")}</p>
      <div>
        <Button type="submit" name="intent" value="sign-up" size="lg">
          {t(full ? "workshops:signUp.submitWaitlist" : "workshops:signUp.submit")}
        </Button>
      </div>
    </Form>
  );
}
