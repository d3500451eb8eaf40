import { ApiError } from "../../../contract/api-client";

export interface OrganizationFormValues {
  name: string;
  organizationType: string;
  website: string;
  phoneNumber: string;
  description: string | null;
  address: { street: string; houseNumber: string; postalCode: string; city: string };
  nonProfitType: string | null;
  activityTypeIds: number[];
  showOnSocialMap?: boolean;
  showContactDetailsDefault?: boolean;
}

/**
 * The posted add/edit form as the API's attributes (camelCase; the client sends them snake_case). withContactDefault:
 * the form had the contact-details check box (staff screens; the organization sets it on its contact settings).
 */
export function organizationAttributesFrom(form: FormData, { withContactDefault = false } = {}): OrganizationFormValues {
  const value = (name: string) => String(form.get(name) ?? "").trim();
  const nonProfit = value("organization_type") === "NonProfit";
  return {
    name: value("name"),
    organizationType: value("organization_type"),
    website: value("website"),
    phoneNumber: value("phone_number"),
    description: value("description") || null,
    address: {
      street: value("street"),
      houseNumber: value("house_number"),
      postalCode: value("postal_code"),
      city: value("city"),
    },
    // The profile belongs to non-profits; another kind of organization keeps none of it.
    nonProfitType: nonProfit ? value("non_profit_type") || null : null,
    activityTypeIds: nonProfit ? form.getAll("activity_type_ids").map(Number) : [],
    ...(nonProfit ? { showOnSocialMap: form.get("show_on_social_map") === "on" } : {}),
    ...(withContactDefault ? { showContactDetailsDefault: form.get("show_contact_details_default") === "on" } : {}),
  };
}

/**
 * The API's translated errors by form field: "/data/attributes/address/postal_code" -> "postal_code",
 * "/data/attributes/activity_type_ids/0" -> "activity_type_ids"; an error without a field is "_form".
 */
export function fieldErrorsFrom(error: ApiError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of error.errors) {
    const segments = (e.source?.pointer ?? "").split("/").filter((s) => s && !/^\d+$/.test(s));
    const last = segments.at(-1);
    const key = last && last !== "attributes" && last !== "data" ? last : "_form";
    out[key] ??= e.detail ?? e.title;
  }
  return out;
}

/** A 4xx from the API becomes field errors for the form; anything else is the error page's business. */
export function isFormError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;
}
