import { useNavigation } from "react-router";
import { ApiError } from "../../contract/api-client";
import { organizationContactFormSchema } from "../../contract/organization-form";
import type { Organization } from "../../contract/organizations";
import { Button } from "../components/ui/button";
import { CheckboxField } from "../components/ui/checkbox-field";
import { Field, INPUT } from "../components/ui/field";
import { Form } from "../components/ui/form";
import { FormAlert } from "../components/ui/form-alert";
import { InputField } from "../components/ui/input-field";
import { forbidden } from "../features/organizations/load-organization.server";
import { SETTINGS_SECTIONS } from "../features/shell/sections";
import { submitForm } from "../lib/api-form.server";
import { formValues } from "../lib/form-values";
import { useTranslation } from "../lib/i18n";
import { requireOrganization } from "../lib/organization.server";
import { pageContext, signedInAs } from "../lib/page-context.server";
import { useBlurValidation } from "../lib/use-blur-validation";
import { useFormResult } from "../lib/use-form-result";
import { useUnsavedChangesGuard } from "../lib/use-unsaved-changes";
import type { Route } from "./+types/settings.contact-person";
import "../lib/texts/settings";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  await signedInAs(context, request, SETTINGS_SECTIONS.contactPerson.roles);
  requireOrganization(context);
  try {
    // Its users to pick from: the API lists them only for those who may change the organization.
    const { data } = await api.get<Organization>("/api/v1/current_organization", { include: ["members"] });
    return { organization: data };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) throw forbidden();
    throw error;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  await signedInAs(context, request, SETTINGS_SECTIONS.contactPerson.roles);
  const form = await request.formData();
  const values = formValues(form);
  const value = (name: string) => (values[name] ?? "").trim();
  const attributes = {
    contactPersonId: value("contact_person_id") || null,
    contactEmail: value("contact_email"),
    phoneNumber: value("phone_number"),
    phoneVisible: values.phone_visible === "on",
    showContactDetailsDefault: values.show_contact_details_default === "on",
  };
  return submitForm(request, locale, "settings:contactPerson.saved", () =>
    api.patch("/api/v1/current_organization", { data: { type: "organizations", attributes } }),
  );
}

/** /instellingen/contact-person: the default contact person of new vacancies and the contact details volunteers see. */
export default function ContactPersonSettings({ loaderData: { organization }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { errors, field, validateAll, dirty, setDirty } = useBlurValidation(organizationContactFormSchema);
  const { serverErrors } = useFormResult(actionData, setDirty);
  const submitting = navigation.state === "submitting";
  useUnsavedChangesGuard(dirty && !submitting);
  const error = (name: string) => errors[name] ?? serverErrors[name];
  const hasErrors = Object.keys(errors).length > 0 || Object.keys(serverErrors).length > 0;
  const label = (key: string) => t(`settings:contactPerson.${key}`);
  // The control's props, marked invalid for the API's errors too.
  const control = (name: Parameters<typeof field>[0], hint?: string) => {
    const props = field(name, hint);
    const described = [error(name) ? `${name}-error` : null, hint].filter(Boolean).join(" ");
    return { ...props, "aria-invalid": error(name) ? true : undefined, "aria-describedby": described || undefined };
  };

  return (
    <section aria-labelledby="contact-settings-title">
      <h2 id="contact-settings-title" className="text-2xl font-bold">
        {label("title")}
      </h2>
      <p className="mt-1 text-fg-muted">{label("intro")}</p>
      <Form
        method="post"
        noValidate
        className="mt-6 flex flex-col gap-5 rounded-lg border border-border bg-surface-raised p-4 sm:p-6"
        onSubmit={(event) => {
          if (!validateAll(event.currentTarget)) event.preventDefault();
          else setDirty(false);
        }}
      >
        {hasErrors && <FormAlert>{serverErrors._form ?? t("validation:formErrors")}</FormAlert>}
        <Field id="contact_person_id" label={label("person")} error={error("contact_person_id")}>
          <select
            className={`${INPUT} appearance-auto`}
            defaultValue={organization.contactPersonId ?? ""}
            {...control("contact_person_id", "contact_person_id-hint")}
          >
            <option value="">{label("personNone")}</option>
            {(organization.members ?? []).map((member) => (
              <option key={member.id} value={member.id}>
                {member.fullName}
              </option>
            ))}
          </select>
          <p id="contact_person_id-hint" className="text-sm text-fg-muted">
            {label("personHint")}
          </p>
        </Field>
        <InputField
          {...control("contact_email")}
          id="contact_email"
          label={label("email")}
          error={error("contact_email")}
          type="email"
          autoComplete="email"
          defaultValue={organization.contactEmail ?? ""}
        />
        <InputField
          {...control("phone_number")}
          id="phone_number"
          label={label("phone")}
          error={error("phone_number")}
          type="tel"
          autoComplete="tel"
          defaultValue={organization.phoneNumber ?? ""}
        />
        <CheckboxField label={label("phoneVisible")} defaultChecked={organization.phoneVisible} {...control("phone_visible")} />
        <CheckboxField
          label={label("showContactDetailsDefault")}
          defaultChecked={organization.showContactDetailsDefault}
          {...control("show_contact_details_default")}
        />
        <div className="flex justify-end">
          <Button type="submit" size="lg" disabled={submitting}>
            {label("submit")}
          </Button>
        </div>
      </Form>
    </section>
  );
}
