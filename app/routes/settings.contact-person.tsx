import { data } from "react-router";
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
import { type FormResult, submitForm } from "../lib/api-form.server";
import { useTranslation } from "../lib/i18n";
import { requireOrganization } from "../lib/organization.server";
import { pageContext, signedInAs } from "../lib/page-context.server";
import { readForm } from "../lib/read-form.server";
import { useScreenForm } from "../lib/use-screen-form";
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
  // The browser's check again (a form sent without scripts): the same messages, and nothing sent on.
  const { values, ...checked } = await readForm(request, () => organizationContactFormSchema, locale);
  if (!checked.ok) return data({ errors: checked.errors, at: Date.now() } satisfies FormResult, { status: 422 });
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
  const { field, input, error, alert, onSubmit, submitting } = useScreenForm(organizationContactFormSchema, actionData);
  const label = (key: string) => t(`settings:contactPerson.${key}`);

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
        onSubmit={onSubmit}
      >
        {alert && <FormAlert>{alert}</FormAlert>}
        <Field id="contact_person_id" label={label("person")} error={error("contact_person_id")}>
          <select
            className={`${INPUT} appearance-auto`}
            defaultValue={organization.contactPersonId ?? ""}
            {...field("contact_person_id", "contact_person_id-hint")}
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
          {...input("contact_email", { value: organization.contactEmail ?? "" })}
          label={label("email")}
          type="email"
          autoComplete="email"
        />
        <InputField
          {...input("phone_number", { value: organization.phoneNumber ?? "" })}
          label={label("phone")}
          type="tel"
          autoComplete="tel"
        />
        <CheckboxField label={label("phoneVisible")} defaultChecked={organization.phoneVisible} {...field("phone_visible")} />
        <CheckboxField
          label={label("showContactDetailsDefault")}
          defaultChecked={organization.showContactDetailsDefault}
          {...field("show_contact_details_default")}
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
