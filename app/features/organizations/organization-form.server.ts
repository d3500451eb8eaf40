import { formValues } from "../../lib/form-values";

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
  const values = formValues(form);
  const value = (name: string) => (values[name] ?? "").trim();
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
    ...(nonProfit ? { showOnSocialMap: values.show_on_social_map === "on" } : {}),
    ...(withContactDefault ? { showContactDetailsDefault: values.show_contact_details_default === "on" } : {}),
  };
}
