import { useState } from "react";
import { useNavigation, useOutletContext } from "react-router";
import { profileDetailsSchema } from "../../contract/current-user";
import { GENDERS } from "../../contract/identity";
import { LOCALES } from "../../locales/languages";
import { Button } from "../components/ui/button";
import { Field, INPUT } from "../components/ui/field";
import { Form } from "../components/ui/form";
import { FormAlert } from "../components/ui/form-alert";
import { submitForm } from "../lib/api-form.server";
import { formValues } from "../lib/form-values";
import { useTranslation } from "../lib/i18n";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { useBlurValidation } from "../lib/use-blur-validation";
import { useFormResult } from "../lib/use-form-result";
import { useUnsavedChangesGuard } from "../lib/use-unsaved-changes";
import type { Route } from "./+types/profile-edit.details";
import type { ProfileEditContext } from "./profile-edit";
import "../lib/texts/profile";
import { InputField } from "../components/ui/input-field";
import "../lib/texts/identity";

export const handle: RouteHandle = { title: "profile:title" };

export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  const form = await request.formData();
  const values = formValues(form);
  const value = (name: string) => values[name] ?? "";
  // The API validates with the same schema; empty optional fields clear the value.
  const attributes = {
    firstName: value("first_name"),
    lastName: value("last_name"),
    phoneNumber: value("phone_number") || null,
    jobTitle: value("job_title") || null,
    gender: value("gender") || null,
    locale: value("locale"),
  };
  return submitForm(request, locale, "profile:details.saved", () =>
    api.patch("/api/v1/current_user", { data: { type: "users", attributes } }),
  );
}

const SELECT = `${INPUT} appearance-auto`;

/** /profile-edit: name, phone, job title, form of address (with the salutation it gives) and preferred language. */
export default function ProfileDetails({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user } = useOutletContext<ProfileEditContext>();
  const navigation = useNavigation();
  const { errors, field, validateAll, dirty, setDirty } = useBlurValidation(profileDetailsSchema);
  const { serverErrors } = useFormResult(actionData, setDirty);
  useUnsavedChangesGuard(dirty);
  const error = (name: string) => errors[name] ?? serverErrors[name];
  // The salutation follows the form as it is filled in, with the same rule the server uses.
  const [preview, setPreview] = useState({ firstName: user.firstName, lastName: user.lastName, gender: user.gender ?? "" });
  const salutation = t(`identity:salutation.${preview.gender || "other"}`, preview);
  const hasErrors = Object.keys(errors).length > 0 || Object.keys(serverErrors).length > 0;

  return (
    <section aria-labelledby="details-title">
      <h2 id="details-title" className="text-xl font-semibold">
        {t("profile:details.title")}
      </h2>
      <p className="mt-1 text-fg-muted">{t("profile:details.intro")}</p>
      <Form
        method="post"
        noValidate
        className="mt-6 flex flex-col gap-5 rounded-lg border border-border bg-surface-raised p-4 shadow-sm sm:p-6"
        onChange={(event) => {
          const form = event.currentTarget;
          const read = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? "";
          setPreview({ firstName: read("first_name"), lastName: read("last_name"), gender: read("gender") });
        }}
        onSubmit={(event) => {
          if (!validateAll(event.currentTarget)) event.preventDefault();
        }}
      >
        {hasErrors && <FormAlert>{serverErrors._form ?? t("validation:formErrors")}</FormAlert>}
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            {...field("first_name")}
            id="first_name"
            label={t("profile:details.firstName")}
            required
            error={error("first_name")}
            autoComplete="given-name"
            defaultValue={user.firstName}
          />
          <InputField
            {...field("last_name")}
            id="last_name"
            label={t("profile:details.lastName")}
            required
            error={error("last_name")}
            autoComplete="family-name"
            defaultValue={user.lastName}
          />
        </div>
        <InputField
          {...field("phone_number", "phone_number-hint")}
          id="phone_number"
          label={t("profile:details.phone")}
          error={error("phone_number")}
          hint={t("profile:details.phoneHint")}
          type="tel"
          autoComplete="tel"
          defaultValue={user.phoneNumber ?? ""}
        />
        <InputField
          {...field("job_title")}
          id="job_title"
          label={t("profile:details.jobTitle")}
          error={error("job_title")}
          autoComplete="organization-title"
          defaultValue={user.jobTitle ?? ""}
        />
        <Field id="gender" label={t("profile:details.gender")} error={error("gender")}>
          <select className={SELECT} defaultValue={user.gender ?? ""} {...field("gender", "gender-salutation")}>
            <option value="">{t("profile:details.genders.none")}</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(`profile:details.genders.${gender}`)}
              </option>
            ))}
          </select>
          <p id="gender-salutation" className="text-sm text-fg-muted" data-testid="salutation-preview" aria-live="polite">
            {t("profile:details.salutation", { salutation })}
          </p>
        </Field>
        <Field id="locale" label={t("profile:details.locale")} required error={error("locale")}>
          <select className={SELECT} defaultValue={user.locale} {...field("locale", "locale-hint")}>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {t(`profile:settings.languages.${locale}`)}
              </option>
            ))}
          </select>
          <p id="locale-hint" className="text-sm text-fg-muted">
            {t("profile:details.localeHint")}
          </p>
        </Field>
        <div>
          <Button type="submit" size="lg" disabled={navigation.state === "submitting"}>
            {navigation.state === "submitting" ? t("profile:saving") : t("profile:save")}
          </Button>
        </div>
      </Form>
    </section>
  );
}
