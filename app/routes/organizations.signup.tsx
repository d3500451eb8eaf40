import { data, redirect, useNavigation } from "react-router";
import { ApiError } from "../../contract/api-client";
import { ORGANIZATION_TYPES } from "../../contract/organization-options";
import { isLocale } from "../../locales/languages";
import { Button } from "../components/ui/button";
import { Field, INPUT } from "../components/ui/field";
import { Form } from "../components/ui/form";
import { FormAlert } from "../components/ui/form-alert";
import { apiFor } from "../lib/api.server";
import { useTranslation } from "../lib/i18n";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/organizations.signup";
import "../lib/texts/identity";

export const handle: RouteHandle = { title: "organizations:signup.title" };

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = isLocale(params.lang) ? params.lang : "nl";
  const form = await request.formData();
  const v = (name: string) => String(form.get(name) ?? "").trim();
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
      password: String(form.get("password") ?? ""),
      acceptTerms: form.get("accept_terms") === "on",
    },
  };
  try {
    await apiFor(context, locale).post("/api/v1/organization_signups", { data: { type: "organization_signups", attributes } });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      // "/data/attributes/organization/address/street" -> "street"
      const fields = Object.fromEntries(
        error.errors.map((e) => [e.source?.pointer?.split("/").pop() ?? "_form", e.detail ?? e.title]),
      );
      return data({ errors: fields as Record<string, string> }, { status: error.status });
    }
    throw error;
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

/** /organizations/signup: organisation, address and first user in one step; the centre approves it. */
export default function OrganizationSignup({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const errors = actionData?.errors ?? {};
  return (
    <div className="mx-auto w-full max-w-2xl">
      <h1 className="text-3xl font-bold">{t("organizations:signup.title")}</h1>
      <p className="mt-2 text-fg-muted">{t("organizations:signup.intro")}</p>
      <Form method="post" className="mt-8 flex flex-col gap-8">
        {Object.keys(errors).length > 0 && <FormAlert>{t("validation:formErrors")}</FormAlert>}
        <fieldset className="grid gap-5 rounded-lg border border-border bg-surface-raised p-6 sm:grid-cols-2">
          <legend className="px-1 text-lg font-semibold">{t("organizations:signup.organization")}</legend>
          <div className="sm:col-span-2">
            <Field id="name" label={t("organizations:signup.name")} required error={errors.name}>
              <input id="name" name="name" className={INPUT} autoComplete="organization" />
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Field id="organization_type" label={t("organizations:signup.type")} required error={errors.organization_type}>
              <select id="organization_type" name="organization_type" className={INPUT} defaultValue="NonProfit">
                {ORGANIZATION_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`organizations:types.${type}`)}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          {FIELDS.map(([name, key, type, autoComplete]) => (
            <Field
              key={name}
              id={name}
              label={t(`organizations:signup.${key}`)}
              required={!["phone_number", "website"].includes(name)}
              error={errors[name]}
            >
              <input id={name} name={name} type={type} autoComplete={autoComplete} className={INPUT} />
            </Field>
          ))}
          <div className="sm:col-span-2">
            <Field id="description" label={t("organizations:signup.description")} error={errors.description}>
              <textarea id="description" name="description" rows={4} maxLength={10000} className={`${INPUT} h-auto py-2`} />
            </Field>
          </div>
        </fieldset>
        <fieldset className="grid gap-5 rounded-lg border border-border bg-surface-raised p-6 sm:grid-cols-2">
          <legend className="px-1 text-lg font-semibold">{t("organizations:signup.you")}</legend>
          <Field id="first_name" label={t("identity:signup.firstName")} required error={errors.first_name}>
            <input id="first_name" name="first_name" autoComplete="given-name" className={INPUT} />
          </Field>
          <Field id="last_name" label={t("identity:signup.lastName")} required error={errors.last_name}>
            <input id="last_name" name="last_name" autoComplete="family-name" className={INPUT} />
          </Field>
          <div className="sm:col-span-2">
            <Field id="email" label={t("identity:signup.email")} required error={errors.email}>
              <input id="email" name="email" type="email" autoComplete="email" className={INPUT} />
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Field id="password" label={t("identity:signup.password")} required error={errors.password}>
              <input id="password" name="password" type="password" autoComplete="new-password" className={INPUT} />
            </Field>
          </div>
          <div className="flex flex-col gap-1.5 sm:col-span-2">
            <label className="flex items-start gap-3">
              <input type="checkbox" name="accept_terms" className="mt-0.5 size-5 shrink-0" />
              <span>{t("identity:signup.terms")}</span>
            </label>
            {errors.accept_terms && <p className="text-sm font-medium text-red-700 dark:text-red-300">{errors.accept_terms}</p>}
          </div>
        </fieldset>
        <Button type="submit" size="lg" disabled={navigation.state === "submitting"}>
          {t("organizations:signup.submit")}
        </Button>
      </Form>
    </div>
  );
}
