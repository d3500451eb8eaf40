import { redirect, useNavigation } from "react-router";
import { ORGANIZATION_TYPES } from "../../contract/organization-options";
import { Button } from "../components/ui/button";
import { ErrorSummary } from "../components/ui/error-summary";
import { invalidProps } from "../components/ui/field";
import { Form } from "../components/ui/form";
import { InputField } from "../components/ui/input-field";
import { SelectField } from "../components/ui/select-field";
import { TextAreaField } from "../components/ui/textarea-field";
import { TermsConsent } from "../features/users/terms-consent";
import { termsLoader } from "../features/users/terms-pages.server";
import { attempt, refused } from "../lib/api-form.server";
import { formValues } from "../lib/form-values";
import { useTranslation } from "../lib/i18n";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/organizations.signup";
import "../lib/texts/identity";

export const handle: RouteHandle = { title: "organizations:signup.title" };

export const loader = termsLoader;

export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  const form = await request.formData();
  const values = formValues(form);
  const v = (name: string) => (values[name] ?? "").trim();
  const attributes = {
    organization: {
      name: v("name"),
      organizationType: v("organization_type"),
      phoneNumber: v("phone_number"),
      website: v("website"),
      description: v("description") || null,
      address: { street: v("street"), houseNumber: v("house_number"), postalCode: v("postal_code"), city: v("city") },
    },
    user: {
      firstName: v("first_name"),
      lastName: v("last_name"),
      email: v("email"),
      password: values.password ?? "",
      acceptTerms: values.accept_terms === "on",
    },
  };
  // "/data/attributes/organization/address/street" is the field "street".
  const sent = await attempt(
    request,
    locale,
    () => api.post("/api/v1/organization_signups", { data: { type: "organization_signups", attributes } }),
    { signIn: false },
  );
  if (!sent.ok) {
    // What was typed stays (the password excepted), also when the page was posted without JavaScript.
    const { password: _password, ...values } = formValues(form);
    return refused(sent, { values });
  }
  return redirect(`/${locale}/organizations/signup/success`);
}

const FIELDS: [name: string, key: string, type: string, autoComplete?: string][] = [
  ["street", "street", "text", "address-line1"],
  ["house_number", "houseNumber", "text"],
  ["postal_code", "postalCode", "text", "postal-code"],
  ["city", "city", "text", "address-level2"],
  ["phone_number", "phone", "tel", "tel"],
  ["website", "website", "url", "url"],
];

/** /organizations/signup: organization, address and first user in one step; the centre approves it. */
export default function OrganizationSignup({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const errors = actionData?.errors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  const labels: Record<string, string> = {
    name: t("organizations:signup.name"),
    organization_type: t("organizations:signup.type"),
    ...Object.fromEntries(FIELDS.map(([name, key]) => [name, t(`organizations:signup.${key}`)])),
    description: t("organizations:signup.description"),
    first_name: t("identity:signup.firstName"),
    last_name: t("identity:signup.lastName"),
    email: t("identity:signup.email"),
    password: t("identity:signup.password"),
    accept_terms: t("identity:signup.termsShort"),
  };
  // A field's label, the server's message and what was typed before the refusal.
  const typed = (name: string) => ({ id: name, label: labels[name], error: errors[name], defaultValue: values[name] });
  return (
    <div className="mx-auto w-full max-w-2xl">
      <h1 className="text-3xl font-bold">{t("organizations:signup.title")}</h1>
      <p className="mt-2 text-fg-muted">{t("organizations:signup.intro")}</p>
      <Form method="post" className="mt-8 flex flex-col gap-8">
        {Object.keys(errors).length > 0 && <ErrorSummary errors={errors} labels={labels} />}
        <fieldset className="grid gap-5 rounded-lg border border-border bg-surface-raised p-6 sm:grid-cols-2">
          <legend className="px-1 text-lg font-semibold">{t("organizations:signup.organization")}</legend>
          <div className="sm:col-span-2">
            <InputField {...typed("name")} required autoComplete="organization" />
          </div>
          <div className="sm:col-span-2">
            <SelectField
              {...invalidProps("organization_type", errors.organization_type)}
              id="organization_type"
              label={labels.organization_type}
              error={errors.organization_type}
              options={ORGANIZATION_TYPES.map((type) => [type, t(`organizations:types.${type}`)] as const)}
              name="organization_type"
              defaultValue={values.organization_type ?? "NonProfit"}
            />
          </div>
          {FIELDS.map(([name, , type, autoComplete]) => (
            <InputField
              key={name}
              {...typed(name)}
              required={!["phone_number", "website"].includes(name)}
              type={type}
              autoComplete={autoComplete}
            />
          ))}
          <div className="sm:col-span-2">
            <TextAreaField {...typed("description")} rows={4} maxLength={10000} />
          </div>
        </fieldset>
        <fieldset className="grid gap-5 rounded-lg border border-border bg-surface-raised p-6 sm:grid-cols-2">
          <legend className="px-1 text-lg font-semibold">{t("organizations:signup.you")}</legend>
          <InputField {...typed("first_name")} required autoComplete="given-name" />
          <InputField {...typed("last_name")} required autoComplete="family-name" />
          <div className="sm:col-span-2">
            <InputField {...typed("email")} required type="email" autoComplete="email" />
          </div>
          <div className="sm:col-span-2">
            <InputField
              {...typed("password")}
              required
              hint={t("identity:signup.passwordHint")}
              type="password"
              autoComplete="new-password"
            />
          </div>
          <div className="sm:col-span-2">
            <TermsConsent pages={loaderData.termsPages} error={errors.accept_terms} checkbox={{}} />
          </div>
        </fieldset>
        <Button type="submit" size="lg" disabled={navigation.state === "submitting"}>
          {t("organizations:signup.submit")}
        </Button>
      </Form>
    </div>
  );
}
